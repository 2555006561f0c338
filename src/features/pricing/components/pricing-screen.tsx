import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { useNow } from '../../../components/use-now.ts';
import { dateTimeFormat, formatDecimal, formatZonedInstant } from '../../../domain/format/locale-format.ts';
import {
  BIDDING_ZONE_IDS,
  BIDDING_ZONES,
  DEFAULT_BIDDING_ZONE,
  isBiddingZone,
  type BiddingZone,
} from '../../../domain/pricing/bidding-zones.ts';
import { dayPricesState } from '../../../domain/pricing/day-prices.ts';
import { choosableDsos } from '../../../domain/pricing/grid-fee-rows.ts';
import { priceChart } from '../../../domain/pricing/price-chart.ts';
import {
  GRID_FEE_CT_PER_KWH,
  LEVIES_TOTAL_CT_PER_KWH,
  VAT_RATE,
} from '../../../domain/pricing/price-layers.ts';
import { deliveryDays } from '../../../domain/pricing/publication.ts';
import { knownTimeZone } from '../../../domain/format/zoned-time.ts';
import { useDayAheadPrices, type DayAheadPrices } from '../api/get-day-ahead-prices.ts';
import { useGridFeeZones, type GridFeeZone } from '../api/list-grid-fee-zones.ts';
import { DSO_PARAM, GridFeeChoice } from './grid-fee-choice.tsx';
import { GridFeeZonesTable } from './grid-fee-zones-table.tsx';
import { Section } from '../../../components/titled-section.tsx';

export const ZONE_PARAM = 'zone';

/** The expected publication, in the zone's time; the answer's text as it came if it does not read as an instant. */
function publicationText(day: DayAheadPrices): string {
  const at = new Date(day.publicationAt);
  const zone = knownTimeZone(day.timeZone);
  return Number.isNaN(at.getTime())
    ? day.publicationAt
    : `${formatZonedInstant(at, zone, 'minute')} (${zone})`;
}

