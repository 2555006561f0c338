import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { useChangeInstallation } from '../api/change-installation.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface ResolveDuplicateDialogProps {
  readonly companyUuid: string;
  readonly keep: string;
  readonly marked: readonly string[];
  readonly nameOf: (uuid: string) => string;
  readonly onCancel: () => void;
  readonly onDone: (message: string) => void;
}

/** Confirms keeping one installation of a duplicate group and marking the others (one audited call each). */
export function ResolveDuplicateDialog({
  companyUuid,
  keep,
  marked,
  nameOf,
  onCancel,
  onDone,
}: ResolveDuplicateDialogProps) {
  const t = useT();
  const change = useChangeInstallation();
  const name = nameOf(keep);
  const resolve = async () => {
    for (const uuid of marked) {
      await change.mutateAsync({ kind: 'resolve', companyUuid, uuid, keepUuid: keep });
    }
    onDone(t('install.kept', { name, count: marked.length }));
  };
  return (
    <ConfirmDialog
      open
      title={t('install.keepQuestion', { name })}
      applyLabel={t('install.resolve')}
      cancelLabel={t('install.cancel')}
      loading={change.isPending}
      applyDisabled={change.isPending}
      onCancel={onCancel}
      onApply={() => {
        resolve().catch(() => undefined);
      }}
    >
      <Typography>
        {t('install.resolveText', { names: marked.map(nameOf).join(', '), count: marked.length, name })}
      </Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
