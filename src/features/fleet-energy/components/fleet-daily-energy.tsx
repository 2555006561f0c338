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
} from '../../../domain/fleet-energy/fleet-dashboard.ts';
import { formatCount, formatDay, formatDecimal } from '../../../domain/format/locale-format.ts';
import { useFleetEnergyDaily, type FleetEnergyDaily } from '../api/get-fleet-energy-daily.ts';
import { DashboardSection } from './dashboard-section.tsx';

// A calendar day at noon UTC is that day in every zone staff work in.
const dayText = (date: string) => formatDay(new Date(`${date}T12:00:00Z`));

function DailyBody({ daily }: { daily: FleetEnergyDaily }) {
  const view = useMemo(() => dailyView(daily), [daily]);
  const series = useMemo<ChartSeries[]>(
    () =>
      view.flows.map((flow) => ({
        label: flow.label,
        unit: 'kWh',
        fractionDigits: 0,
        values: flow.values,
        color: flow.color,
        kind: 'bars',
      })),
    [view],
  );
  const header = useMemo(
    () => ['Day', 'Sites reporting', ...view.flows.map((flow) => `${flow.label} (kWh)`)],
    [view],
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
  if (view.empty) return <Alert severity="info">No site of this fleet reported energy on these days.</Alert>;
  return (
    <Stack spacing={3}>
      <EnergyTotals totals={view.totals} decimals={0} />
      <TimeSeriesChartLazy
        title={`Fleet energy per day (kWh), ${dayText(daily.from)} to ${dayText(daily.to)}: ${view.flows.map((f) => f.label).join(', ')}`}
        x={view.x}
        series={series}
        yLabel="Energy per day (kWh)"
        timeZone={daily.timeZone}
        xTicks="days"
      />
      <EnergyTable label="Fleet energy per day" header={header} rows={rows} />
    </Stack>
  );
}

/** The fleet's energy per day over the last 7, 30 or 90 complete days (the range in the URL). */
export function FleetDailyEnergy({ fleetUuid }: { fleetUuid: string }) {
  const [params, setParams] = useSearchParams();
  const days = daysFromParams(params);
  const daily = useFleetEnergyDaily(fleetUuid, days);
  // Buttons that say whether they are pressed, not a ToggleButtonGroup: that one adds ~4 kB gzip to the route.
  const range = (
    <Stack direction="row" spacing={1} role="group" aria-label="Range">
      {DASHBOARD_DAYS.map((value) => (
        <Button
          key={value}
          size="small"
          variant={value === days ? 'contained' : 'outlined'}
          aria-pressed={value === days}
          onClick={() => setParams(new URLSearchParams({ [DAYS_PARAM]: String(value) }))}
        >{`Last ${value} days`}</Button>
      ))}
    </Stack>
  );
  return (
    <DashboardSection id="fleet-energy" title="Energy per day" action={range}>
      {daily.status === 'ready' ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`All sites of the fleet added up, ${dayText(daily.data.from)} to ${dayText(daily.data.to)} (complete days in ${daily.data.timeZone}).`}
        </Typography>
      ) : null}
      {daily.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label="Loading the fleet's energy" sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : null}
      {daily.status === 'error' ? (
        <LoadErrorAlert title="Could not load the fleet's energy" error={daily.error} onRetry={daily.retry} />
      ) : null}
      {daily.status === 'ready' ? (
        <Box aria-busy={daily.refreshing}>
          {daily.refreshing ? (
            <LinearProgress aria-label="Loading the fleet's energy" sx={{ mb: 1 }} />
          ) : null}
          <DailyBody daily={daily.data} />
        </Box>
      ) : null}
    </DashboardSection>
  );
}
