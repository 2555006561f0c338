import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { PlaceholderBlock } from '../../../components/placeholder-block.tsx';
import { TimeSeriesChartLazy } from '../../../components/time-series-chart-lazy.tsx';
import type { ChartSeries } from '../../../components/time-series-chart-props.ts';
import { useNow } from '../../../components/use-now.ts';
import {
  dateTimeFormat,
  formatCount,
  formatDecimal,
  formatZonedInstant,
} from '../../../domain/format/locale-format.ts';
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
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';

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
        {t('pricing.unpublished', { label, date: day.date, at: publicationText(day) })}
      </Alert>
    );
  if (prices.state === 'no-prices')
    return <Alert severity="warning">{t('pricing.noPrices', { label, date: day.date })}</Alert>;
  const { summary } = prices;
  return (
    <Typography>
      {t('pricing.daySummary', {
        label,
        date: day.date,
        slots: formatCount(day.slots.length),
        min: formatDecimal(summary.min, 2),
        max: formatDecimal(summary.max, 2),
        mean: formatDecimal(summary.mean, 2),
      })}
      {summary.negativeSlots > 0 ? (
        <Box component="strong" sx={{ color: 'error.main' }}>
          {t('pricing.negativeSlots', { count: formatCount(summary.negativeSlots) })}
        </Box>
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
  if (dso === null) return t('pricing.averageFee', { fee: formatDecimal(GRID_FEE_CT_PER_KWH, 2) });
  const fees = tiers.map((tier) => `${tier.tier} ${formatDecimal(tier.ctPerKwh, 2)}`).join(', ');
  return t('pricing.dsoFee', { dso, fees });
}

export function PricesBody({ today, tomorrow }: { today: DayAheadPrices; tomorrow: DayAheadPrices }) {
  useT();
  const { dsos, dso, tiers, choose } = useGridFeeTiers();
  // The series' names in the language shown (the chart draws again when they change).
  const spot = t('pricing.spot');
  const spotGrid = t('pricing.spotGrid');
  const endCustomer = t('pricing.endCustomer');
  const chart = useMemo(() => priceChart([today, tomorrow], tiers), [today, tomorrow, tiers]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: spot, unit: 'ct/kWh', values: chart.spot, color: '#1565c0', kind: 'step' },
      {
        label: spotGrid,
        unit: 'ct/kWh',
        values: chart.withGridFee,
        color: '#6a1b9a',
        kind: 'step',
      },
      {
        label: endCustomer,
        unit: 'ct/kWh',
        values: chart.endCustomer,
        color: '#2e7d32',
        kind: 'step',
        dashed: true,
      },
    ],
    [chart, spot, spotGrid, endCustomer],
  );
  const zone = knownTimeZone(today.timeZone);
  return (
    <Stack spacing={2}>
      <DaySummary label={t('pricing.today')} day={today} />
      <DaySummary label={t('pricing.tomorrow')} day={tomorrow} />
      {dsos.length > 0 ? <GridFeeChoice dsos={dsos} value={dso} onChange={choose} /> : null}
      {chart.x.length === 0 ? (
        <Alert severity="info">{t('pricing.noneYet')}</Alert>
      ) : (
        <TimeSeriesChartLazy
          title={t('pricing.chartTitle', {
            zone: today.zone,
            days: tomorrow.published
              ? t('pricing.twoDays', { first: today.date, second: tomorrow.date })
              : today.date,
          })}
          x={chart.x}
          series={series}
          bands={chart.negative.map((window) => ({ ...window, tone: 'warning' as const }))}
          yLabel={t('pricing.yLabel')}
          timeZone={zone}
        />
      )}
      {chart.negative.length > 0 ? (
        <Alert severity="warning">
          {t('pricing.negative', {
            windows: chart.negative.map((w) => `${time(w.from, zone)}–${time(w.to, zone)}`).join(', '),
          })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('pricing.layers', {
          gridFee: layersText(dso, tiers),
          levies: formatDecimal(LEVIES_TOTAL_CT_PER_KWH, 2),
          vat: formatDecimal(VAT_RATE * 100, 1),
        })}
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
  useT();
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
        title={t('pricing.dayAhead')}
        action={
          <Stack direction="row" spacing={1} role="group" aria-label={t('pricing.biddingZone')}>
            {BIDDING_ZONE_IDS.map((id) => (
              <Button
                key={id}
                size="small"
                variant={id === zone ? 'contained' : 'outlined'}
                aria-pressed={id === zone}
                title={t(`pricing.zone.${id}`)}
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
          {t('pricing.zoneNote', { zone: t(`pricing.zone.${zone}`), timeZone })}
        </Typography>
        {failed?.status === 'error' ? (
          <LoadErrorAlert
            title={t('pricing.loadError')}
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
            <LinearProgress aria-label={t('pricing.loading')} sx={{ mb: 2 }} />
            <PlaceholderBlock height={320} />
          </Box>
        )}
      </Section>
      <Section id="pricing-grid-fees" title={t('pricing.gridFees')}>
        <GridFeeZonesTable />
      </Section>
    </>
  );
}
