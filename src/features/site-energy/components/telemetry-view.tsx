import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
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

export interface TelemetryViewProps {
  subUuid: string;
  /** False until the site's subscription token is stored (its calls must carry it). */
  enabled: boolean;
}

const percent = (share: number) => formatQuantity(share * 100, '%', 2);
const { min, small, max } = TELEMETRY_GAP_PERCENT;
const THRESHOLDS = [
  { code: null, text: `less than ${formatQuantity(min, '%')} missing: no problem` },
  {
    code: 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
    text: `${formatQuantity(min, '%')} to ${formatQuantity(small, '%', 0)}: ${problemTitle('SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS')}`,
  },
  {
    code: 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
    text: `${formatQuantity(small, '%', 0)} to ${formatQuantity(max, '%')}: ${problemTitle('SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS')}`,
  },
] as const;

function Verdict({ coverage }: { coverage: TelemetryCoverage }) {
  if (coverage.none)
    return (
      <Alert severity="warning">
        No sample arrived in this day: the gateway sent no telemetry at all (the offline problems apply, not a
        gap).
      </Alert>
    );
  if (coverage.problem === null)
    return (
      <Alert severity="success">
        No telemetry-gap problem: less than {formatQuantity(min, '%')} missing.
      </Alert>
    );
  return (
    <Alert severity={coverage.problem === 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS' ? 'error' : 'info'}>
      <strong>{problemTitle(coverage.problem)}</strong>: {problemText(coverage.problem)}
    </Alert>
  );
}

function TelemetryBody({ telemetry }: { telemetry: SiteTelemetry }) {
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
        label: info.label,
        unit: 'kW',
        values: telemetry.series[info.key as keyof SiteTelemetry['series']] ?? [],
        color: info.color,
      })),
      ...(soc
        ? [
            {
              label: SOC_SERIES.label,
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
  }, [telemetry]);
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
          Coverage of the last reported day
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {`${format(first * 1000)} to ${format(end * 1000)} (${telemetry.timeZone}), a sample every ${formatCount(telemetry.stepSeconds)} s: `}
          <strong>{`${formatCount(coverage.total - coverage.missing)} of ${formatCount(coverage.total)} samples arrived`}</strong>
          {` — coverage ${percent(coverage.ratio)}, ${percent(1 - coverage.ratio)} missing in ${formatCount(view.gaps.length)} ${view.gaps.length === 1 ? 'gap' : 'gaps'}.`}
        </Typography>
        <Verdict coverage={coverage} />
        <Box component="ul" aria-label="Telemetry-gap thresholds (SPEC §9)" sx={{ my: 1, pl: 3 }}>
          {THRESHOLDS.map((threshold) => {
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
                {current ? ' (this site)' : ''}
              </Typography>
            );
          })}
        </Box>
      </Box>
      <TimeSeriesChartLazy
        title={`Telemetry at ${formatCount(telemetry.stepSeconds)} s (kW); ${formatCount(view.gaps.length)} gaps shaded grey`}
        x={view.x}
        series={series}
        bands={bands}
        yLabel="Power (kW)"
        y2Label={telemetry.series.soc ? 'State of charge (%)' : undefined}
        timeZone={telemetry.timeZone}
      />
      <Box component="section" aria-labelledby="telemetry-gaps">
        <Typography id="telemetry-gaps" component="h2" variant="h6" sx={{ mb: 1 }}>
          Gaps
        </Typography>
        {gapRows.length === 0 ? (
          <Typography variant="body2">No sample is missing.</Typography>
        ) : (
          <EnergyTable
            label="Telemetry gaps"
            header={['From', 'To', 'Samples missing', 'Duration']}
            rows={gapRows}
          />
        )}
      </Box>
    </Stack>
  );
}

/** /fleet/…/subscription/…/site-telemetry: a day of raw samples, its gaps and the telemetry-gap problem they imply. */
export function TelemetryView({ subUuid, enabled }: TelemetryViewProps) {
  const telemetry = useSiteTelemetry(subUuid, enabled);
  if (telemetry.status === 'loading')
    return (
      <Box aria-busy="true">
        <LinearProgress aria-label="Loading the telemetry" sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  if (telemetry.status === 'error')
    return (
      <LoadErrorAlert
        title="Could not load the telemetry"
        error={telemetry.error}
        onRetry={telemetry.retry}
      />
    );
  return <TelemetryBody telemetry={telemetry.data} />;
}
