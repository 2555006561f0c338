import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecuredOperation } from '../api/permissions.gen.ts';
import { whoCanCall, whoCanSentence } from '../auth/who-can.ts';
import { LockOutlinedIcon } from './icons/lock-outlined.tsx';

export interface WhoCanNoteProps {
  /** What the person set out to do, as the sentence's subject: "Resetting a charger". */
  readonly action: string;
  /** The operation the left-out section or button calls: its permission and the roles granting it are named. */
  readonly operation: SecuredOperation;
}

/**
 * Where a section or button is left out for lack of a permission: what it needs and which roles hold it (from the
 * spec's role table), so a missing action never looks like a fault and the person knows whom to ask.
 */
export function WhoCanNote({ action, operation }: WhoCanNoteProps) {
  return (
    <Stack direction="row" spacing={1} role="note" sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <LockOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2">{whoCanSentence(action, whoCanCall(operation))}</Typography>
    </Stack>
  );
}
