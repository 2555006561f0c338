import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { SESSION_END_MESSAGES } from './session-end.ts';

/**
 * Over the page of a person deactivated mid-session: why their calls fail now, and the one way on (Sign out). It
 * cannot be dismissed (no Escape, no close button), but it leaves the page visible and usable underneath — no backdrop, no focus trap, clicks
 * pass beside it — so what they typed in a form or dialog can still be selected and copied first.
 */
export function SessionEndedNotice({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Dialog
      open
      hideBackdrop
      disableEnforceFocus
      disableScrollLock
      aria-describedby="session-ended-text"
      // The dialog's root covers the viewport: only its paper takes the pointer, the page beneath gets the rest.
      sx={{
        pointerEvents: 'none',
        alignItems: 'flex-start',
        '& .MuiDialog-container': { alignItems: 'flex-start' },
      }}
      slotProps={{ paper: { role: 'alertdialog', elevation: 8, sx: { pointerEvents: 'auto', mt: 2 } } }}
    >
      <DialogTitle>Your account has been deactivated</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-ended-text">
          {`${SESSION_END_MESSAGES.deactivated} The portal cannot be used with it any more. What you typed is still on this page: copy what you need, then sign out.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onSignOut} autoFocus>
          Sign out
        </Button>
      </DialogActions>
    </Dialog>
  );
}
