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
import { useChangeStaffUser } from '../api/change-staff-user.ts';
import type { StaffUser } from '../api/list-staff-users.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** What the dialog is asked to do; an assignment chooses its role in the dialog. */
export type StaffChangeIntent =
  { readonly type: 'assignRole' } | Exclude<StaffChange, { readonly type: 'assignRole' }>;

/** The server's refusal, explained: its rule's sentence for the refusals of the staff rules, else its message. */
export function refusalText(error: ApiError): string {
  const rule = Object.values(STAFF_REFUSALS).find((refusal) => refusal.errorId === error.errorId);
  return rule ? rule.message : errorText(error);
}

function titleOf(user: StaffUser, intent: StaffChangeIntent): string {
  switch (intent.type) {
    case 'assignRole':
      return `Give ${user.name} a role`;
    case 'removeRole':
      return `Remove the role ${intent.role} from ${user.name}?`;
    case 'deactivate':
      return `Deactivate ${user.name}?`;
    case 'reactivate':
      return `Reactivate ${user.name}?`;
  }
}

const APPLY_LABELS = {
  assignRole: 'Give role',
  removeRole: 'Remove role',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
} as const;

const CONSEQUENCES = {
  assignRole: 'They get its permissions on their next page load.',
  removeRole: 'They lose its permissions on their next call.',
  deactivate: 'They can no longer sign in; their next call signs them out.',
  reactivate: 'They can sign in again with their roles.',
} as const;

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
  switch (change.type) {
    case 'assignRole':
      return `${user.name} now has the role ${change.role}.`;
    case 'removeRole':
      return `${user.name} no longer has the role ${change.role}.`;
    case 'deactivate':
      return `${user.name} is deactivated.`;
    case 'reactivate':
      return `${user.name} can sign in again.`;
  }
}

/** Every change of a person is confirmed first (ConfirmDialog); a refusal stays in the dialog with its reason. */
export function StaffChangeDialog({ user, intent, grantor, onClose, onDone }: StaffChangeDialogProps) {
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
      applyLabel={APPLY_LABELS[intent.type]}
      color={intent.type === 'deactivate' || intent.type === 'removeRole' ? 'error' : 'primary'}
    >
      {intent.type === 'assignRole' ? (
        offered.length === 0 ? (
          <Typography>
            {missing.length === 0
              ? `${user.name} has every role.`
              : `${user.name} has every role you may give.`}
          </Typography>
        ) : (
          <TextField
            select
            fullWidth
            label="Role"
            value={role}
            onChange={(event) => {
              if (change.isError) change.reset();
              setRole(event.target.value);
            }}
            error={atRole !== undefined}
            helperText={
              atRole ?? (role !== '' ? ROLES[role as Role].description : 'Choose the role to give.')
            }
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
      <Typography sx={{ mt: 1 }}>{CONSEQUENCES[intent.type]}</Typography>
      {change.isError && atRole === undefined ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusalText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
