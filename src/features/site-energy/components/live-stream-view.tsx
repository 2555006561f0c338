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
import type { MessageKey } from '../../../i18n/catalogue-types.ts';
import { useDisplayPreferences, useT } from '../../../i18n/display-preferences.ts';
import { liveFlowWords, seriesLabel } from './energy-words.ts';

export interface LiveStreamViewProps {
  subUuid: string;
  timeZone: string;
  /** False until the site's subscription token is stored (its calls must carry it). */
  enabled: boolean;
  /** Poll period (tests shorten it). */
  pollMs?: number;
}

const STATUS_CHIP: Readonly<
  Record<LiveStatus, { label: MessageKey; color: 'success' | 'warning' | 'error' | 'default' }>
> = {
  waiting: { label: 'live.connecting', color: 'default' },
  live: { label: 'live.live', color: 'success' },
  stale: { label: 'live.stale', color: 'warning' },
  offline: { label: 'live.offline', color: 'error' },
};

const hasValue = (values: readonly (number | null)[]) => values.some((value) => value !== null);

/** The flows the samples so far carry (as the energy charts name and colour them), then the state of charge. */
function liveSeries(history: LiveHistory): ChartSeries[] {
  const flows = FLOW_SERIES.filter((info) => hasValue(history.columns[info.key as LiveColumn] ?? []));
  return [
    ...flows.map((info) => ({
      label: seriesLabel(info.key, info.label),
      unit: 'kW',
      values: history.columns[info.key as LiveColumn],
      color: info.color,
    })),
    ...(hasValue(history.columns.soc)
      ? [
          {
            label: seriesLabel(SOC_SERIES.key, SOC_SERIES.label),
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
  const t = useT();
  const { language } = useDisplayPreferences().preferences;
  const live = useSiteEnergyLive(subUuid, enabled, pollMs);
  const history = useLiveHistory(live.data, pollMs);
  // The language: the labels are its words (liveSeries reads them when it runs).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const series = useMemo(() => liveSeries(history), [history, language]);
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
    return <Alert severity="error">{t('live.failed', { message: errorText(live.error) })}</Alert>;
  if (status === 'waiting') return <LinearProgress aria-label={t('live.loading')} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={t(chip.label)} color={chip.color} />
        <Typography variant="body2" role="status" aria-live="polite">
          {status === 'stale'
            ? t(live.error ? 'live.staleLineError' : 'live.staleLine', {
                time: format(live.updatedAt),
                seconds: formatCount((now - live.updatedAt) / 1000),
                message: live.error ? errorText(live.error) : '',
                poll: formatCount(pollMs / 1000),
              })
            : status === 'offline'
              ? data?.measuredAt
                ? t('live.offlineLast', { time: format(Date.parse(data.measuredAt)) })
                : t('live.offlineNever')
              : t('live.measured', {
                  time: data?.measuredAt ? format(Date.parse(data.measuredAt)) : '–',
                  timeZone,
                  poll: formatCount(pollMs / 1000),
                })}
        </Typography>
      </Stack>
      {data?.power ? (
        <Box
          component="ul"
          aria-label={t('live.flows')}
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
          {liveFlows(data.power).map((flow) => {
            const words = liveFlowWords(flow);
            return (
              <Card component="li" key={flow.key} variant="outlined">
                <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                  <Typography variant="body2" color="text.secondary">
                    {words.label}
                  </Typography>
                  <Typography variant="h6" component="p" data-flow={flow.key}>
                    {formatQuantity(flow.kw, 'kW', 2)}
                  </Typography>
                  <Typography variant="body2">{words.doing}</Typography>
                </CardContent>
              </Card>
            );
          })}
          {data.soc !== undefined ? (
            <Card component="li" variant="outlined">
              <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary">
                  {t('energy.series.soc')}
                </Typography>
                <Typography variant="h6" component="p">
                  {formatQuantity(data.soc, '%', 1)}
                </Typography>
                <LinearProgress variant="determinate" value={data.soc} aria-label={t('energy.series.soc')} />
              </CardContent>
            </Card>
          ) : null}
        </Box>
      ) : (
        <Typography variant="body2">{t('live.noSample')}</Typography>
      )}
      {history.x.length > 0 && series.length > 0 ? (
        <Box component="section" aria-labelledby="live-chart">
          <Typography id="live-chart" component="h2" variant="h6">
            {t('live.since')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('live.samples', {
              count: history.x.length,
              n: formatCount(history.x.length),
              minutes: formatCount((LIVE_WINDOW * pollMs) / 60_000),
            })}
          </Typography>
          <TimeSeriesChartLazy
            title={t('live.chart')}
            x={history.x}
            series={series}
            yLabel={t('energy.power')}
            y2Label={hasValue(history.columns.soc) ? t('energy.socAxis') : undefined}
            timeZone={timeZone}
            height={240}
          />
        </Box>
      ) : null}
    </Stack>
  );
}
