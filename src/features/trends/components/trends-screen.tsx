import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadFile } from '../../../components/download-file.ts';
import { useNow } from '../../../components/use-now.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { csvFileName } from '../../../domain/format/csv.ts';
import { HEALTH_DIMENSIONS, type HealthDimension } from '../../../domain/health/health.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { trendCsv } from '../../../domain/trends/trend-csv.ts';
import {
  TREND_TIME_ZONE,
  trendRangeFromParams,
  trendRangeToParams,
  type TrendRange,
} from '../../../domain/trends/trend-range.ts';
import { ONLINE_COLOR, problemCodesOf, trendChart } from '../../../domain/trends/trend-view.ts';
import { isIsoDate, knownTimeZone, zonedDate } from '../../../domain/format/zoned-time.ts';
import { useTrendSnapshots, type TrendSnapshots } from '../api/get-trend-snapshots.ts';
import { TrendChanges } from './trend-changes.tsx';
import { TrendDayBreakdown, type TrendProvider } from './trend-day-breakdown.tsx';
import type { TrendLinks } from './trend-links.ts';
import { TrendRangePicker } from './trend-range-picker.tsx';
import { DateInput } from './date-input.tsx';
import { Section } from '../../../components/titled-section.tsx';

const DIMENSION_PARAM = 'dimension';
const DAY_PARAM = 'day';

const dimensionFrom = (params: URLSearchParams): HealthDimension =>
  HEALTH_DIMENSIONS.find((dimension) => dimension === params.get(DIMENSION_PARAM)) ?? 'overall';

function TrendsBody({
  answer,
  dimension,
  day,
  onDimension,
  onDay,
  links,
  providers,
}: {
  answer: TrendSnapshots;
  dimension: HealthDimension;
  day: string | null;
  onDimension: (dimension: HealthDimension) => void;
  onDay: (day: string) => void;
  links: TrendLinks;
  providers: readonly TrendProvider[];
}) {
  const t = useT();
  const chart = useMemo(
    () => trendChart(answer.days, dimension, knownTimeZone(answer.timeZone)),
    [answer, dimension],
  );
  // The series' names in the language shown (the chart draws again when they change).
  const levelNames = chart.levels.map((level) => t(`trends.level.${level.level}`)).join('\n');
  const sites = t('trends.unitSites');
  const online = t('trends.online');
  const series = useMemo<ChartSeries[]>(
    () => [
      ...chart.levels.map((level, index) => ({
        label: levelNames.split('\n')[index] ?? level.label,
        unit: sites,
        fractionDigits: 0,
        values: level.values,
        color: level.color,
      })),
      {
        label: online,
        unit: '%',
        fractionDigits: 1,
        values: chart.online,
        color: ONLINE_COLOR,
        dashed: true,
        axis: 'right' as const,
      },
    ],
    [chart, levelNames, sites, online],
  );
  const last = answer.days.at(-1);
  if (!last) return <Alert severity="info">{t('trends.noSnapshots')}</Alert>;
  const shown = answer.days.find((snapshot) => snapshot.date === day) ?? last;
  const exportCsv = () =>
    downloadFile(
      csvFileName(`trends-${answer.from}-${answer.to}`, new Date()),
      trendCsv(answer.days, problemCodesOf(answer.days)),
    );
  return (
    <>
      <Section
        id="trends-health"
        title={t('trends.byHealth')}
        action={
          <Stack
            direction="row"
            spacing={1}
            role="group"
            aria-label={t('trends.healthDimension')}
            sx={{ flexWrap: 'wrap', rowGap: 1 }}
          >
            {HEALTH_DIMENSIONS.map((value) => (
              <Button
                key={value}
                size="small"
                variant={value === dimension ? 'contained' : 'outlined'}
                aria-pressed={value === dimension}
                onClick={() => onDimension(value)}
              >
                {t(`trends.dimension.${value}`)}
              </Button>
            ))}
            <Button size="small" variant="outlined" onClick={exportCsv}>
              {t('trends.export')}
            </Button>
          </Stack>
        }
      >
        <TimeSeriesChartLazy
          title={t('trends.chartTitle', {
            dimension: t(`trends.dimension.${dimension}`),
            from: answer.from,
            to: answer.to,
          })}
          x={chart.x}
          series={series}
          yLabel={t('trends.yLabel')}
          y2Label={t('trends.y2Label')}
          timeZone={knownTimeZone(answer.timeZone)}
          xTicks="days"
        />
      </Section>
      <Section id="trends-change" title={t('trends.changeSection')}>
        <TrendChanges last={last} previous={answer.previous} />
      </Section>
      <Section
        id="trends-day"
        title={t(shown.live ? 'trends.today' : 'trends.theDay', { date: shown.date })}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
            <DateInput
              label={t('trends.day')}
              value={shown.date}
              min={answer.from}
              max={answer.to}
              onChange={(value) => {
                if (isIsoDate(value)) onDay(value);
              }}
            />
            {shown.date === last.date ? null : (
              <Button size="small" variant="outlined" onClick={() => onDay(last.date)}>
                {last.live ? t('trends.todayButton') : t('trends.lastDay')}
              </Button>
            )}
          </Stack>
        }
      >
        <TrendDayBreakdown day={shown} links={links} providers={providers} />
      </Section>
    </>
  );
}

