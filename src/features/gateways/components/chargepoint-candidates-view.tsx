import { EvStationIcon } from '../../../components/icons/ev-station.tsx';
import { Can } from '../../../auth/can.tsx';
import { useCanOpen } from '../../../auth/use-can.ts';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import type { Gateway } from '../../../domain/gateways/gateway-types.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useForgetCandidate } from '../api/forget-chargepoint-candidate.ts';
import { useChargepointCandidates } from '../api/list-chargepoint-candidates.ts';
import { AssignCandidateDialog } from './assign-candidate-dialog.tsx';
import { keyed } from '../../../domain/lists/row-keys.ts';

const COLUMNS = [
  { label: 'Identity' },
  { label: 'Vendor and model' },
  { label: 'Firmware' },
  { label: 'Support' },
  { label: 'Attempts', align: 'right' as const },
  { label: 'First attempt' },
  { label: 'Last attempt' },
  { label: 'Actions' },
] as const;

export interface ChargepointCandidatesViewProps {
  /** The charge-point models list; null while it loads. */
  models: readonly ChargepointModel[] | null;
  onAssign: (gateway: Gateway, uniqueIdentifier: string) => void;
}

/** OCPP charge-point candidates (SteVe's "unknown charge points"): Assign or Forget each. */
export function ChargepointCandidatesView({ models, onAssign }: ChargepointCandidatesViewProps) {
  const result = useChargepointCandidates();
  const forget = useForgetCandidate();
  // Assign leads to adding the charger on the chosen gateway: offered to whoever may open that screen.
  const canAssign = useCanOpen('assetsAddEvse');
  const now = useNow();
  const [forgetting, setForgetting] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  if (result.status === 'error') {
    return (
      <LoadErrorAlert title="Could not load the candidates" error={result.error} onRetry={result.retry} />
    );
  }
  if (result.status === 'ready' && result.data.length === 0) {
    return (
      <MessagePanel icon={<EvStationIcon fontSize="inherit" />} title="No candidates" titleAs="h2">
        Every charge point that connected belongs to an installation.
      </MessagePanel>
    );
  }
  return (
    <Stack spacing={2}>
      <DataTable
        label={
          result.data
            ? `${formatCount(result.data.length)} charge-point candidates`
            : 'Charge-point candidates'
        }
        columns={COLUMNS}
        loading={result.status === 'loading'}
        loadingLabel="Loading the candidates"
        skeletonRows={6}
      >
        {keyed(result.data ?? [], (candidate) => candidate.uniqueIdentifier).map(([key, candidate]) => (
          <TableRow key={key}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{candidate.uniqueIdentifier}</TableCell>
            <TableCell>
              {candidate.vendor} {candidate.model}
            </TableCell>
            <TableCell>{candidate.firmwareVersion}</TableCell>
            <TableCell>
              <FirmwareSupportChip support={models ? firmwareSupportOf(candidate, models) : null} />
            </TableCell>
            <TableCell align="right">{formatCount(candidate.attempts)}</TableCell>
            <TableCell>
              <RelativeInstant iso={candidate.firstAttempt} now={now} />
            </TableCell>
            <TableCell>
              <RelativeInstant iso={candidate.lastAttempt} now={now} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                {canAssign ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setAssigning(candidate.uniqueIdentifier)}
                    aria-label={`Assign ${candidate.uniqueIdentifier}`}
                  >
                    Assign
                  </Button>
                ) : null}
                <Can operation="forgetChargepointCandidate">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setForgetting(candidate.uniqueIdentifier)}
                    aria-label={`Forget ${candidate.uniqueIdentifier}`}
                  >
                    Forget
                  </Button>
                </Can>
              </Stack>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
      <ConfirmDialog
        open={forgetting !== null}
        title={`Forget ${forgetting ?? ''}?`}
        onCancel={() => setForgetting(null)}
        onApply={() =>
          forgetting !== null &&
          !forget.isPending &&
          forget.mutate(forgetting, { onSuccess: () => setForgetting(null) })
        }
        loading={forget.isPending}
        applyDisabled={forget.isPending}
        applyLabel="Forget"
      >
        It disappears from the candidates; if it connects again, it comes back.
        {forget.isError ? ` Could not forget it: ${forget.error.message}` : ''}
      </ConfirmDialog>
      <AssignCandidateDialog
        key={assigning ?? ''}
        uniqueIdentifier={assigning}
        onCancel={() => setAssigning(null)}
        onAssign={(gateway) => assigning !== null && onAssign(gateway, assigning)}
      />
    </Stack>
  );
}
