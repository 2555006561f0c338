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
import {
  CHANNELS,
  CHANNEL_LABELS,
  FUNNEL_STEP_LABELS,
  type Channel,
} from '../../../domain/sales/funnel-steps.ts';
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

const PERIOD_OPTIONS = FUNNEL_PERIODS.map((days) => ({ value: days, text: `${days} days` }));
const CHANNEL_OPTIONS: { value: Channel | null; text: string }[] = [
  { value: null, text: 'All channels' },
  ...CHANNELS.map((channel) => ({ value: channel, text: CHANNEL_LABELS[channel] })),
];

function FunnelTable({ answer, leadsPath }: { answer: OrderFunnel; leadsPath: string | null }) {
  const { current, previous } = answer;
  if (current.started === 0 && previous.started === 0)
    return <Alert severity="info">No tariff orders were started in this period or the one before.</Alert>;
  const top = Math.max(1, current.started);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Orders per step">
        <TableHead>
          <TableRow>
            <TableCell>Step</TableCell>
            <TableCell>Orders</TableCell>
            <TableCell align="right">vs previous period</TableCell>
            <TableCell align="right">Overall</TableCell>
            <TableCell align="right">From step before</TableCell>
            <TableCell align="right">Median time from step before</TableCell>
            <TableCell align="right">Stopped here</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {current.steps.map((figures, index) => {
            const before = previous.steps[index];
            const change = periodChange(figures.count, before?.count ?? 0, true);
            const label = FUNNEL_STEP_LABELS[figures.step];
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
                <TableCell align="right">{`${formatChange(change)} (was ${before?.count ?? 0})`}</TableCell>
                <TableCell align="right">{percentText(figures.overallConversion)}</TableCell>
                <TableCell align="right">{index === 0 ? '–' : percentText(figures.stepConversion)}</TableCell>
                <TableCell align="right">{durationText(figures.medianSecondsFromPrevious)}</TableCell>
                <TableCell align="right">
                  {leadsPath !== null && figures.stopped > 0 ? (
                    <Link
                      component={RouterLink}
                      to={stoppedLeadsHref(leadsPath, figures.step, answer.channel, current)}
                      aria-label={`${figures.stopped} leads stopped at ${label}: open them`}
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
          label="Period"
          options={PERIOD_OPTIONS}
          value={view.period}
          onChange={(period) => setView({ ...view, period })}
        />
        <Toggle<Channel | null>
          label="Channel"
          options={CHANNEL_OPTIONS}
          value={view.channel}
          onChange={(channel) => setView({ ...view, channel })}
        />
      </Stack>
      {funnel.status === 'loading' ? (
        <LinearProgress aria-label="Loading the order funnel" />
      ) : funnel.status === 'error' ? (
        <LoadErrorAlert title="Could not load the order funnel" error={funnel.error} onRetry={funnel.retry} />
      ) : (
        <Section
          id="order-funnel-steps"
          title={`Orders started in the last ${funnel.data.period} days${funnel.data.channel ? ` (${CHANNEL_LABELS[funnel.data.channel]})` : ''}`}
        >
          {funnel.refreshing ? <LinearProgress aria-label="Refreshing" sx={{ mb: 1 }} /> : null}
          <Typography variant="body2" sx={{ mb: 2 }}>
            {`${funnel.data.current.started} started, ${funnel.data.current.completed} with a confirmed supply start: ${overall ?? '–'} overall (previous period: ${funnel.data.previous.started} started, ${funnel.data.previous.completed} confirmed).`}
          </Typography>
          <FunnelTable answer={funnel.data} leadsPath={leadsPath} />
        </Section>
      )}
    </>
  );
}
