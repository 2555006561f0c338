import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef } from 'react';
import { SESSION_END_MESSAGES } from './session-end.ts';

/**
 * Over the page of a person deactivated mid-session: why their calls fail now, and the one way on (Sign out). It
 * cannot be dismissed, but it is no modal: nothing hides the page from the pointer or from assistive technology, so
 * what they typed in a form or dialog can still be read, selected and copied first. It takes the focus when it
 * appears and sits above any open dialog.
 */
export function SessionEndedNotice({ onSignOut }: { onSignOut: () => void }) {
  const title = useId();
  const text = useId();
  const signOut = useRef<HTMLButtonElement>(null);
  useEffect(() => signOut.current?.focus(), []);
  return (
    <Paper
      role="alertdialog"
      aria-modal={false}
      aria-labelledby={title}
      aria-describedby={text}
      aria-live="assertive"
      elevation={8}
      sx={{
        position: 'fixed',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(600px, calc(100% - 32px))',
        p: 3,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    >
      <Typography id={title} variant="h6" component="h2" gutterBottom>
        Your account has been deactivated
      </Typography>
      <Typography id={text} variant="body2" sx={{ mb: 2 }}>
        {`${SESSION_END_MESSAGES.deactivated} The portal cannot be used with it any more. What you typed is still on this page: copy what you need, then sign out.`}
      </Typography>
      <Button ref={signOut} variant="contained" onClick={onSignOut} sx={{ display: 'flex', ml: 'auto' }}>
        Sign out
      </Button>
    </Paper>
  );
}