const time = (seconds: number, timeZone: string) =>
  dateTimeFormat({
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(seconds * 1000));

function DaySummary({ label, day }: { label: string; day: DayAheadPrices }) {
  const prices = dayPricesState(day);
  if (prices.state === 'unpublished')
    return (
      <Alert severity="info">
        {`${label} (${day.date}): not yet published. The auction’s results are expected at ${publicationText(day)}.`}
      </Alert>
    );
  if (prices.state === 'no-prices')
    return (
      <Alert severity="warning">
        {`${label} (${day.date}): published, but the answer holds no prices, so there is nothing to draw for this day.`}
      </Alert>
    );
  const { summary } = prices;
  return (
    <Typography>
      {`${label} (${day.date}, ${day.slots.length} slots of 15 min): ${formatDecimal(summary.min, 2)} to ${formatDecimal(summary.max, 2)} €/MWh, mean ${formatDecimal(summary.mean, 2)} €/MWh`}
      {summary.negativeSlots > 0 ? (
        <Box
          component="strong"
          sx={{ color: 'error.main' }}
        >{` · ${summary.negativeSlots} negative slots`}</Box>
      ) : null}
    </Typography>
  );
}

const NO_ZONES: readonly GridFeeZone[] = [];

/** The DSOs with §14a windows, and the tiers of the one the URL names (none: the average fee). */
function useGridFeeTiers() {
  const [params, setParams] = useSearchParams();
  const zones = useGridFeeZones();
  const all = zones.status === 'ready' ? zones.data : NO_ZONES;
  const dsos = choosableDsos(all);
  const asked = params.get(DSO_PARAM);
  const dso = asked !== null && dsos.includes(asked) ? asked : null;
  const tiers = useMemo(() => all.filter((zone) => zone.dso === dso), [all, dso]);
  const choose = (next: string | null) => {
    const query = new URLSearchParams(params);
    if (next === null) query.delete(DSO_PARAM);
    else query.set(DSO_PARAM, next);
    setParams(query);
  };
  return { dsos, dso, tiers, choose };
}

function layersText(dso: string | null, tiers: readonly { tier: string; ctPerKwh: number }[]): string {
  if (dso === null) return `an average DSO grid fee of ${formatDecimal(GRID_FEE_CT_PER_KWH, 2)} ct/kWh`;
  const fees = tiers.map((tier) => `${tier.tier} ${formatDecimal(tier.ctPerKwh, 2)}`).join(', ');
  return `${dso}’s grid fee of the §14a window each slot falls in, local time (${fees} ct/kWh; outside its windows the standard fee)`;
}

export function PricesBody({ today, tomorrow }: { today: DayAheadPrices; tomorrow: DayAheadPrices }) {
  const { dsos, dso, tiers, choose } = useGridFeeTiers();
  const chart = useMemo(() => priceChart([today, tomorrow], tiers), [today, tomorrow, tiers]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: 'Spot', unit: 'ct/kWh', values: chart.spot, color: '#1565c0', kind: 'step' },
      { label: 'Spot + grid fee', unit: 'ct/kWh', values: chart.withGridFee, color: '#6a1b9a', kind: 'step' },
      {
        label: 'End customer',
        unit: 'ct/kWh',
        values: chart.endCustomer,
        color: '#2e7d32',
        kind: 'step',
        dashed: true,
      },
    ],
    [chart],
  );
  const zone = knownTimeZone(today.timeZone);
  return (
    <Stack spacing={2}>
      <DaySummary label="Today" day={today} />
      <DaySummary label="Tomorrow" day={tomorrow} />
      {dsos.length > 0 ? <GridFeeChoice dsos={dsos} value={dso} onChange={choose} /> : null}
      {chart.x.length === 0 ? (
        <Alert severity="info">No prices are published for these days yet.</Alert>
      ) : (
        <TimeSeriesChartLazy
          title={`Day-ahead prices, ${today.zone}, ${tomorrow.published ? `${today.date} and ${tomorrow.date}` : today.date} (ct/kWh): spot, spot + grid fee, end customer; negative slots shaded`}
          x={chart.x}
          series={series}
          bands={chart.negative.map((window) => ({ ...window, tone: 'warning' as const }))}
          yLabel="Price (ct/kWh)"
          timeZone={zone}
        />
      )}
      {chart.negative.length > 0 ? (
        <Alert severity="warning">
          {`Negative spot prices (consumers are paid to take power): ${chart.negative
            .map((w) => `${time(w.from, zone)}–${time(w.to, zone)}`)
            .join(', ')}.`}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {`Layers: spot (€/MWh ÷ 10); plus ${layersText(dso, tiers)}; the end customer’s price adds ${formatDecimal(LEVIES_TOTAL_CT_PER_KWH, 2)} ct/kWh of levies (electricity tax, concession fee, CHP, §19 and offshore levies) and ${VAT_RATE * 100} % VAT. Illustrative 2025 values.`}
      </Typography>
    </Stack>
  );
}

/**
 * The pricing screen: a bidding zone's day-ahead prices for today and tomorrow in 15-minute slots
 * of its local time, in three layers; "not yet published" with the expected time before tomorrow's auction result;
 * the §14a module-3 grid-fee windows.
 */
export function PricingScreen() {
  const [params, setParams] = useSearchParams();
  const asked = params.get(ZONE_PARAM) ?? DEFAULT_BIDDING_ZONE;
  const zone: BiddingZone = isBiddingZone(asked) ? asked : DEFAULT_BIDDING_ZONE;
  const { timeZone } = BIDDING_ZONES[zone];
  const days = deliveryDays(useNow(60_000), timeZone);
  const today = useDayAheadPrices(zone, days.today);
  const tomorrow = useDayAheadPrices(zone, days.tomorrow);
  const failed = today.status === 'error' ? today : tomorrow.status === 'error' ? tomorrow : null;
  return (
    <>
      <Section
        id="pricing-day-ahead"
        title="Day-ahead prices"
        action={
          <Stack direction="row" spacing={1} role="group" aria-label="Bidding zone">
            {BIDDING_ZONE_IDS.map((id) => (
              <Button
                key={id}
                size="small"
                variant={id === zone ? 'contained' : 'outlined'}
                aria-pressed={id === zone}
                title={BIDDING_ZONES[id].label}
                onClick={() => {
                  const query = new URLSearchParams(params);
                  query.set(ZONE_PARAM, id);
                  setParams(query);
                }}
              >
                {id}
              </Button>
            ))}
          </Stack>
        }
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${BIDDING_ZONES[zone].label}, local time ${timeZone}. Results of the day-ahead auction are published at about 13:00 on the day before delivery.`}
        </Typography>
        {failed?.status === 'error' ? (
          <LoadErrorAlert
            title="Could not load the day-ahead prices"
            error={failed.error}
            onRetry={() => {
              if (today.status === 'error') today.retry();
              if (tomorrow.status === 'error') tomorrow.retry();
            }}
          />
        ) : today.status === 'ready' && tomorrow.status === 'ready' ? (
          <PricesBody today={today.data} tomorrow={tomorrow.data} />
        ) : (
          <Box aria-busy="true">
            <LinearProgress aria-label="Loading the day-ahead prices" sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={320} />
          </Box>
        )}
      </Section>
      <Section id="pricing-grid-fees" title="Time-variable grid fees (§14a EnWG, module 3)">
        <GridFeeZonesTable />
      </Section>
    </>
  );
}
