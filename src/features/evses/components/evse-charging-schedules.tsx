import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { effectiveSchedule } from '../../../domain/evse/composite-schedule.ts';
import type { ChargingProfile, EvseDetail } from '../../../domain/evse/evse-types.ts';
import { useEvseChargingProfiles } from '../api/list-evse-charging-profiles.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';

const SOURCE_LABELS: Readonly<Record<ChargingProfile['source'], string>> = {
  HEMS_OPTIMISER: 'HEMS optimiser',
  GRID_OPERATOR: 'Grid operator',
  STAFF: 'Staff',
  CHARGER: 'Charger',
};
const DELIVERY_LABELS: Readonly<Record<ChargingProfile['deliveryState'], string>> = {
  ACCEPTED: 'Accepted by the charger',
  PENDING: 'Waiting for the charger',
  REJECTED: 'Rejected by the charger',
};
const HOURS_AHEAD = 24;

const validity = (profile: ChargingProfile) =>
  profile.validFrom === undefined && profile.validTo === undefined
    ? 'Always'
    : `${profile.validFrom ? displayDateTime(profile.validFrom) : '…'} – ${profile.validTo ? displayDateTime(profile.validTo) : '…'}`;

/**
 * The charger's charging profiles and the effective schedule of the next 24 hours, computed
 * from the profiles by the OCPP composite rules; the periods table is the schedule's accessible form.
 */
export function EvseChargingSchedules({
  evseUuid,
  detail,
  now,
}: {
  evseUuid: string;
  detail: EvseDetail;
  now: number;
}) {
  const profiles = useEvseChargingProfiles(evseUuid);
  if (profiles.status === 'error') {
    return (
      <LoadErrorAlert
        title="Could not load the charging profiles"
        error={profiles.error}
        onRetry={profiles.retry}
      />
    );
  }
  const list = profiles.data ?? [];
  const periods =
    profiles.status === 'ready'
      ? effectiveSchedule(
          list,
          { maxCurrent: detail.maxCurrent, phases: detail.phases },
          now,
          now + HOURS_AHEAD * 3_600_000,
        )
      : [];
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <UpdatedAgo what="the charging profiles" data={profiles} />
      </Stack>
      <section aria-labelledby="effective-schedule">
        <Typography id="effective-schedule" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Effective schedule, next {HOURS_AHEAD} hours
        </Typography>
        {profiles.status === 'ready' && list.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {`No charging profile is set: the charger may charge at its maximum of ${detail.maxCurrent} A per phase.`}
          </Typography>
        ) : null}
        {periods.length > 0 ? (
          <TimeSeriesChartLazy
            title={`Effective charging limit of the next ${HOURS_AHEAD} hours, in A per phase`}
            x={[...periods.map((p) => p.start / 1000), periods[periods.length - 1]!.end / 1000]}
            series={[
              {
                label: 'Limit per phase',
                unit: 'A',
                fractionDigits: 1,
                values: [...periods.map((p) => p.limitA), periods[periods.length - 1]!.limitA],
                color: '#1565c0',
                kind: 'step',
              },
            ]}
            yLabel="Current (A)"
            timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
            height={240}
          />
        ) : null}
        <DataTable
          label="Effective schedule periods"
          columns={[
            { label: 'From' },
            { label: 'Until' },
            { label: 'Limit', align: 'right' },
            { label: 'Set by' },
          ]}
          loading={profiles.status === 'loading'}
          loadingLabel="Loading the charging profiles"
          skeletonRows={4}
        >
          {keyed(periods, (period) => String(period.start)).map(([key, period]) => {
            const profile = list.find((p) => p.chargingProfileId === period.profileId);
            return (
              <TableRow key={key}>
                <TableCell>{displayDateTime(new Date(period.start).toISOString())}</TableCell>
                <TableCell>{displayDateTime(new Date(period.end).toISOString())}</TableCell>
                <TableCell align="right">{`${period.limitA} A`}</TableCell>
                <TableCell>
                  {profile === undefined
                    ? 'Charger maximum'
                    : `${SOURCE_LABELS[profile.source]} (${profile.purpose}, #${profile.chargingProfileId})`}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      </section>
      <section aria-labelledby="charging-profiles">
        <Typography id="charging-profiles" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          Charging profiles
        </Typography>
        {profiles.status === 'ready' && list.length === 0 ? (
          <MessagePanel title="No charging profile" titleAs="p">
            Neither the HEMS optimiser, the grid operator nor staff have set a profile on this charger.
          </MessagePanel>
        ) : (
          <DataTable
            label="Charging profiles"
            columns={[
              { label: 'Profile' },
              { label: 'Purpose' },
              { label: 'Kind' },
              { label: 'Stack level', align: 'right' },
              { label: 'Valid' },
              { label: 'Rate unit' },
              { label: 'Periods' },
              { label: 'Source' },
              { label: 'Delivery' },
            ]}
            loading={profiles.status === 'loading'}
            loadingLabel="Loading the charging profiles"
            skeletonRows={3}
          >
            {keyed(list, (profile) => String(profile.chargingProfileId)).map(([key, profile]) => (
              <TableRow key={key}>
                <TableCell>{`#${profile.chargingProfileId}`}</TableCell>
                <TableCell>{profile.purpose}</TableCell>
                <TableCell>
                  {profile.kind === 'Recurring'
                    ? `Recurring (${profile.recurrencyKind ?? 'Daily'})`
                    : profile.kind}
                </TableCell>
                <TableCell align="right">{profile.stackLevel}</TableCell>
                <TableCell>{validity(profile)}</TableCell>
                <TableCell>{profile.chargingRateUnit}</TableCell>
                <TableCell>
                  {profile.periods
                    .map((p) => `${formatOffset(p.startPeriod)} → ${p.limit} ${profile.chargingRateUnit}`)
                    .join(', ')}
                </TableCell>
                <TableCell>{SOURCE_LABELS[profile.source]}</TableCell>
                <TableCell>{DELIVERY_LABELS[profile.deliveryState]}</TableCell>
              </TableRow>
            ))}
          </DataTable>
        )}
      </section>
    </Stack>
  );
}

/** Seconds from the schedule's start as `+HH:MM`. */
function formatOffset(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `+${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
