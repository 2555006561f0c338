// The slots the demo plans over: 15-minute market time units from the next quarter hour for 36 h,
// each with its end-customer price. A slot of a published delivery day carries its day-ahead price; any other slot a
// FORECAST, marked as such: the known price of the same slot one or two days earlier (persistence), else the mean of
// the known prices. The publication rule is the pricing domain's (13:00 local on the day before delivery).
import type { components } from '../../api/schema.gen.ts';
import { SLOT_MINUTES } from '../pricing/day-slots.ts';
import { priceLayers } from '../pricing/price-layers.ts';
import { publicationInstant } from '../pricing/publication.ts';
import { zonedDate } from '../format/zoned-time.ts';
import { pvModelKw, pvSurplusKw } from './energy-models.ts';

type DayAheadPrices = components['schemas']['DayAheadPrices'];

export const SLOT_MS = SLOT_MINUTES * 60_000;
export const HORIZON_HOURS = 36;
const DAY_MS = 86_400_000;

export interface PlanSlot {
  /** [start, end), ms since the epoch. */
  readonly start: number;
  readonly end: number;
  /** End-customer price, ct/kWh. */
  readonly priceCt: number;
  /** `null` for a published price; else when the day-ahead result for this slot is expected (ms). */
  readonly forecastUntil: number | null;
  /** PV output (model), kW, and what of it is left for the car. */
  readonly pvKw: number;
  readonly surplusKw: number;
}

/** The first slot starts at the next quarter hour after `now` (or at `now` when it is on one). */
export function horizonStart(now: number): number {
  return Math.ceil(now / SLOT_MS) * SLOT_MS;
}

/** The published slots of the given days, by start instant, as end-customer prices (ct/kWh). */
export function knownPrices(days: readonly DayAheadPrices[]): Map<number, number> {
  const known = new Map<number, number>();
  for (const day of days) {
    if (!day.published) continue;
    for (const slot of day.slots) {
      const at = Date.parse(slot.start);
      if (Number.isFinite(at)) known.set(at, priceLayers(slot.price).endCustomer);
    }
  }
  return known;
}

function forecastPrice(known: Map<number, number>, at: number, fallback: number): number {
  return known.get(at - DAY_MS) ?? known.get(at - 2 * DAY_MS) ?? fallback;
}

export interface HorizonOptions {
  readonly now: number;
  readonly timeZone: string;
  readonly pvKwp: number;
  readonly hours?: number;
}

export function planSlots(days: readonly DayAheadPrices[], options: HorizonOptions): PlanSlot[] {
  const { now, timeZone, pvKwp, hours = HORIZON_HOURS } = options;
  const known = knownPrices(days);
  let sum = 0;
  for (const price of known.values()) sum += price;
  // Without any known price the mean of a zero spot stands in: the grid fee, levies and VAT alone.
  const mean = known.size > 0 ? sum / known.size : priceLayers(0).endCustomer;
  const slots: PlanSlot[] = [];
  const first = horizonStart(now);
  const count = Math.round((hours * 3_600_000) / SLOT_MS);
  for (let i = 0; i < count; i++) {
    const start = first + i * SLOT_MS;
    const price = known.get(start);
    const pvKw = pvModelKw(start + SLOT_MS / 2, pvKwp, timeZone);
    slots.push({
      start,
      end: start + SLOT_MS,
      priceCt: price ?? forecastPrice(known, start, mean),
      forecastUntil: price === undefined ? publicationInstant(zonedDate(start, timeZone), timeZone) : null,
      pvKw,
      surplusKw: pvSurplusKw(pvKw),
    });
  }
  return slots;
}
