// The mock's day-ahead prices: one price per 15-minute slot of a delivery day, deterministic per
// bidding zone and day (a PRNG seeded by both), shaped like the German day-ahead market — a night trough, a morning
// and a stronger evening peak, and a midday dip as deep as the day is sunny (summer noons go negative) — within the
// SDAC clearing limits. Both the data-backed mock and the named examples answer with it.
import type { components } from '../../../../src/api/schema.gen.ts';
import { DAY_AHEAD_PRICE_LIMITS } from '../../../../src/domain/pricing/bidding-zones.ts';
import { daySlots, localHour, type DaySlot } from '../../../../src/domain/pricing/day-slots.ts';
import { publicationInstant } from '../../../../src/domain/pricing/publication.ts';
import { createPrng } from '../../../generate/prng.ts';

/** The day's weather and demand as the generator drew them: `sun` 0 (overcast) … 1 (clear summer sky). */
export interface PriceDay {
  readonly slots: readonly DaySlot[];
  /** €/MWh, one per slot, two decimals. */
  readonly prices: readonly number[];
  readonly sun: number;
}

/** FNV-1a over the text: the seed of a zone's day. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const bump = (hour: number, centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));

/** 0 in midwinter … 1 at the June solstice. */
function summerness(date: string): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const dayOfYear = (Date.UTC(y, m - 1, d) - Date.UTC(y, 0, 1)) / 86_400_000;
  return (1 + Math.cos((2 * Math.PI * (dayOfYear - 171)) / 365)) / 2;
}

export function dayAheadPrices(zone: string, date: string, timeZone: string): PriceDay {
  const prng = createPrng(hashSeed(`${zone}|${date}`));
  const summer = summerness(date);
  const cloud = prng.next();
  const sun = (0.3 + 0.7 * summer) * (1 - 0.85 * cloud);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 18 : 0;
  const base = 100 - 25 * summer + (prng.next() - 0.5) * 40 - weekend;
  const eveningPeak = 50 + 40 * (1 - summer) + prng.next() * 30;
  const solarDepth = sun * (70 + 150 * summer);
  // A rare scarcity evening (a cold, windless day): a spike, far below the cap.
  const scarcity = prng.bool(0.02) ? 150 + prng.next() * 500 : 0;
  const slots = daySlots(date, timeZone);
  const prices = slots.map((slot) => {
    const hour = localHour(slot.start, timeZone) + 1 / 8;
    const price =
      base +
      22 * bump(hour, 8, 1.6) +
      (eveningPeak + scarcity) * bump(hour, 19, 1.8) -
      25 * bump(hour, 3, 2.5) -
      solarDepth * bump(hour, 13, 2.2 + 1.2 * summer) +
      (prng.next() - 0.5) * 10;
    const bounded = Math.min(DAY_AHEAD_PRICE_LIMITS.max, Math.max(DAY_AHEAD_PRICE_LIMITS.min, price));
    return Math.round(bounded * 100) / 100;
  });
  return { slots, prices, sun };
}

/** The answer of getDayAheadPrices: the day's slots once published at `now`, else none and the expected time. */
export function dayAheadAnswer(
  zone: string,
  date: string,
  timeZone: string,
  now: number,
): components['schemas']['DayAheadPrices'] {
  const publication = publicationInstant(date, timeZone);
  const published = now >= publication;
  const day = published ? dayAheadPrices(zone, date, timeZone) : null;
  return {
    zone,
    timeZone,
    date,
    currency: 'EUR',
    resolutionMinutes: 15,
    published,
    publicationAt: isoSeconds(publication),
    slots: day
      ? day.slots.map((slot, i) => ({ start: isoSeconds(slot.start), price: day.prices[i] ?? 0 }))
      : [],
  };
}

const isoSeconds = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
