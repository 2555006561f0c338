import { EnergyTotals } from '../../../components/energy-totals.tsx';
import { DownloadIcon as Download } from '../../../components/icons/download.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../../components/download-file.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import {
  parseRangeQuery,
  rangeEndDate,
  shiftRange,
  type EnergyRange,
} from '../../../domain/energy/energy-range.ts';
import { csvDialect, csvInstant } from '../../../domain/format/csv.ts';
import {
  historyColumns,
  historyCsv,
  historyRows,
  historyView,
} from '../../../domain/energy/energy-history.view-model.ts';
import { FORECAST_PAIRS, SOC_SERIES } from '../../../domain/energy/energy.series.ts';
import { zonedDate } from '../../../domain/format/zoned-time.ts';
import { dateTimeFormat, formatDecimal } from '../../../domain/format/locale-format.ts';
import { useSiteEnergyHistory, type SiteEnergyHistory } from '../api/get-site-energy-history.ts';
import { EnergyRangeControls } from './energy-range-controls.tsx';
import { EnergyTable } from '../../../components/energy-table.tsx';

export interface EnergyHistoryViewProps {
  subUuid: string;
  timeZone: string;
  /** False until the site's subscription token is stored (its calls must carry it). */
  enabled: boolean;
}

function rangeLabel(range: EnergyRange, start: string): string {
  const at = new Date(`${start}T12:00:00Z`);
  const format = (options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat({ timeZone: 'UTC', ...options }).format(at);
  if (range === 'day') return format({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  if (range === 'week') return `Week of ${format({ day: 'numeric', month: 'short', year: 'numeric' })}`;
  if (range === 'month') return format({ month: 'long', year: 'numeric' });
  return start.slice(0, 4);
}

function timeFormatter(range: EnergyRange, timeZone: string): (iso: string) => string {
  const options: Intl.DateTimeFormatOptions =
    range === 'day'
      ? { hour: '2-digit', minute: '2-digit' }
      : range === 'week'
        ? {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
          }
        : { day: 'numeric', month: 'short', year: 'numeric' };
  const format = dateTimeFormat({ timeZone, ...options });
  return (iso) => format.format(new Date(iso));
}

function HistoryBody({ history }: { history: SiteEnergyHistory }) {
  const view = useMemo(() => historyView(history), [history]);
  const bars = history.unit === 'kWh';
  const formatTime = useMemo(() => timeFormatter(history.range, history.timeZone), [history]);
  const flowSeries = useMemo<ChartSeries[]>(
    () => [
      ...view.flows.map((flow) => ({
        label: flow.label,
        unit: history.unit,
        values: flow.values,
        color: flow.color,
        kind: bars ? ('bars' as const) : ('line' as const),
      })),
      ...(view.soc && !bars
        ? [
            {
              label: SOC_SERIES.label,
              unit: '%',
              fractionDigits: 1,
              values: view.soc,
              color: SOC_SERIES.color,
              axis: 'right' as const,
              dashed: true,
            },
          ]
        : []),
    ],
    [view, bars, history.unit],
  );
  const forecastSeries = useMemo<ChartSeries[]>(
    () =>
      FORECAST_PAIRS.filter((pair) => history.series[pair.forecast] !== undefined).flatMap((pair) => [
        {
          label: pair.label,
          unit: history.unit,
          values: history.series[pair.actual] ?? [],
          color: pair.color,
        },
        {
          label: `${pair.label} forecast`,
          unit: history.unit,
          values: history.series[pair.forecast] ?? [],
          color: pair.color,
          dashed: true,
        },
      ]),
    [history],
  );
  const bands = useMemo(
    () => view.deviations.flatMap((d) => d.periods.map((p) => ({ ...p, tone: 'warning' as const }))),
    [view],
  );
  const tableRows = useMemo(
    () =>
      historyRows(history, formatTime).map((row) =>
        row.map((cell) => (cell === null ? '–' : typeof cell === 'number' ? formatDecimal(cell, 2) : cell)),
      ),
    [history, formatTime],
  );
  const unitText = bars ? 'Energy per day (kWh)' : 'Power (kW)';
  if (view.empty) {
    return <Alert severity="info">No energy data for this site in this range.</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="energy-totals">
        <Typography id="energy-totals" component="h2" variant="h6" sx={{ mb: 1 }}>
          Totals
        </Typography>
        <EnergyTotals totals={view.totals} decimals={2} />
      </Box>
      <TimeSeriesChartLazy
        title={`${unitText}: ${view.flows.map((f) => f.label).join(', ')}`}
        x={view.x}
        series={flowSeries}
        yLabel={unitText}
        y2Label={view.soc && !bars ? 'State of charge (%)' : undefined}
        timeZone={history.timeZone}
      />
      {forecastSeries.length > 0 ? (
        <Box component="section" aria-labelledby="energy-forecast">
          <Typography id="energy-forecast" component="h2" variant="h6">
            Forecast and measurement
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {view.deviations
              .map((d) =>
                d.periods.length === 0
                  ? `${d.label}: forecast within 30 %.`
                  : `${d.label}: forecast off by more than 30 % in ${d.periods.length} ${d.periods.length === 1 ? 'period' : 'periods'} (shaded).`,
              )
              .join(' ')}
          </Typography>
          <TimeSeriesChartLazy
            title={`Forecast and measurement (${bars ? 'kWh' : 'kW'}); periods deviating by more than 30 % shaded`}
            x={view.x}
            series={forecastSeries}
            bands={bands}
            yLabel={unitText}
            timeZone={history.timeZone}
            height={240}
          />
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="energy-table">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="energy-table" component="h2" variant="h6">
            Values
          </Typography>
          <Button
            startIcon={<Download />}
            onClick={() =>
              downloadFile(
                `site-energy-${history.subscription}-${history.range}-${history.start}.csv`,
                // Instants as the table shows them: local, in the site's zone (named in the header).
                historyCsv(history, (iso) => String(csvInstant(iso, history.timeZone)), csvDialect()),
              )
            }
          >
            Export CSV
          </Button>
        </Stack>
        <EnergyTable
          label="Energy values"
          header={historyColumns(history).map((column) => column.label)}
          rows={tableRows}
        />
      </Box>
    </Stack>
  );
}

/** /fleet/…/subscription/…/site-energy-history: a site's energy over a day, week, month or year (range in the URL). */
export function EnergyHistoryView({ subUuid, timeZone, enabled }: EnergyHistoryViewProps) {
  const [params, setParams] = useSearchParams();
  // Today at the site, read once when the view opens.
  const [openedAt] = useState(() => Date.now());
  const today = zonedDate(openedAt, timeZone);
  const { range, start } = parseRangeQuery(params, today);
  const history = useSiteEnergyHistory(subUuid, range, start, enabled);
  const go = (next: { range: EnergyRange; start: string }) =>
    setParams(new URLSearchParams({ range: next.range, start: next.start }));
  return (
    <>
      <EnergyRangeControls
        range={range}
        label={rangeLabel(range, start)}
        timeZone={timeZone}
        onRange={(next) =>
          go({
            range: next,
            start: parseRangeQuery(new URLSearchParams({ range: next, start }), today).start,
          })
        }
        onShift={(by) => go({ range, start: shiftRange(range, start, by) })}
        nextDisabled={rangeEndDate(range, start) > today}
      />
      {history.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label="Loading the energy history" sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={320} />
        </Box>
      ) : null}
      {history.status === 'error' ? (
        <LoadErrorAlert
          title="Could not load the energy history"
          error={history.error}
          onRetry={history.retry}
        />
      ) : null}
      {history.status === 'ready' ? (
        <Box aria-busy={history.refreshing}>
          {history.refreshing ? (
            <LinearProgress aria-label="Loading the energy history" sx={{ mb: 1 }} />
          ) : null}
          <HistoryBody history={history.data} />
        </Box>
      ) : null}
    </>
  );
}
