import { EvStationIcon } from '../../../components/icons/ev-station.tsx';
import { WhoCanNote } from '../../../components/who-can-note.tsx';
import { Can } from '../../../auth/can.tsx';
import { useCan, useCanOpen } from '../../../auth/use-can.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { FirmwareSupportChip } from '../../../components/firmware-support-chip.tsx';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';
import { firmwareSupportOf } from '../../../domain/evse/firmware-support.ts';
import { CHARGEPOINT_CANDIDATES_LIST_MODULE } from '../../../domain/gateways/chargepoint-candidates.list.ts';
import type { ChargepointCandidate, Gateway } from '../../../domain/gateways/gateway-types.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useForgetCandidate } from '../api/forget-chargepoint-candidate.ts';
import { useChargepointCandidates } from '../api/list-chargepoint-candidates.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** The columns, with the charge-point models for the Support column (null while they load) and the clock. */
const columnsOf = (
  models: readonly ChargepointModel[] | null,
  now: number,
): readonly ListColumn<ChargepointCandidate, never>[] => [
  {
    id: 'identity',
    label: 'Identity',
    cell: (candidate) => (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {candidate.uniqueIdentifier}
      </Box>
    ),
  },
  {
    id: 'model',
    label: 'Vendor and model',
    cell: (candidate) => `${candidate.vendor} ${candidate.model}`,
  },
  { id: 'firmware', label: 'Firmware', cell: (candidate) => candidate.firmwareVersion },
  {
    id: 'support',
    label: 'Support',
    cell: (candidate) => (
      <FirmwareSupportChip support={models ? firmwareSupportOf(candidate, models) : null} />
    ),
  },
  {
    id: 'attempts',
    label: 'Attempts',
    align: 'right',
    cell: (candidate) => formatCount(candidate.attempts),
  },
  {
    id: 'firstAttempt',
    label: 'First attempt',
    cell: (candidate) => <RelativeInstant iso={candidate.firstAttempt} now={now} />,
  },
  {
    id: 'lastAttempt',
    label: 'Last attempt',
    cell: (candidate) => <RelativeInstant iso={candidate.lastAttempt} now={now} />,
  },
];

// The two dialogs (MUI's Dialog, Modal and focus trap, the gateway search) load when first opened: the four routes
// that show the candidates do not fetch them on their first load. Once opened they stay mounted (their closing
// transition).
const ConfirmDialog = lazy(
  withLoadTimeout(() =>
    import('../../../components/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
  ),
);
const AssignCandidateDialog = lazy(
  withLoadTimeout(() =>
    import('./assign-candidate-dialog.tsx').then((module) => ({ default: module.AssignCandidateDialog })),
  ),
);

export interface ChargepointCandidatesViewProps {
  /** The charge-point models list; null while it loads. */
  models: readonly ChargepointModel[] | null;
  onAssign: (gateway: Gateway, uniqueIdentifier: string) => void;
}

/** OCPP charge-point candidates (SteVe's "unknown charge points") on the kit's list screen: Assign or Forget each. */
export function ChargepointCandidatesView({ models, onAssign }: ChargepointCandidatesViewProps) {
  const result = useChargepointCandidates();
  const forget = useForgetCandidate();
  // Assign leads to adding the charger on the chosen gateway: offered to whoever may open that screen.
  const canAssign = useCanOpen('assetsAddEvse');
  const canForget = useCan('forgetChargepointCandidate');
  const now = useNow();
  const [forgetting, setForgetting] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<string | null>(null);
  const [forgetWanted, setForgetWanted] = useState(false);
  const [assignWanted, setAssignWanted] = useState(false);
  if (forgetting !== null && !forgetWanted) setForgetWanted(true);
  if (assigning !== null && !assignWanted) setAssignWanted(true);
  const list = useListScreen(CHARGEPOINT_CANDIDATES_LIST_MODULE);
  const actions = (candidate: ChargepointCandidate) => (
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
  );
  return (
    <Stack spacing={2}>
      {canAssign && canForget ? null : (
        <WhoCanNote
          action="Assigning a candidate to a gateway or forgetting it"
          operation="forgetChargepointCandidate"
        />
      )}
      <ListScreen
        list={list}
        query={result}
        rows={result.data}
        rowId={(candidate) => candidate.uniqueIdentifier}
        columns={columnsOf(models, now)}
        table={{
          label: result.data
            ? `${formatCount(result.data.length)} charge-point candidates`
            : 'Charge-point candidates',
          loadingLabel: 'Loading the candidates',
          skeletonRows: 6,
        }}
        what="the candidates"
        errorTitle="Could not load the candidates"
        empty={{
          icon: <EvStationIcon fontSize="inherit" />,
          title: 'No candidates',
          text: 'Every charge point that connected belongs to an installation.',
        }}
        rowActions={{ label: 'Actions', cell: actions }}
      />
      {forgetWanted ? (
        <Suspense fallback={null}>
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
            {forget.isError ? ` Could not forget it: ${errorText(forget.error)}` : ''}
          </ConfirmDialog>
        </Suspense>
      ) : null}
      {assignWanted ? (
        <Suspense fallback={null}>
          <AssignCandidateDialog
            key={assigning ?? ''}
            uniqueIdentifier={assigning}
            onCancel={() => setAssigning(null)}
            onAssign={(gateway) => assigning !== null && onAssign(gateway, assigning)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
