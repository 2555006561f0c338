import { DetailCard } from '../../../components/detail-card.tsx';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import type { EvseVerification } from '../api/verify-evse.ts';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useT } from '../../../i18n/display-preferences.ts';

export interface VerificationSummaryProps {
  verification: EvseVerification;
  models: readonly ChargepointModel[] | null;
  now: number;
}

/** What the gateway saw of the charger, and whether its model and firmware are supported. */
export function VerificationSummary({ verification, models, now }: VerificationSummaryProps) {
  const t = useT();
  return (
    <DetailCard
      title={t('chargerChanges.add.seen')}
      fields={[
        { label: t('chargers.field.identifier'), value: verification.uniqueIdentifier, mono: true },
        { label: t('chargers.field.vendor'), value: verification.vendor },
        { label: t('chargers.field.model'), value: verification.model },
        { label: t('chargers.field.firmware'), value: verification.firmwareVersion, mono: true },
        {
          label: t('chargers.field.support'),
          value: (
            <FirmwareSupportChip support={models === null ? null : firmwareSupportOf(verification, models)} />
          ),
        },
        { label: t('chargers.field.ocpp'), value: verification.ocppVersion },
        {
          label: t('chargers.field.lastConnection'),
          value: <RelativeInstant iso={verification.lastConnectionTimestamp} now={now} />,
        },
      ]}
    />
  );
}
