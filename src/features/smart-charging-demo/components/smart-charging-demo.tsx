import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { Section } from '../../../components/titled-section.tsx';
import { useNow } from '../../../components/use-now.ts';
import { formatDecimal, formatZonedInstant } from '../../../domain/format/locale-format.ts';
import { BIDDING_ZONES, DEFAULT_BIDDING_ZONE } from '../../../domain/pricing/bidding-zones.ts';
import { deliveryDays } from '../../../domain/pricing/publication.ts';
import { inputsToParams, parseInputs, type ChargingInputs } from '../../../domain/sales/charging-inputs.ts';
import { departureInstant } from '../../../domain/sales/departure.ts';
import { planCharging } from '../../../domain/sales/planner.ts';
import type { ReasonWords } from '../../../domain/sales/slot-reasons.ts';
import { t } from '../../../i18n/i18n.ts';
import { useDisplayPreferences, useT } from '../../../i18n/display-preferences.ts';
import { horizonStart, planSlots } from '../../../domain/sales/price-horizon.ts';
import type { QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { ChargingForm } from './charging-form.tsx';
import { PlanChartView } from './plan-chart-view.tsx';
import { PlanPeriodsTable } from './plan-periods-table.tsx';
import { PlanSummary } from './plan-summary.tsx';

type DayAheadPrices = components['schemas']['DayAheadPrices'];

/** How the demo reads a delivery day's prices: the pricing feature's call, handed in by the route that composes both. */
export type UseDayAheadPrices = (zone: string, date: string) => QueryState<DayAheadPrices>;

const ZONE = DEFAULT_BIDDING_ZONE;
const TIME_ZONE = BIDDING_ZONES[ZONE].timeZone;

/** The slot reasons' words in the language shown (the planner's own are English). */
const reasonWords = (): ReasonWords => ({
  target: (soc, departure) => t('sales.reason.target', { soc, departure }),
  fullPower: (target) => t('sales.reason.fullPower', { target }),
  solarSurplus: (kw) => t('sales.reason.solarSurplus', { kw }),
  immediately: t('sales.reason.immediately'),
  mustCharge: (target) => t('sales.reason.mustCharge', { target }),
  cheapest: (departure) => t('sales.reason.cheapest', { departure }),
  solarToppedUp: (solar, grid) => t('sales.reason.solarToppedUp', { solar, grid }),
  alreadyAt: (soc) => t('sales.reason.alreadyAt', { soc }),
  targetReached: (soc) => t('sales.reason.targetReached', { soc }),
  belowMinimum: (surplus, minimum, phases) => t('sales.reason.belowMinimum', { surplus, minimum, phases }),
  waitingSolar: t('sales.reason.waitingSolar'),
  waitingCheaper: t('sales.reason.waitingCheaper'),
  afterDeparture: t('sales.reason.afterDeparture'),
  forecast: (reason) => t('sales.reason.forecast', { reason }),
});

function Plan({ inputs, days, now }: { inputs: ChargingInputs; days: DayAheadPrices[]; now: number }) {
  // The plan's reasons are worded in the language shown: planned again when it changes.
  const { language } = useDisplayPreferences().preferences;
  const plan = useMemo(() => {
    const slots = planSlots(days, { now, timeZone: TIME_ZONE, pvKwp: inputs.pvKwp });
    return planCharging(slots, inputs, departureInstant(inputs.departure, now, TIME_ZONE), reasonWords());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the language changes the words reasonWords() reads
  }, [days, now, inputs, language]);
  const forecast = plan.slots.find(({ slot }) => slot.forecastUntil !== null)?.slot;
  return (
    <Stack spacing={2}>
      <PlanSummary plan={plan} inputs={inputs} timeZone={TIME_ZONE} />
      {forecast ? (
        <Alert severity="info">
          {t('sales.charging.forecastNote', {
            from: formatZonedInstant(new Date(forecast.start), TIME_ZONE, 'minute'),
            until: formatZonedInstant(new Date(forecast.forecastUntil ?? 0), TIME_ZONE, 'minute'),
          })}
        </Alert>
      ) : null}
      <PlanChartView plan={plan} timeZone={TIME_ZONE} />
      <Typography variant="body2" color="text.secondary">
        {t('sales.charging.assumptions', { zone: ZONE, kwp: formatDecimal(inputs.pvKwp, 2) })}
      </Typography>
      <PlanPeriodsTable plan={plan} timeZone={TIME_ZONE} />
    </Stack>
  );
}

/** Marks the URL writes of the demo itself, so that only a navigation from elsewhere replaces the inputs. */
const OWN_WRITE = 'smart-charging-demo';

/**
 * The inputs, held by the screen and mirrored into the URL. The router applies a URL change in a transition, after
 * the keystrokes that follow it: inputs read back from the URL would let the next field's change start from the
 * values before the last one (typing 75, Tab, 35 kept the battery at 60 in the plan and the link while its field
 * showed 75). So every change applies to the screen's own latest inputs, the plan and the fields read those, and the
 * URL follows; a link, Back or Forward (a navigation the demo did not write) brings its own values.
 */
function useInputsInUrl() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseInputs(params), [params]);
  // `edited`: changed on this screen since the URL was last read (until then the URL stays as the link had it, and
  // the notice names its unusable values).
  const [state, setState] = useState({ inputs: parsed.inputs, edited: false });
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (location.state !== OWN_WRITE) setState({ inputs: parsed.inputs, edited: false });
  }
  const wanted = state.edited ? inputsToParams(state.inputs).toString() : null;
  const inUrl = params.toString();
  useEffect(() => {
    if (wanted !== null && wanted !== inUrl)
      setParams(new URLSearchParams(wanted), { replace: true, state: OWN_WRITE });
  }, [wanted, inUrl, setParams]);
  const change = (patch: Partial<ChargingInputs>) =>
    setState((latest) => ({ inputs: { ...latest.inputs, ...patch }, edited: true }));
  return { inputs: state.inputs, rejected: state.edited ? [] : parsed.rejected, change };
}

