import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { paths } from '../config/paths.ts';

/** Any URL outside the route table, inside the shell, with a way home. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" backTo={paths.home()} backLabel="Go to home" />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          There is no page at <code>{pathname}</code>. The link may be mistyped or out of date.
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home()}>
          Go to home
        </Button>
      </Paper>
    </>
  );
}
