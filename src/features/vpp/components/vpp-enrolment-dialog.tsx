import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatQuantity } from '../../../domain/format/locale-format.ts';
import { tsoOf } from '../../../domain/filters/tso.ts';
import { useT } from '../../../i18n/display-preferences.ts';
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
  const t = useT();
  const change = useChangeVppEnrolment();
  const what = t('vpp.what', {
    power: formatQuantity(site.flexiblePowerKw, 'kW'),
    storage: formatQuantity(site.storageKwh, 'kWh'),
  });
  const names = { site: site.userReference };
  const enrolling = action === 'enrol';
  return (
    <ConfirmDialog
      open
      title={t(enrolling ? 'vpp.enrolQuestion' : 'vpp.withdrawQuestion', names)}
      applyLabel={t(enrolling ? 'vpp.enrol' : 'vpp.withdraw')}
      cancelLabel={t('vpp.cancel')}
      color={enrolling ? 'primary' : 'error'}
      loading={change.isPending}
      onCancel={onClose}
      onApply={() =>
        change.mutate(
          { subscription: site.subscription, action },
          {
            onSuccess: () => onDone(t(enrolling ? 'vpp.enrolled' : 'vpp.withdrawn', names)),
          },
        )
      }
    >
      <Typography>{t(enrolling ? 'vpp.joins' : 'vpp.leaves', { what, tso: tsoOf(site) })}</Typography>
      {change.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(change.error)}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}
