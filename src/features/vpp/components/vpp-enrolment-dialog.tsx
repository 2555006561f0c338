import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { useChangeVppEnrolment } from '../api/change-vpp-enrolment.ts';
import type { VppSite } from '../api/list-vpp-sites.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface VppEnrolmentDialogProps {
  site: VppSite;
  action: 'enrol' | 'withdraw';
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Confirms enrolling or withdrawing a site; the server's refusal (a blocked site, a changed state) shows here. */
export function VppEnrolmentDialog({ site, action, onClose, onDone }: VppEnrolmentDialogProps) {
  const change = useChangeVppEnrolment();
  const what = `${formatQuantity(site.flexiblePowerKw, 'kW')} of flexible power and ${formatQuantity(site.storageKwh, 'kWh')} of storage`;
  const enrolling = action === 'enrol';
  return (
    <ConfirmDialog
      open
      title={enrolling ? `Enrol ${site.userReference}?` : `Withdraw ${site.userReference}?`}
      applyLabel={enrolling ? 'Enrol' : 'Withdraw'}
      color={enrolling ? 'primary' : 'error'}
      loading={change.isPending}
      onCancel={onClose}
      onApply={() =>
        change.mutate(
          { subscription: site.subscription, action },
          {
            onSuccess: () =>
              onDone(
                enrolling
                  ? `${site.userReference} is enrolled in the virtual power plant.`
                  : `${site.userReference} is withdrawn from the virtual power plant.`,
              ),
          },
        )
      }
    >
      <Typography>
        {enrolling
          ? `Its ${what} join the ${tsoOf(site)} pool.`
          : `Its ${what} leave the ${tsoOf(site)} pool. It can be enrolled again later.`}
      </Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
