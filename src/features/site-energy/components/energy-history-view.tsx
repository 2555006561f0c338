import { EnergyTotals } from '../../../components/energy-totals.tsx';
import { DownloadIcon as Download } from '../../../components/icons/download.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { ProgressLine } from '../../../components/progress-line.tsx';
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
import { dateTimeFormat, formatCount, formatDecimal } from '../../../domain/format/locale-format.ts';
import { t } from '../../../i18n/i18n.ts';
import { useDisplayPreferences, useT } from '../../../i18n/display-preferences.ts';
import { seriesLabel } from './energy-words.ts';
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
  if (range === 'week')
    return t('energy.weekOf', { date: format({ day: 'numeric', month: 'short', year: 'numeric' }) });
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

/** The table's header in the language shown (the CSV keeps historyColumns' English). */
function columnLabels(history: SiteEnergyHistory): string[] {
  return historyColumns(history).map((column) => {
    if (column.key === 'time') return t('energy.col.start', { timeZone: history.timeZone });
    const unit = column.key === 'soc' ? '%' : history.unit;
    const pair = FORECAST_PAIRS.find((candidate) => candidate.forecast === column.key);
    const label =
      pair === undefined
        ? seriesLabel(column.key, column.label)
        : t('energy.forecastSeries', { label: seriesLabel(pair.actual, pair.label) });
    return t('energy.col.series', { label, unit });
  });
}

function HistoryBody({ history }: { history: SiteEnergyHistory }) {
  const t = useT();
  const { language } = useDisplayPreferences().preferences;
  const view = useMemo(() => historyView(history), [history]);
  const bars = history.unit === 'kWh';
  const formatTime = useMemo(() => timeFormatter(history.range, history.timeZone), [history]);
  const flowSeries = useMemo<ChartSeries[]>(
    () => [
      ...view.flows.map((flow) => ({
        label: seriesLabel(flow.key, flow.label),
        unit: history.unit,
        values: flow.values,
        color: flow.color,
        kind: bars ? ('bars' as const) : ('line' as const),
      })),
      ...(view.soc && !bars
        ? [
            {
              label: seriesLabel(SOC_SERIES.key, SOC_SERIES.label),
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
    // The language too: the labels are its words (`t` keeps its identity when it changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, bars, history.unit, language],
  );
  const forecastSeries = useMemo<ChartSeries[]>(
    () =>
      FORECAST_PAIRS.filter((pair) => history.series[pair.forecast] !== undefined).flatMap((pair) => [
        {
          label: seriesLabel(pair.actual, pair.label),
          unit: history.unit,
          values: history.series[pair.actual] ?? [],
          color: pair.color,
        },
        {
          label: t('energy.forecastSeries', { label: seriesLabel(pair.actual, pair.label) }),
          unit: history.unit,
          values: history.series[pair.forecast] ?? [],
          color: pair.color,
          dashed: true,
        },
      ]),
    // The language: the labels are its words (`t` keeps its identity when it changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, language],
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
  const unitText = bars ? t('energy.perDay') : t('energy.power');
  // The totals and the deviations are the flows' and the forecast pairs' in their order: named by their series.
  const totals = view.totals.map((total, index) => {
    const flow = view.flows[index];
    return { ...total, label: flow === undefined ? total.label : seriesLabel(flow.key, flow.label) };
  });
  const deviationLabel = (label: string) =>
    seriesLabel(FORECAST_PAIRS.find((pair) => pair.label === label)?.actual ?? '', label);
  if (view.empty) {
    return <Alert severity="info">{t('energy.empty')}</Alert>;
  }
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="energy-totals">
        <Typography id="energy-totals" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('energy.totals')}
        </Typography>
        <EnergyTotals totals={totals} decimals={2} />
      </Box>
      <TimeSeriesChartLazy
        title={t('energy.chartTitle', {
          unit: unitText,
          series: view.flows.map((f) => seriesLabel(f.key, f.label)).join(', '),
        })}
        x={view.x}
        series={flowSeries}
        yLabel={unitText}
        y2Label={view.soc && !bars ? t('energy.socAxis') : undefined}
        timeZone={history.timeZone}
      />
      {forecastSeries.length > 0 ? (
        <Box component="section" aria-labelledby="energy-forecast">
          <Typography id="energy-forecast" component="h2" variant="h6">
            {t('energy.forecastHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {view.deviations
              .map((d) =>
                d.periods.length === 0
                  ? t('energy.forecastWithin', { label: deviationLabel(d.label) })
                  : t('energy.forecastOff', {
                      label: deviationLabel(d.label),
                      count: d.periods.length,
                      n: formatCount(d.periods.length),
                    }),
              )
              .join(' ')}
          </Typography>
          <TimeSeriesChartLazy
            title={t('energy.forecastChart', { unit: bars ? 'kWh' : 'kW' })}
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
            {t('energy.values')}
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
            {t('energy.exportCsv')}
          </Button>
        </Stack>
        <EnergyTable label={t('energy.table')} header={columnLabels(history)} rows={tableRows} />
      </Box>
    </Stack>
  );
}

/** /fleet/…/subscription/…/site-energy-history: a site's energy over a day, week, month or year (range in the URL). */
export function EnergyHistoryView({ subUuid, timeZone, enabled }: EnergyHistoryViewProps) {
  const t = useT();
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
          <ProgressLine aria-label={t('energy.loadingHistory')} sx={{ mb: 2 }} />
          <PlaceholderBlock height={320} />
        </Box>
      ) : null}
      {history.status === 'error' ? (
        <LoadErrorAlert title={t('energy.historyFailed')} error={history.error} onRetry={history.retry} />
      ) : null}
      {history.status === 'ready' ? (
        <Box aria-busy={history.refreshing}>
          {history.refreshing ? (
            <ProgressLine aria-label={t('energy.loadingHistory')} sx={{ mb: 1 }} />
          ) : null}
          <HistoryBody history={history.data} />
        </Box>
      ) : null}
    </>
  );
}
