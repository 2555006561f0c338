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
import { formatDecimal } from '../../../domain/format/locale-format.ts';
import { effectiveSchedule } from '../../../domain/evse/composite-schedule.ts';
import type { ChargingProfile, EvseDetail } from '../../../domain/evse/evse-types.ts';
import { useEvseChargingProfiles } from '../api/list-evse-charging-profiles.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { t as message } from '../../../i18n/i18n.ts';

const sourceText = (source: ChargingProfile['source']) => message(`chargerLog.schedule.source.${source}`);
const deliveryText = (state: ChargingProfile['deliveryState']) =>
  message(`chargerLog.schedule.delivery.${state}`);
const HOURS_AHEAD = 24;

const validity = (profile: ChargingProfile) =>
  profile.validFrom === undefined && profile.validTo === undefined
    ? message('chargerLog.schedule.always')
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
  const t = useT();
  const profiles = useEvseChargingProfiles(evseUuid);
  if (profiles.status === 'error') {
    return (
      <LoadErrorAlert
        title={t('chargerLog.schedule.profilesError')}
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
        <UpdatedAgo what={t('chargerLog.schedule.profilesWhat')} data={profiles} />
      </Stack>
      <section aria-labelledby="effective-schedule">
        <Typography id="effective-schedule" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('chargerLog.schedule.effective', { hours: HOURS_AHEAD })}
        </Typography>
        {profiles.status === 'ready' && list.length === 0 ? (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('chargerLog.schedule.noProfileLimit', { current: detail.maxCurrent })}
          </Typography>
        ) : null}
        {periods.length > 0 ? (
          <TimeSeriesChartLazy
            title={t('chargerLog.schedule.chartTitle', { hours: HOURS_AHEAD })}
            x={[...periods.map((p) => p.start / 1000), periods[periods.length - 1]!.end / 1000]}
            series={[
              {
                label: t('chargerLog.schedule.limitPerPhase'),
                unit: 'A',
                fractionDigits: 1,
                values: [...periods.map((p) => p.limitA), periods[periods.length - 1]!.limitA],
                color: '#1565c0',
                kind: 'step',
              },
            ]}
            yLabel={t('chargerLog.schedule.chartY')}
            timeZone={Intl.DateTimeFormat().resolvedOptions().timeZone}
            height={240}
          />
        ) : null}
        <DataTable
          label={t('chargerLog.schedule.periods')}
          columns={[
            { label: t('chargerLog.schedule.from') },
            { label: t('chargerLog.schedule.until') },
            { label: t('chargerLog.schedule.limit'), align: 'right' },
            { label: t('chargerLog.schedule.setBy') },
          ]}
          loading={profiles.status === 'loading'}
          loadingLabel={t('chargerLog.schedule.loading')}
          skeletonRows={4}
        >
          {keyed(periods, (period) => String(period.start)).map(([key, period]) => {
            const profile = list.find((p) => p.chargingProfileId === period.profileId);
            return (
              <TableRow key={key}>
                <TableCell>{displayDateTime(new Date(period.start).toISOString())}</TableCell>
                <TableCell>{displayDateTime(new Date(period.end).toISOString())}</TableCell>
                <TableCell align="right">{`${formatDecimal(period.limitA)} A`}</TableCell>
                <TableCell>
                  {profile === undefined
                    ? t('chargerLog.schedule.chargerMaximum')
                    : t('chargerLog.schedule.profileSetBy', {
                        source: sourceText(profile.source),
                        purpose: profile.purpose,
                        id: profile.chargingProfileId,
                      })}
                </TableCell>
              </TableRow>
            );
          })}
        </DataTable>
      </section>
      <section aria-labelledby="charging-profiles">
        <Typography id="charging-profiles" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('chargerLog.schedule.profiles')}
        </Typography>
        {profiles.status === 'ready' && list.length === 0 ? (
          <MessagePanel title={t('chargerLog.schedule.noProfile')} titleAs="p">
            {t('chargerLog.schedule.noProfileText')}
          </MessagePanel>
        ) : (
          <DataTable
            label={t('chargerLog.schedule.profiles')}
            columns={[
              { label: t('chargerLog.schedule.profile') },
              { label: t('chargerLog.schedule.purpose') },
              { label: t('chargerLog.schedule.kind') },
              { label: t('chargerLog.schedule.stackLevel'), align: 'right' },
              { label: t('chargerLog.schedule.valid') },
              { label: t('chargerLog.schedule.rateUnit') },
              { label: t('chargerLog.schedule.periodsColumn') },
              { label: t('chargerLog.schedule.source') },
              { label: t('chargerLog.schedule.delivery') },
            ]}
            loading={profiles.status === 'loading'}
            loadingLabel={t('chargerLog.schedule.loading')}
            skeletonRows={3}
          >
            {keyed(list, (profile) => String(profile.chargingProfileId)).map(([key, profile]) => (
              <TableRow key={key}>
                <TableCell>{`#${profile.chargingProfileId}`}</TableCell>
                <TableCell>{profile.purpose}</TableCell>
                <TableCell>
                  {profile.kind === 'Recurring'
                    ? t('chargerLog.schedule.recurring', { kind: profile.recurrencyKind ?? 'Daily' })
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
                <TableCell>{sourceText(profile.source)}</TableCell>
                <TableCell>{deliveryText(profile.deliveryState)}</TableCell>
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
