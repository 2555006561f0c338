// The layers of an end customer's price over the day-ahead spot price, in ct/kWh. The constants are
// illustrative German household values for 2025 (sources named per line); a real tariff takes them from its DSO and
// supplier. One place: the pricing screen draws these layers and the smart charging planner prices with
// them.
import { zonedParts } from '../format/zoned-time.ts';

/** Network charge of an average German household DSO (BNetzA Monitoringbericht 2024: ~11.6 ct/kWh net). */
export const GRID_FEE_CT_PER_KWH = 11.6;

/** Levies and charges per kWh, net (2025 values). */
export const LEVIES_CT_PER_KWH = {
  /** Stromsteuer (electricity tax, StromStG §3). */
  electricityTax: 2.05,
  /** Konzessionsabgabe, municipalities over 100,000 inhabitants (KAV §2). */
  concessionFee: 2.39,
  /** KWKG-Umlage (combined heat and power levy 2025). */
  chpLevy: 0.277,
  /** Aufschlag für besondere Netznutzung (former §19 StromNEV levy, 2025). */
  specialNetworkUse: 1.558,
  /** Offshore-Netzumlage (2025). */
  offshoreLevy: 0.816,
} as const;

export const LEVIES_TOTAL_CT_PER_KWH = Object.values(LEVIES_CT_PER_KWH).reduce(
  (sum, value) => sum + value,
  0,
);

/** Umsatzsteuer (VAT) on the whole end-customer price. */
export const VAT_RATE = 0.19;

export interface PriceLayers {
  /** The spot price, ct/kWh (€/MWh ÷ 10). */
  readonly spot: number;
  /** Spot plus the grid fee, net. */
  readonly withGridFee: number;
  /** What the end customer pays: spot, grid fee and levies, plus VAT. */
  readonly endCustomer: number;
}

/** €/MWh → ct/kWh. */
export const ctPerKwh = (eurPerMwh: number): number => eurPerMwh / 10;

export function priceLayers(
  spotEurPerMwh: number,
  gridFeeCtPerKwh: number = GRID_FEE_CT_PER_KWH,
): PriceLayers {
  const spot = ctPerKwh(spotEurPerMwh);
  const withGridFee = spot + gridFeeCtPerKwh;
  return { spot, withGridFee, endCustomer: (withGridFee + LEVIES_TOTAL_CT_PER_KWH) * (1 + VAT_RATE) };
}

/** One tariff window set of a DSO under §14a EnWG module 3 (the shape of the API's GridFeeZone). */
export interface GridFeeTier {
  readonly tier: 'low' | 'standard' | 'high';
  /** Months (1–12) the windows apply. */
  readonly months: readonly number[];
  /** Local times "HH:mm", [start, end); "24:00" ends the day. */
  readonly windows: readonly { readonly start: string; readonly end: string }[];
  readonly ctPerKwh: number;
}

/** "HH:mm" → minutes of the day; NaN for anything else. */
export function minutesOf(text: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/**
 * The grid fee of one DSO's tiers at a local month and minute of the day: the tier whose months include the month and
 * one of whose windows holds the minute. Outside every window (a month the DSO publishes no windows for, or a gap)
 * the standard tier's fee applies, as module 3 prescribes; without a standard tier, `fallback`.
 */
export function windowFee(
  tiers: readonly GridFeeTier[],
  month: number,
  minuteOfDay: number,
  fallback: number = GRID_FEE_CT_PER_KWH,
): number {
  const inWindow = tiers.find(
    (tier) =>
      tier.months.includes(month) &&
      tier.windows.some((w) => minutesOf(w.start) <= minuteOfDay && minuteOfDay < minutesOf(w.end)),
  );
  return (inWindow ?? tiers.find((tier) => tier.tier === 'standard'))?.ctPerKwh ?? fallback;
}

/** The grid fee of the slot starting at `startMs` (ms since the epoch), by the DSO's windows in the zone's local time. */
export function slotGridFee(tiers: readonly GridFeeTier[], startMs: number, timeZone: string): number {
  if (!Number.isFinite(startMs)) return windowFee(tiers, Number.NaN, Number.NaN);
  const local = zonedParts(startMs, timeZone);
  return windowFee(tiers, local.month, local.hour * 60 + local.minute);
}
