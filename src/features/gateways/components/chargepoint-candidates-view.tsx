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
import { t } from '../../../i18n/i18n.ts';
import { errorText } from '../../../i18n/error-text.ts';

/** The columns, with the charge-point models for the Support column (null while they load) and the clock. */
const columnsOf = (
  models: readonly ChargepointModel[] | null,
  now: number,
): readonly ListColumn<ChargepointCandidate, never>[] => [
  {
    id: 'identity',
    label: t('gateways.column.identity'),
    cell: (candidate) => (
      <Box component="span" sx={{ fontFamily: 'monospace' }}>
        {candidate.uniqueIdentifier}
      </Box>
    ),
  },
  {
    id: 'model',
    label: t('gateways.column.vendorAndModel'),
    cell: (candidate) => `${candidate.vendor} ${candidate.model}`,
  },
  { id: 'firmware', label: t('gateways.column.firmware'), cell: (candidate) => candidate.firmwareVersion },
  {
    id: 'support',
    label: t('gateways.column.support'),
    cell: (candidate) => (
      <FirmwareSupportChip support={models ? firmwareSupportOf(candidate, models) : null} />
    ),
  },
  {
    id: 'attempts',
    label: t('gateways.column.attempts'),
    align: 'right',
    cell: (candidate) => formatCount(candidate.attempts),
  },
  {
    id: 'firstAttempt',
    label: t('gateways.column.firstAttempt'),
    cell: (candidate) => <RelativeInstant iso={candidate.firstAttempt} now={now} />,
  },
  {
    id: 'lastAttempt',
    label: t('gateways.column.lastAttempt'),
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
          aria-label={t('gateways.assignOne', { identity: candidate.uniqueIdentifier })}
        >
          {t('gateways.assign')}
        </Button>
      ) : null}
      <Can operation="forgetChargepointCandidate">
        <Button
          size="small"
          color="error"
          onClick={() => setForgetting(candidate.uniqueIdentifier)}
          aria-label={t('gateways.forgetOne', { identity: candidate.uniqueIdentifier })}
        >
          {t('gateways.forget')}
        </Button>
      </Can>
    </Stack>
  );
  return (
    <Stack spacing={2}>
      {canAssign && canForget ? null : (
        <WhoCanNote
          action={t('gateways.candidatesWhoCan')}
          operation="forgetChargepointCandidate"
          inLanguageShown
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
            ? t('gateways.candidatesCount', { n: formatCount(result.data.length) })
            : t('gateways.candidates'),
          loadingLabel: t('gateways.loadingCandidates'),
          skeletonRows: 6,
        }}
        what={t('gateways.candidatesWhat')}
        errorTitle={t('gateways.candidatesError')}
        empty={{
          icon: <EvStationIcon fontSize="inherit" />,
          title: t('gateways.noCandidates'),
          text: t('gateways.noCandidatesText'),
        }}
        rowActions={{ label: t('gateways.actions'), cell: actions }}
      />
      {forgetWanted ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={forgetting !== null}
            title={t('gateways.forgetTitle', { identity: forgetting ?? '' })}
            onCancel={() => setForgetting(null)}
            onApply={() =>
              forgetting !== null &&
              !forget.isPending &&
              forget.mutate(forgetting, { onSuccess: () => setForgetting(null) })
            }
            loading={forget.isPending}
            applyDisabled={forget.isPending}
            applyLabel={t('gateways.forget')}
          >
            {t('gateways.forgetText')}
            {forget.isError ? t('gateways.forgetError', { message: errorText(forget.error) }) : ''}
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
