import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';

/** How long a write's result stays on screen unless closed first. */
export const WRITE_RESULT_MS = 8_000;

/**
 * A write's result, where the person is looking: fixed at the bottom of the viewport above the page (a message at
 * the top of a long list scrolled out of sight), announced politely, closed by its button or after
 * `WRITE_RESULT_MS`. The live region is always rendered, so the message is announced when it appears. A plain fixed
 * box rather than MUI's Snackbar: it keeps the Snackbar's transitions and click-away listener off the routes.
 */
export function WriteResultNotice({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    if (message === '') return undefined;
    const timer = setTimeout(onClose, WRITE_RESULT_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 16,
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 32px))',
        zIndex: (theme) => theme.zIndex.snackbar,
      }}
    >
      {message !== '' ? (
        <Alert severity="success" variant="filled" onClose={onClose}>
          {message}
        </Alert>
      ) : null}
    </Box>
  );
}
