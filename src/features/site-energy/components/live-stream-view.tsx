import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useNow } from '../../../components/use-now.ts';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { FLOW_SERIES, SOC_SERIES } from '../../../domain/energy/energy.series.ts';
import {
  LIVE_POLL_MS,
  LIVE_WINDOW,
  liveFlows,
  liveStatus,
  type LiveColumn,
  type LiveHistory,
  type LiveStatus,
} from '../../../domain/energy/live-stream.ts';
import { formatCount, formatQuantity } from '../../../domain/format/locale-format.ts';
import { useSiteEnergyLive } from '../api/get-site-energy-live.ts';
import { useLiveHistory } from '../hooks/use-live-history.ts';
import { zonedTimeFormat } from './zoned-time-format.ts';
import { errorText } from '../../../i18n/error-text.ts';

export interface LiveStreamViewProps {
  subUuid: string;
  timeZone: string;
  /** False until the site's subscription token is stored (its calls must carry it). */
  enabled: boolean;
  /** Poll period (tests shorten it). */
  pollMs?: number;
}

const STATUS_CHIP: Readonly<
  Record<LiveStatus, { label: string; color: 'success' | 'warning' | 'error' | 'default' }>
> = {
  waiting: { label: 'Connecting…', color: 'default' },
  live: { label: 'Live', color: 'success' },
  stale: { label: 'Stale', color: 'warning' },
  offline: { label: 'Gateway offline', color: 'error' },
};

const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null);

/** The flows the samples so far carry (as the energy charts name and colour them), then the state of charge. */
function liveSeries(history: LiveHistory): ChartSeries[] {
  const flows = FLOW_SERIES.filter((info) => hasValue(history.columns[info.key as LiveColumn] ?? []));
  return [
    ...flows.map((info) => ({
      label: info.label,
      unit: 'kW',
      values: history.columns[info.key as LiveColumn],
      color: info.color,
    })),
    ...(hasValue(history.columns.soc)
      ? [
          {
            label: SOC_SERIES.label,
            unit: '%',
            fractionDigits: 1,
            values: history.columns.soc,
            color: SOC_SERIES.color,
            axis: 'right' as const,
            dashed: true,
          },
        ]
      : []),
  ];
}

/** /fleet/…/subscription/…/live-stream: the site's current power flows, polled while the page is visible. */
export function LiveStreamView({ subUuid, timeZone, enabled, pollMs = LIVE_POLL_MS }: LiveStreamViewProps) {
  const live = useSiteEnergyLive(subUuid, enabled, pollMs);
  const history = useLiveHistory(live.data, pollMs);
  const series = useMemo(() => liveSeries(history), [history]);
  const now = useNow(1_000);
  const status = liveStatus({
    updatedAt: live.updatedAt,
    failed: live.error !== null,
    online: live.data?.online,
    now: Math.max(now, live.updatedAt),
    pollMs,
  });
  const format = zonedTimeFormat(timeZone, true);
  const chip = STATUS_CHIP[status];
  const data = live.data;
  if (status === 'waiting' && live.error)
    return (
      <Alert severity="error">{`Could not load the live data (${errorText(live.error)}); asking again…`}</Alert>
    );
  if (status === 'waiting') return <LinearProgress aria-label="Loading the live data" />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={chip.label} color={chip.color} />
        <Typography variant="body2" role="status" aria-live="polite">
          {status === 'stale'
            ? `Stale since ${format(live.updatedAt)}: no update for ${formatCount((now - live.updatedAt) / 1000)} s${live.error ? ` (${errorText(live.error)})` : ''}; still asking every ${formatCount(pollMs / 1000)} s.`
            : status === 'offline'
              ? `The gateway is offline${data?.measuredAt ? `; its last sample, measured ${format(Date.parse(data.measuredAt))}` : ' and never reported'}.`
              : `Measured ${data?.measuredAt ? format(Date.parse(data.measuredAt)) : '–'} (${timeZone}); updated every ${formatCount(pollMs / 1000)} s while this page is visible.`}
        </Typography>
      </Stack>
      {data?.power ? (
        <Box
          component="ul"
          aria-label="Power flows"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            opacity: status === 'live' ? 1 : 0.75,
          }}
        >
          {liveFlows(data.power).map((flow) => (
            <Card component="li" key={flow.key} variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">
                  {flow.label}
                </Typography>
                <Typography variant="h6" component="p" data-flow={flow.key}>
                  {formatQuantity(flow.kw, 'kW', 2)}
                </Typography>
                <Typography variant="body2">{flow.doing}</Typography>
              </CardContent>
            </Card>
          ))}
          {data.soc !== undefined ? (
            <Card component="li" variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">
                  State of charge
                </Typography>
                <Typography variant="h6" component="p">
                  {formatQuantity(data.soc, '%', 1)}
                </Typography>
                <LinearProgress variant="determinate" value={data.soc} aria-label="State of charge" />
              </CardContent>
            </Card>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2">No sample: the gateway has not reported yet.</Typography>
      )}
      {history.x.length > 0 && series.length > 0 ? (
        <Box component="section" aria-labelledby="live-chart">
          <Typography id="live-chart" component="h2" variant="h6">
            Since this page opened
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {`${formatCount(history.x.length)} ${history.x.length === 1 ? 'sample' : 'samples'} (the chart keeps the last ${formatCount((LIVE_WINDOW * pollMs) / 60_000)} min); a break in a line is a time without samples.`}
          </Typography>
          <TimeSeriesChartLazy
            title="Live power since this page opened (kW)"
            x={history.x}
            series={series}
            yLabel="Power (kW)"
            y2Label={hasValue(history.columns.soc) ? 'State of charge (%)' : undefined}
            timeZone={timeZone}
            height={240}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
