import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { loadFailureKind } from './lazy-with-timeout.ts';

interface LoadFailurePageProps {
  error: unknown;
  /** Default: a full reload, which fetches the app's files afresh (a failed import is not retried in place). */
  onReload?: () => void;
}

/** The error's message and those of what it wraps (`cause`), each once: the file or step that failed. */
function detailOf(error: unknown): string {
  const messages: string[] = [];
  let current: unknown = error;
  try {
    for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
      const message = current.message.trim();
      if (message !== '' && !messages.includes(message)) messages.push(message);
      current = current.cause;
    }
  } catch {
    // a hostile getter: say what we have
  }
  return messages.join(' — ');
}

/** A route chunk or stylesheet did not load, or not within 120 s (SPEC §8/§9): what happened, Reload, a way home. */
export function LoadFailurePage({ error, onReload = () => window.location.reload() }: LoadFailurePageProps) {
  const timedOut = loadFailureKind(error) === 'timeout';
  const detail = detailOf(error);
  return (
    <Box
      component="section"
      aria-labelledby="load-failure-title"
      sx={{
        p: { xs: 2, sm: 4 },
        maxWidth: 720,
        width: '100%',
        mx: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 1,
      }}
    >
      <Typography id="load-failure-title" variant="h1" gutterBottom>
        This page could not be loaded
      </Typography>
      <Box role="alert" sx={{ mb: 3, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}>
        <Typography sx={{ fontWeight: 600, color: 'error.dark' }}>
          {timedOut
            ? 'Loading took longer than 2 minutes, so the portal stopped waiting.'
            : 'A part of the portal could not be downloaded.'}
        </Typography>
        <Typography>
          {timedOut
            ? 'The connection may be very slow or interrupted.'
            : 'The connection may have dropped, or the portal was updated while this tab was open.'}{' '}
          Reloading fetches the page afresh; what you entered on this page is not kept.
        </Typography>
        {detail !== '' && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            Details: {detail}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button variant="contained" onClick={onReload}>
          Reload
        </Button>
        {/* A full page load on purpose: the app's module cache may still hold the failed import. */}
        <Button variant="outlined" href="/">
          Go to home
        </Button>
      </Box>
    </Box>
  );
}
