import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROLES, type Role } from '../../../api/permissions.gen.ts';
import type { ApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NotOfferedRoles } from '../../../components/not-offered-roles.tsx';
import { roleOffers, type Grantor, type RoleOffer } from '../../../domain/access/role-grants.ts';
import { refusalField, STAFF_REFUSALS, type StaffChange } from '../../../domain/staff/staff-rules.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useChangeStaffUser } from '../api/change-staff-user.ts';
import type { StaffUser } from '../api/list-staff-users.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** What the dialog is asked to do; an assignment chooses its role in the dialog. */
export type StaffChangeIntent =
  { readonly type: 'assignRole' } | Exclude<StaffChange, { readonly type: 'assignRole' }>;

/** The server's refusal, explained: its rule's sentence for the refusals of the staff rules, else its message. */
export function refusalText(error: ApiError): string {
  const rule = Object.values(STAFF_REFUSALS).find((refusal) => refusal.errorId === error.errorId);
  return rule ? t(`userRoles.refusal.${rule.errorId}`) : errorText(error);
}

function titleOf(user: StaffUser, intent: StaffChangeIntent): string {
  return intent.type === 'removeRole'
    ? t('userRoles.title.removeRole', { name: user.name, role: intent.role })
    : t(`userRoles.title.${intent.type}`, { name: user.name });
}

export interface StaffChangeDialogProps {
  user: StaffUser;
  intent: StaffChangeIntent;
  /** Who gives the role (the signed-in person); undefined while unknown: every role is offered, the server decides. */
  grantor?: Grantor | undefined;
  onClose: () => void;
  /** After the server's answer: the dialog is closed with what was done. */
  onDone: (message: string) => void;
}

function doneText(user: StaffUser, change: StaffChange): string {
  return change.type === 'assignRole' || change.type === 'removeRole'
    ? t(`userRoles.done.${change.type}`, { name: user.name, role: change.role })
    : t(`userRoles.done.${change.type}`, { name: user.name });
}

/** Every change of a person is confirmed first (ConfirmDialog); a refusal stays in the dialog with its reason. */
export function StaffChangeDialog({ user, intent, grantor, onClose, onDone }: StaffChangeDialogProps) {
  useT();
  const change = useChangeStaffUser();
  const missing = (Object.keys(ROLES) as Role[]).filter((role) => !user.roles.includes(role));
  const offers: RoleOffer<Role>[] =
    grantor === undefined
      ? missing.map((role) => ({ role, refusal: null }))
      : roleOffers(ROLES, grantor, missing, user.company?.uuid);
  const offered = offers.filter((offer) => offer.refusal === null).map((offer) => offer.role);
  // No role preselected: a default one was given by mistake when the admin meant another; Apply waits for a choice.
  const [role, setRole] = useState<string>('');
  // A refusal about the chosen role (unknown, or one that needs a company the person lacks) shows beside the field.
  const atRole =
    change.isError && intent.type === 'assignRole' && offered.length > 0 && refusalField(change.error.errorId)
      ? refusalText(change.error)
      : undefined;
  const apply = () => {
    if (change.isPending) return;
    const next: StaffChange = intent.type === 'assignRole' ? { type: 'assignRole', role } : intent;
    if (next.type === 'assignRole' && next.role === '') return;
    change.mutate({ userId: user.id, change: next }, { onSuccess: () => onDone(doneText(user, next)) });
  };
  return (
    <ConfirmDialog
      open
      title={titleOf(user, intent)}
      onCancel={onClose}
      onApply={apply}
      loading={change.isPending}
      applyDisabled={change.isPending || (intent.type === 'assignRole' && role === '')}
      applyLabel={t(`userRoles.apply.${intent.type}`)}
      color={intent.type === 'deactivate' || intent.type === 'removeRole' ? 'error' : 'primary'}
    >
      {intent.type === 'assignRole' ? (
        offered.length === 0 ? (
          <Typography>
            {missing.length === 0
              ? t('userRoles.hasEveryRole', { name: user.name })
              : t('userRoles.hasEveryRoleYouMayGive', { name: user.name })}
          </Typography>
        ) : (
          <TextField
            select
            fullWidth
            label={t('userRoles.role')}
            value={role}
            onChange={(event) => {
              if (change.isError) change.reset();
              setRole(event.target.value);
            }}
            error={atRole !== undefined}
            helperText={atRole ?? (role !== '' ? ROLES[role as Role].description : t('userRoles.chooseRole'))}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          >
            {offered.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
        )
      ) : null}
      {intent.type === 'assignRole' ? <NotOfferedRoles offers={offers} /> : null}
      <Typography sx={{ mt: 1 }}>{t(`userRoles.consequence.${intent.type}`)}</Typography>
      {change.isError && atRole === undefined ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusalText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
