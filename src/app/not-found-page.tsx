import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { PageHeader } from '../components/page-header.tsx';
import { paths } from '../config/paths.ts';
import { useT } from '../i18n/display-preferences.ts';

// Where the path goes in the sentence, so it can be set as code in either language's word order.
const SLOT = '\u0000';

/** Any URL outside the route table, inside the shell, with a way home. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  const [before, after] = t('notFound.text', { path: SLOT }).split(SLOT);
  return (
    <>
      <PageHeader title={t('notFound.title')} backTo={paths.home()} backLabel={t('notFound.home')} />
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {before}
          <code>{pathname}</code>
          {after}
        </Typography>
        <Button variant="contained" component={RouterLink} to={paths.home()}>
          {t('notFound.home')}
        </Button>
      </Paper>
    </>
  );
}
