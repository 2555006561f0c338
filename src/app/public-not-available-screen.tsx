import Paper from '@mui/material/Paper';
import { PageHeader } from '../components/page-header.tsx';
import { paths } from '../config/paths.ts';
import { NotAvailableState } from '../components/not-available-state.tsx';
import { useScreenRoute } from '../components/use-screen-route.ts';

/** A public account page whose form is not built yet, on the black public background; back leads to sign-in. */
export function PublicNotAvailableScreen() {
  const { screen } = useScreenRoute();
  const title = screen?.title ?? 'Account';
  return (
    <Paper component="section" sx={{ width: '100%', maxWidth: 560, p: { xs: 2, sm: 3 } }}>
      <PageHeader title={title} backTo={paths.login()} backLabel="Back to sign in" />
      <NotAvailableState what={`“${title}”`} />
    </Paper>
  );
}
