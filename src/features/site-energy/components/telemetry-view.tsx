import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { ProgressLine } from '../../../components/progress-line.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { TELEMETRY_GAP_PERCENT } from '../../../domain/shared/constants.ts';
import { FLOW_SERIES, SOC_SERIES } from '../../../domain/energy/energy.series.ts';
import { formatCount, formatQuantity } from '../../../domain/format/locale-format.ts';
import { problemText, problemTitle } from '../../../domain/problems/problems.ts';
import { telemetryView, type TelemetryCoverage } from '../../../domain/energy/telemetry.ts';
import { useSiteTelemetry, type SiteTelemetry } from '../api/get-site-telemetry.ts';
import { EnergyTable } from '../../../components/energy-table.tsx';
import { zonedTimeFormat } from './zoned-time-format.ts';
import { t } from '../../../i18n/i18n.ts';
import { useDisplayPreferences, useT } from '../../../i18n/display-preferences.ts';
import { seriesLabel } from './energy-words.ts';

export interface TelemetryViewProps {
  subUuid: string;
  /** False until the site's subscription token is stored (its calls must carry it). */
  enabled: boolean;
}

const percent = (share: number) => formatQuantity(share * 100, '%', 2);
const { min, small, max } = TELEMETRY_GAP_PERCENT;
// Worded when shown (the language shown may change); the problems' titles are the problem catalogue's.
const thresholds = () =>
  [
    { code: null, text: t('telemetry.thresholdNone', { min: formatQuantity(min, '%') }) },
    {
      code: 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
      text: t('telemetry.thresholdRange', {
        from: formatQuantity(min, '%'),
        to: formatQuantity(small, '%', 0),
        title: problemTitle('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'),
      }),
    },
    {
      code: 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
      text: t('telemetry.thresholdRange', {
        from: formatQuantity(small, '%', 0),
        to: formatQuantity(max, '%'),
        title: problemTitle('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS'),
      }),
    },
  ] as const;

function Verdict({ coverage }: { coverage: TelemetryCoverage }) {
  const t = useT();
  if (coverage.none) return <Alert severity="warning">{t('telemetry.noSample')}</Alert>;
  if (coverage.problem === null)
    return <Alert severity="success">{t('telemetry.noProblem', { min: formatQuantity(min, '%') })}</Alert>;
  return (
    <Alert severity={coverage.problem === 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS' ? 'error' : 'info'}>
      <strong>{problemTitle(coverage.problem)}</strong>: {problemText(coverage.problem)}
    </Alert>
  );
}

function TelemetryBody({ telemetry }: { telemetry: SiteTelemetry }) {
  const t = useT();
  const { language } = useDisplayPreferences().preferences;
  const view = useMemo(
    () => telemetryView(telemetry.from, telemetry.stepSeconds, telemetry.series),
    [telemetry],
  );
  const format = useMemo(() => zonedTimeFormat(telemetry.timeZone, true), [telemetry.timeZone]);
  const series = useMemo<ChartSeries[]>(() => {
    const flows = FLOW_SERIES.filter((info) => telemetry.series[info.key as keyof SiteTelemetry['series']]);
    const soc = telemetry.series.soc;
    return [
      ...flows.map((info) => ({
        label: seriesLabel(info.key, info.label),
        unit: 'kW',
        values: telemetry.series[info.key as keyof SiteTelemetry['series']] ?? [],
        color: info.color,
      })),
      ...(soc
        ? [
            {
              label: seriesLabel(SOC_SERIES.key, SOC_SERIES.label),
              unit: '%',
              fractionDigits: 1,
              values: soc,
              color: SOC_SERIES.color,
              axis: 'right' as const,
              dashed: true,
            },
          ]
        : []),
    ];
    // The language: the labels are its words (`t` keeps its identity when it changes).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [telemetry, language]);
  const bands = useMemo(() => view.gaps.map((gap) => ({ ...gap, tone: 'gap' as const })), [view]);
  const gapRows = useMemo(
    () =>
      view.gaps.map((gap) => [
        format(gap.from * 1000),
        format(gap.to * 1000),
        formatCount((gap.to - gap.from) / telemetry.stepSeconds),
        formatQuantity((gap.to - gap.from) / 60, 'min'),
      ]),
    [view, format, telemetry.stepSeconds],
  );
  const { coverage } = view;
  const first = view.x[0] ?? 0;
  const end = (view.x[view.x.length - 1] ?? first) + telemetry.stepSeconds;
  return (
    <Stack spacing={3}>
      <Box component="section" aria-labelledby="telemetry-coverage">
        <Typography id="telemetry-coverage" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('telemetry.coverageHeading')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('telemetry.coverageLine', {
            from: format(first * 1000),
            to: format(end * 1000),
            timeZone: telemetry.timeZone,
            step: formatCount(telemetry.stepSeconds),
          })}
          <strong>
            {t('telemetry.arrived', {
              arrived: formatCount(coverage.total - coverage.missing),
              total: formatCount(coverage.total),
            })}
          </strong>
          {t('telemetry.coverageTail', {
            coverage: percent(coverage.ratio),
            missing: percent(1 - coverage.ratio),
            count: view.gaps.length,
            n: formatCount(view.gaps.length),
          })}
        </Typography>
        <Verdict coverage={coverage} />
        <Box component="ul" aria-label={t('telemetry.thresholds')} sx={{ my: 1, pl: 3 }}>
          {thresholds().map((threshold) => {
            const current = !coverage.none && coverage.problem === threshold.code;
            return (
              <Typography
                component="li"
                variant="body2"
                key={threshold.text}
                aria-current={current ? 'true' : undefined}
                sx={{ fontWeight: current ? 700 : 400 }}
              >
                {threshold.text}
                {current ? t('telemetry.thisSite') : ''}
              </Typography>
            );
          })}
        </Box>
      </Box>
      <TimeSeriesChartLazy
        title={t('telemetry.chart', {
          step: formatCount(telemetry.stepSeconds),
          n: formatCount(view.gaps.length),
        })}
        x={view.x}
        series={series}
        bands={bands}
        yLabel={t('energy.power')}
        y2Label={telemetry.series.soc ? t('energy.socAxis') : undefined}
        timeZone={telemetry.timeZone}
      />
      <Box component="section" aria-labelledby="telemetry-gaps">
        <Typography id="telemetry-gaps" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('telemetry.gaps')}
        </Typography>
        {gapRows.length === 0 ? (
          <Typography variant="body2">{t('telemetry.noGap')}</Typography>
        ) : (
          <EnergyTable
            label={t('telemetry.gapsTable')}
            header={[
              t('telemetry.col.from'),
              t('telemetry.col.to'),
              t('telemetry.col.missing'),
              t('telemetry.col.duration'),
            ]}
            rows={gapRows}
          />
        )}
      </Box>
    </Stack>
  );
}

/** /fleet/…/subscription/…/site-telemetry: a day of raw samples, its gaps and the telemetry-gap problem they imply. */
export function TelemetryView({ subUuid, enabled }: TelemetryViewProps) {
  const t = useT();
  const telemetry = useSiteTelemetry(subUuid, enabled);
  if (telemetry.status === 'loading')
    return (
      <Box aria-busy="true">
        <ProgressLine aria-label={t('telemetry.loading')} sx={{ mb: 2 }} />
        <PlaceholderBlock height={320} />
      </Box>
    );
  if (telemetry.status === 'error')
    return <LoadErrorAlert title={t('telemetry.failed')} error={telemetry.error} onRetry={telemetry.retry} />;
  return <TelemetryBody telemetry={telemetry.data} />;
}
