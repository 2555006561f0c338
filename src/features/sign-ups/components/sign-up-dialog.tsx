import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ROLES, type Role } from '../../../api/permissions.gen.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NotOfferedRoles } from '../../../components/not-offered-roles.tsx';
import type { RoleOffer } from '../../../domain/access/role-grants.ts';
import { COMPANY_ROLES, refusalField, roleAskedFor } from '../../../domain/staff/staff-rules.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useDecideSignUp } from '../api/decide-sign-up.ts';
import { useInstallerCompanies, type PendingSignUp } from '../api/list-sign-ups.ts';
import { errorText } from '../../../i18n/error-text.ts';

const REASON_MAX = 500;

export interface SignUpDialogProps {
  signUp: PendingSignUp;
  kind: 'approve' | 'reject';
  /** Every role, with whether the approver may give it (src/domain/access/role-grants.ts); only those are offered. */
  offers: readonly RoleOffer<Role>[];
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * Approve (choose the role, and the company for installer roles) or reject (with a reason) one sign-up, confirmed in
 * a dialog; what was typed stays on any error, and the call is sent once however often Apply is pressed.
 */
export function SignUpDialog({ signUp, kind, offers, onClose, onDone }: SignUpDialogProps) {
  const t = useT();
  const roles = offers.filter((offer) => offer.refusal === null).map((offer) => offer.role);
  const decide = useDecideSignUp();
  // The role the person asked for is the first choice (the only one when just one may be given); the approver may
  // change it.
  const [role, setRole] = useState<Role | ''>(
    roles.length === 1 ? (roles[0] ?? '') : (roleAskedFor(signUp, roles) ?? ''),
  );
  // The company the person named is the first choice; the approver may change it.
  const [companyUuid, setCompanyUuid] = useState(signUp.company?.uuid ?? '');
  const [reason, setReason] = useState('');
  const needsCompany = role !== '' && COMPANY_ROLES.includes(role);
  const companies = useInstallerCompanies(needsCompany);
  // Only a company of the list is chosen (the named one once the list has it; another company's is not offered).
  const company = (companies.data ?? []).some((candidate) => candidate.uuid === companyUuid)
    ? companyUuid
    : '';
  const ready = kind === 'approve' ? role !== '' && (!needsCompany || company !== '') : reason.trim() !== '';
  // The server's field errors show beside their field; any other refusal under the fields. Editing clears it.
  const refusal = decide.isError ? decide.error : null;
  const field = kind === 'approve' ? refusalField(refusal?.errorId) : undefined;
  const atRole = field === 'role' ? refusal?.message : undefined;
  const atCompany = field === 'company' && needsCompany ? refusal?.message : undefined;
  const edited = () => {
    if (decide.isError) decide.reset();
  };
  const apply = () => {
    if (decide.isPending || !ready) return;
    const decision =
      kind === 'approve'
        ? { type: 'approve' as const, role, ...(needsCompany ? { companyUuid: company } : {}) }
        : { type: 'reject' as const, reason: reason.trim() };
    decide.mutate(
      { signUpId: signUp.id, decision },
      {
        onSuccess: () =>
          onDone(
            kind === 'approve'
              ? t('signUps.approved', { name: signUp.name, role })
              : t('signUps.rejected', { name: signUp.name }),
          ),
      },
    );
  };
  return (
    <ConfirmDialog
      open
      title={t(kind === 'approve' ? 'signUps.approveTitle' : 'signUps.rejectTitle', { name: signUp.name })}
      onCancel={onClose}
      onApply={apply}
      loading={decide.isPending}
      applyDisabled={decide.isPending || !ready}
      applyLabel={kind === 'approve' ? t('signUps.approve') : t('signUps.reject')}
      color={kind === 'approve' ? 'primary' : 'error'}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2">
          {signUp.email}
          {signUp.requestedArea !== undefined ? t('signUps.askedFor', { area: signUp.requestedArea }) : ''}
          {signUp.company !== undefined ? t('signUps.worksFor', { company: signUp.company.name }) : ''}
        </Typography>
        {kind === 'approve' ? (
          <>
            <TextField
              select
              required
              label={t('signUps.role')}
              value={role}
              onChange={(event) => {
                edited();
                setRole(event.target.value as Role);
              }}
              error={atRole !== undefined}
              helperText={atRole ?? (role !== '' ? ROLES[role].description : t('signUps.roleHelp'))}
            >
              {roles.map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <NotOfferedRoles offers={offers} />
            {needsCompany ? (
              <TextField
                select
                required
                label={t('signUps.company')}
                value={company}
                onChange={(event) => {
                  edited();
                  setCompanyUuid(event.target.value);
                }}
                disabled={companies.status !== 'ready'}
                helperText={
                  atCompany ??
                  (companies.status === 'error'
                    ? t('signUps.companiesFailed', { message: errorText(companies.error) })
                    : t('signUps.companyHelp'))
                }
                error={atCompany !== undefined || companies.status === 'error'}
              >
                {(companies.data ?? []).map((company) => (
                  <MenuItem key={company.uuid} value={company.uuid}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            {!signUp.verified ? <Alert severity="info">{t('signUps.notVerifiedYet')}</Alert> : null}
          </>
        ) : (
          <TextField
            required
            multiline
            minRows={2}
            label={t('signUps.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
            helperText={t('signUps.reasonHelp')}
          />
        )}
        {decide.isError && atRole === undefined && atCompany === undefined ? (
          <Alert severity="error">
            {t(kind === 'approve' ? 'signUps.approveFailed' : 'signUps.rejectFailed', {
              message: errorText(decide.error),
            })}
          </Alert>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