/**
 * The trends screen: the kept daily snapshots of a range (in the URL), drawn per health
 * dimension with the online share, the change of every figure against the previous period, CSV, and one day's
 * breakdown — today's leading to the lists behind it.
 */
export function TrendsScreen({
  links,
  providers,
}: {
  links: TrendLinks;
  providers: readonly TrendProvider[];
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const today = zonedDate(useNow(60_000), TREND_TIME_ZONE);
  const range = trendRangeFromParams(params, today);
  const dimension = dimensionFrom(params);
  const day = params.get(DAY_PARAM);
  const snapshots = useTrendSnapshots(range.from, range.to);

  const update = (next: { range?: TrendRange; dimension?: HealthDimension; day?: string | null }) => {
    const search = trendRangeToParams(next.range ?? range);
    const nextDimension = next.dimension ?? dimension;
    if (nextDimension !== 'overall') search.set(DIMENSION_PARAM, nextDimension);
    const nextDay = next.day === undefined ? (next.range ? null : day) : next.day;
    if (nextDay) search.set(DAY_PARAM, nextDay);
    setParams(search);
  };

  return (
    <>
      <Box sx={{ mb: 3 }}>
        <TrendRangePicker
          key={`${range.kind}-${range.from}-${range.to}`}
          range={range}
          today={today}
          onChange={(next) => update({ range: next })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('trends.rangeNote', { from: range.from, to: range.to, zone: TREND_TIME_ZONE })}
        </Typography>
      </Box>
      {snapshots.status === 'loading' ? (
        <Box aria-busy="true">
          <LinearProgress aria-label={t('trends.loading')} sx={{ mb: 2 }} />
          <PlaceholderBlock height={320} />
        </Box>
      ) : null}
      {snapshots.status === 'error' ? (
        <LoadErrorAlert title={t('trends.loadError')} error={snapshots.error} onRetry={snapshots.retry} />
      ) : null}
      {snapshots.status === 'ready' ? (
        <Box aria-busy={snapshots.refreshing}>
          {snapshots.refreshing ? <LinearProgress aria-label={t('trends.loading')} sx={{ mb: 1 }} /> : null}
          <TrendsBody
            answer={snapshots.data}
            dimension={dimension}
            day={day}
            onDimension={(value) => update({ dimension: value })}
            onDay={(value) => update({ day: value })}
            links={links}
            providers={providers}
          />
        </Box>
      ) : null}
    </>
  );
}
