import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { Section } from '../../../components/titled-section.tsx';
import { CHANNELS, type Channel } from '../../../domain/sales/funnel-steps.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import {
  FUNNEL_PERIODS,
  durationText,
  funnelViewFromParams,
  funnelViewToParams,
  percentText,
  stoppedLeadsHref,
  type FunnelPeriod,
  type FunnelView,
} from '../../../domain/sales/funnel-view.ts';
import { formatChange, periodChange } from '../../../domain/trends/period-change.ts';
import { useOrderFunnel, type OrderFunnel } from '../api/get-order-funnel.ts';

export interface OrderFunnelScreenProps {
  /** The leads screen's path, when the person may open it (clicking a step opens the leads that stopped there). */
  leadsPath: string | null;
}

function Toggle<T extends string | number | null>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      {options.map((option) => (
        <Button
          key={String(option.value)}
          size="small"
          variant={option.value === value ? 'contained' : 'outlined'}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </Button>
      ))}
    </Stack>
  );
}

const periodOptions = () =>
  FUNNEL_PERIODS.map((days) => ({ value: days, text: t('sales.funnel.days', { days }) }));
const channelOptions = (): { value: Channel | null; text: string }[] => [
  { value: null, text: t('sales.funnel.allChannels') },
  ...CHANNELS.map((channel) => ({ value: channel, text: t(`leads.channel.${channel}`) })),
];

function FunnelTable({ answer, leadsPath }: { answer: OrderFunnel; leadsPath: string | null }) {
  const { current, previous } = answer;
  if (current.started === 0 && previous.started === 0)
    return <Alert severity="info">{t('sales.funnel.none')}</Alert>;
  const top = Math.max(1, current.started);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('sales.funnel.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('sales.funnel.step')}</TableCell>
            <TableCell>{t('sales.funnel.orders')}</TableCell>
            <TableCell align="right">{t('sales.funnel.vsPrevious')}</TableCell>
            <TableCell align="right">{t('sales.funnel.overall')}</TableCell>
            <TableCell align="right">{t('sales.funnel.fromBefore')}</TableCell>
            <TableCell align="right">{t('sales.funnel.medianTime')}</TableCell>
            <TableCell align="right">{t('sales.funnel.stoppedHere')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {current.steps.map((figures, index) => {
            const before = previous.steps[index];
            const change = periodChange(figures.count, before?.count ?? 0, true);
            const label = t(`leads.step.${figures.step}`);
            return (
              <TableRow key={`${index}-${figures.step}`}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box
                      aria-hidden
                      sx={{
                        height: 14,
                        width: `${(figures.count / top) * 120}px`,
                        minWidth: figures.count > 0 ? 2 : 0,
                        bgcolor: 'primary.main',
                        borderRadius: 0.5,
                      }}
                    />
                    <span>{figures.count}</span>
                  </Stack>
                </TableCell>
                <TableCell align="right">
                  {t('sales.funnel.was', {
                    change: formatChange(change, undefined, t('sales.funnel.new')),
                    before: before?.count ?? 0,
                  })}
                </TableCell>
                <TableCell align="right">{percentText(figures.overallConversion)}</TableCell>
                <TableCell align="right">{index === 0 ? '–' : percentText(figures.stepConversion)}</TableCell>
                <TableCell align="right">{durationText(figures.medianSecondsFromPrevious)}</TableCell>
                <TableCell align="right">
                  {leadsPath !== null && figures.stopped > 0 ? (
                    <Link
                      component={RouterLink}
                      to={stoppedLeadsHref(leadsPath, figures.step, answer.channel, current)}
                      aria-label={t('sales.funnel.openStopped', { count: figures.stopped, step: label })}
                    >
                      {figures.stopped}
                    </Link>
                  ) : (
                    figures.stopped
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

/** /sales/tariff-order-funnel: where tariff orders are lost, step by step, against the period before. */
export function OrderFunnelScreen({ leadsPath }: OrderFunnelScreenProps) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view = funnelViewFromParams(params);
  const funnel = useOrderFunnel(view);
  const setView = (next: FunnelView) => setParams(funnelViewToParams(next, params));
  const overall = funnel.data
    ? percentText(
        funnel.data.current.started === 0
          ? null
          : funnel.data.current.completed / funnel.data.current.started,
      )
    : null;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <Toggle<FunnelPeriod>
          label={t('sales.funnel.period')}
          options={periodOptions()}
          value={view.period}
          onChange={(period) => setView({ ...view, period })}
        />
        <Toggle<Channel | null>
          label={t('sales.funnel.channel')}
          options={channelOptions()}
          value={view.channel}
          onChange={(channel) => setView({ ...view, channel })}
        />
      </Stack>
      {funnel.status === 'loading' ? (
        <LinearProgress aria-label={t('sales.funnel.loading')} />
      ) : funnel.status === 'error' ? (
        <LoadErrorAlert title={t('sales.funnel.loadError')} error={funnel.error} onRetry={funnel.retry} />
      ) : (
        <Section
          id="order-funnel-steps"
          title={
            funnel.data.channel
              ? t('sales.funnel.titleChannel', {
                  days: funnel.data.period,
                  channel: t(`leads.channel.${funnel.data.channel}`),
                })
              : t('sales.funnel.title', { days: funnel.data.period })
          }
        >
          {funnel.refreshing ? (
            <LinearProgress aria-label={t('sales.funnel.refreshing')} sx={{ mb: 1 }} />
          ) : null}
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('sales.funnel.summary', {
              started: funnel.data.current.started,
              completed: funnel.data.current.completed,
              overall: overall ?? '–',
              previousStarted: funnel.data.previous.started,
              previousCompleted: funnel.data.previous.completed,
            })}
          </Typography>
          <FunnelTable answer={funnel.data} leadsPath={leadsPath} />
        </Section>
      )}
    </>
  );
}
