import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecuredOperation } from '../api/permissions.gen.ts';
import { whoCanCall, whoCanSentence, type WhoCan } from '../auth/who-can.ts';
import { LockOutlinedIcon } from './icons/lock-outlined.tsx';
import { useT } from '../i18n/display-preferences.ts';
import { t } from '../i18n/i18n.ts';

export interface WhoCanNoteProps {
  /** What the person set out to do, as the sentence's subject: "Resetting a charger". */
  readonly action: string;
  /** The operation the left-out section or button calls: its permission and the roles granting it are named. */
  readonly operation: SecuredOperation;
  /**
   * The action is in the language shown (from the catalogue): the sentence around it is too. Left out, the action is
   * one of the English ones still outside the catalogue, and so is the sentence, so that it never mixes languages.
   */
  readonly inLanguageShown?: boolean;
}

function sentenceShown(action: string, whoCan: WhoCan): string {
  const values = { action, count: whoCan.count, permissions: whoCan.permissions };
  return whoCan.roles.length === 0
    ? t('lists.whoCanNone', values)
    : t('lists.whoCan', { ...values, roles: whoCan.roles.join(', '), rolesCount: whoCan.roles.length });
}

/**
 * Where a section or button is left out for lack of a permission: what it needs and which roles hold it (from the
 * spec's role table), so a missing action never looks like a fault and the person knows whom to ask.
 */
export function WhoCanNote({ action, operation, inLanguageShown = false }: WhoCanNoteProps) {
  useT();
  const whoCan = whoCanCall(operation);
  return (
    <Stack direction="row" spacing={1} role="note" sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <LockOutlinedIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2">
        {inLanguageShown ? sentenceShown(action, whoCan) : whoCanSentence(action, whoCan)}
      </Typography>
    </Stack>
  );
}
