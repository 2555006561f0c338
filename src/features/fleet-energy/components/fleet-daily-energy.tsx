import { EnergyTotals } from '../../../components/energy-totals.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EnergyTable } from '../../../components/energy-table.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import {
  DASHBOARD_DAYS,
  DAYS_PARAM,
  dailyView,
  daysFromParams,
  type FleetFlowKey,
} from '../../../domain/fleet-energy/fleet-dashboard.ts';
import { formatCount, formatDay, formatDecimal } from '../../../domain/format/locale-format.ts';
import { useFleetEnergyDaily, type FleetEnergyDaily } from '../api/get-fleet-energy-daily.ts';
import { DashboardSection } from './dashboard-section.tsx';
import { useT } from '../../../i18n/display-preferences.ts';
import { activeLanguage, t as message } from '../../../i18n/i18n.ts';
import type { Language } from '../../../domain/i18n/preferences.ts';

// A calendar day at noon UTC is that day in every zone staff work in.
const dayText = (date: string) => formatDay(new Date(`${date}T12:00:00Z`));

/**
 * A flow's legend, column and total in the language `shown` (the memos below are keyed by it, so a change of language
 * draws them again); before any language is shown, the flow's key.
 */
const flowText = (key: FleetFlowKey, shown: Language | null) =>
  shown === null ? key : message(`fleets.flow.${key}`);

function DailyBody({ daily }: { daily: FleetEnergyDaily }) {
  const t = useT();
  const language = activeLanguage();
  const view = useMemo(() => dailyView(daily), [daily]);
  const totals = useMemo(
    () =>
      view.totals.map((total, index) => {
        const flow = view.flows[index];
        return flow === undefined ? total : { ...total, label: flowText(flow.key, language) };
      }),
    [view, language],
  );
  const series = useMemo<ChartSeries[]>(
    () =>
      view.flows.map((flow) => ({
        label: flowText(flow.key, language),
        unit: 'kWh',
        fractionDigits: 0,
        values: flow.values,
        color: flow.color,
        kind: 'bars',
      })),
    [view, language],
  );
  const header = useMemo(
    () => [
      message('fleets.column.day'),
      message('fleets.column.sitesReporting'),
      ...view.flows.map((flow) => message('fleets.column.flow', { flow: flowText(flow.key, language) })),
    ],
    [view, language],
  );
  const rows = useMemo(
    () =>
      daily.days.map((day, index) => [
        dayText(day.date),
        formatCount(day.sitesReporting),
        ...view.flows.map((flow) => {
          const value = flow.values[index];
          return value === null || value === undefined ? '–' : formatDecimal(value);
        }),
      ]),
    [daily, view],
  );
  if (view.empty) return <Alert severity="info">{t('fleets.noEnergy')}</Alert>;
  return (
    <Stack spacing={3}>
      <EnergyTotals totals={totals} decimals={0} />
      <TimeSeriesChartLazy
        title={t('fleets.chartTitle', {
          from: dayText(daily.from),
          to: dayText(daily.to),
          flows: view.flows.map((f) => flowText(f.key, language)).join(', '),
        })}
        x={view.x}
        series={series}
        yLabel={t('fleets.chartY')}
        timeZone={daily.timeZone}
        xTicks="days"
      />
      <EnergyTable label={t('fleets.energyTable')} header={header} rows={rows} />
    </Stack>
  );
}

/** The fleet's energy per day over the last 7, 30 or 90 complete days (the range in the URL). */
export function FleetDailyEnergy({ fleetUuid }: { fleetUuid: string }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const days = daysFromParams(params);
  const daily = useFleetEnergyDaily(fleetUuid, days);
  // Buttons that say whether they are pressed, not a ToggleButtonGroup: that one adds ~4 kB gzip to the route.
  const range = (
    <Stack direction="row" spacing={1} role="group" aria-label={t('fleets.range')}>
      {DASHBOARD_DAYS.map((value) => (
        <Button
          key={value}
          size="small"
          variant={value === days ? 'contained' : 'outlined'}
          aria-pressed={value === days}
          onClick={() => setParams(new URLSearchParams({ [DAYS_PARAM]: String(value) }))}
        >
          {t('fleets.lastDays', { days: value })}
        </Button>
      ))}
    </Stack>
  );
  return (
    <DashboardSection id="fleet-energy" title={t('fleets.energyPerDay')} action={range}>
      {daily.status === 'ready' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('fleets.addedUp', {
            from: dayText(daily.data.from),
            to: dayText(daily.data.to),
            zone: daily.data.timeZone,
          })}
        </Typography>
      ) : null}
      {daily.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label={t('fleets.loadingEnergy')} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : null}
      {daily.status === 'error' ? (
        <LoadErrorAlert title={t('fleets.energyError')} error={daily.error} onRetry={daily.retry} />
      ) : null}
      {daily.status === 'ready' ? (
        <Box aria-busy={daily.refreshing}>
          {daily.refreshing ? <LinearProgress aria-label={t('fleets.loadingEnergy')} sx={{ mb: 1 }} /> : null}
          <DailyBody daily={daily.data} />
        </Box>
      ) : null}
    </DashboardSection>
  );
}
