import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fieldErrorOf } from '../../../api/field-errors.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { CompanyInstallation } from '../../../domain/install/company-installations.rules.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { useChangeInstallation } from '../api/change-installation.ts';
import type { CompanyInstaller } from '../api/list-company-installers.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface ReassignDialogProps {
  readonly companyUuid: string;
  readonly row: CompanyInstallation;
  readonly installers: readonly CompanyInstaller[];
  readonly onClose: () => void;
  readonly onDone: (message: string) => void;
}

/**
 * Confirms giving an installation to another installer of the company. The server checks the
 * person (422 with a field error beside the field; 409 when nothing would change); the change is audited.
 */
export function ReassignDialog({ companyUuid, row, installers, onClose, onDone }: ReassignDialogProps) {
  const t = useT();
  const others = installers.filter((person) => person.id !== row.installer?.id);
  const [installerId, setInstallerId] = useState(others[0]?.id ?? '');
  const change = useChangeInstallation();
  const fieldError = fieldErrorOf(change.error, 'installerId');
  const chosen = installers.find((person) => person.id === installerId);
  return (
    <ConfirmDialog
      open
      title={t('install.reassignQuestion', { name: row.name })}
      applyLabel={t('install.reassign')}
      cancelLabel={t('install.cancel')}
      // Routine and undone by another reassignment: not the error colour of a destructive change.
      color="primary"
      loading={change.isPending}
      applyDisabled={installerId === '' || change.isPending}
      onCancel={onClose}
      onApply={() =>
        change.mutate(
          { kind: 'reassign', companyUuid, uuid: row.uuid, installerId },
          {
            onSuccess: () =>
              onDone(t('install.reassigned', { name: row.name, installer: chosen?.name ?? installerId })),
          },
        )
      }
    >
      <Typography sx={{ mb: 2 }}>
        {t('install.installedBy', { installer: row.installer?.name ?? t('install.someoneGone') })}
      </Typography>
      {others.length === 0 ? (
        <Alert severity="info">{t('install.noOtherInstaller')}</Alert>
      ) : (
        <TextField
          select
          fullWidth
          size="small"
          label={t('install.newInstaller')}
          value={installerId}
          onChange={(event) => setInstallerId(event.target.value)}
          error={fieldError !== undefined}
          helperText={fieldError}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {others.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </TextField>
      )}
      {change.isError && fieldError === undefined ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
