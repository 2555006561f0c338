import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { isLoadFailure } from './lazy-with-timeout.ts';
import { LoadFailurePage } from './load-failure-page.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  try {
    if (error instanceof Error && error.message.trim() !== '') return error.message;
  } catch {
    // a hostile message getter must not break the page that reports errors
  }
  return 'An unexpected error occurred.';
}

/**
 * The error boundary of every route: what happened and a way on, never a blank page. A chunk or stylesheet that
 * did not load (or not within 120 s) gets the load-failure page with Reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isLoadFailure(error)) return <LoadFailurePage error={error} />;
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 4 },
        maxWidth: 720,
        mx: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Typography variant="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Box role="alert" sx={{ mb: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 600, color: 'error.dark' }}>This page could not be shown</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{describe(error)}</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Button variant="outlined" component={RouterLink} to={paths.home()}>
          Go to home
        </Button>
      </Box>
    </Box>
  );
}
