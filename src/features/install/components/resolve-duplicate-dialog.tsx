import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
  const change = useChangeInstallation();
  const name = nameOf(keep);
  const resolve = async () => {
    for (const uuid of marked) {
      await change.mutateAsync({ kind: 'resolve', companyUuid, uuid, keepUuid: keep });
    }
    onDone(`Kept ${name}; ${marked.length === 1 ? 'the other is' : 'the others are'} marked duplicates.`);
  };
  return (
    <ConfirmDialog
      open
      title={`Keep ${name}?`}
      applyLabel="Resolve"
      loading={change.isPending}
      applyDisabled={change.isPending}
      onCancel={onCancel}
      onApply={() => {
        resolve().catch(() => undefined);
      }}
    >
      <Typography>
        {marked.map(nameOf).join(', ')} {marked.length === 1 ? 'is' : 'are'} marked a duplicate of {name}; the
        duplicate problem goes from the list and from the installation problems. The change is recorded in the
        activity log.
      </Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