/**
 * The smart-charging demo: a salesperson plans a car's charge live with a prospect. The inputs
 * live in the URL (shareable); unusable parameters fall back to defaults with a notice. Embeddable (the widget
 * catalogue's preview): it needs a router and the prices hook, nothing of the page around it.
 */
export function SmartChargingDemo({ useDayAheadPrices }: { useDayAheadPrices: UseDayAheadPrices }) {
  const t = useT();
  const { inputs, rejected, change } = useInputsInUrl();
  // The plan starts at the next quarter hour: the clock is read every minute, the plan changes once a slot.
  const now = horizonStart(useNow(60_000));
  const days = deliveryDays(now, TIME_ZONE);
  const today = useDayAheadPrices(ZONE, days.today);
  const tomorrow = useDayAheadPrices(ZONE, days.tomorrow);
  const failed = today.status === 'error' ? today : tomorrow.status === 'error' ? tomorrow : null;
  const loaded = useMemo(
    () => (today.status === 'ready' && tomorrow.status === 'ready' ? [today.data, tomorrow.data] : null),
    [today, tomorrow],
  );
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('sales.charging.demo')}
      </Alert>
      {rejected.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('sales.charging.rejected', { names: rejected.join(', ') })}
        </Alert>
      ) : null}
      <Section id="smart-charging-inputs" title={t('sales.charging.inputsSection')}>
        <ChargingForm inputs={inputs} onChange={change} />
      </Section>
      <Section id="smart-charging-plan" title={t('sales.charging.planSection')}>
        {failed?.status === 'error' ? (
          <LoadErrorAlert
            title={t('sales.charging.pricesFailed')}
            error={failed.error}
            onRetry={() => {
              if (today.status === 'error') today.retry();
              if (tomorrow.status === 'error') tomorrow.retry();
            }}
          />
        ) : loaded ? (
          <Plan inputs={inputs} days={loaded} now={now} />
        ) : (
          <Box aria-busy="true">
            <LinearProgress aria-label={t('sales.charging.loadingPrices')} sx={{ mb: 2 }} />
            <PlaceholderBlock height={320} />
          </Box>
        )}
      </Section>
    </>
  );
}
