import { DetailCard } from '../../../components/detail-card.tsx';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import type { EvseVerification } from '../api/verify-evse.ts';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';

export interface VerificationSummaryProps {
  verification: EvseVerification;
  models: readonly ChargepointModel[] | null;
  now: number;
}

/** What the gateway saw of the charger, and whether its model and firmware are supported. */
export function VerificationSummary({ verification, models, now }: VerificationSummaryProps) {
  return (
    <DetailCard
      title="What the gateway sees"
      fields={[
        { label: 'Identifier', value: verification.uniqueIdentifier, mono: true },
        { label: 'Vendor', value: verification.vendor },
        { label: 'Model', value: verification.model },
        { label: 'Firmware', value: verification.firmwareVersion, mono: true },
        {
          label: 'Support',
          value: (
            <FirmwareSupportChip support={models === null ? null : firmwareSupportOf(verification, models)} />
          ),
        },
        { label: 'OCPP', value: verification.ocppVersion },
        {
          label: 'Last connection',
          value: <RelativeInstant iso={verification.lastConnectionTimestamp} now={now} />,
        },
      ]}
    />
  );
}
