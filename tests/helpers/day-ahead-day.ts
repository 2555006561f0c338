// One published (or unpublished) day of DE-LU day-ahead prices in 15-minute slots, as getDayAheadPrices answers it:
// the price of slot `i` (0 = local midnight, Europe/Berlin) is `prices(i)` in €/MWh. Shared by the sales domain tests.
import { daySlots } from '../../src/domain/pricing/day-slots.ts';

export const DAY_AHEAD_ZONE = 'Europe/Berlin';

export const dayAheadDay = (date: string, prices: (i: number) => number, published = true) => ({
  zone: 'DE-LU',
  timeZone: DAY_AHEAD_ZONE,
  date,
  currency: 'EUR' as const,
  resolutionMinutes: 15 as const,
  published,
  publicationAt: '2026-11-03T12:00:00Z',
  slots: published
    ? daySlots(date, DAY_AHEAD_ZONE).map((slot, i) => ({
        start: new Date(slot.start).toISOString(),
        price: prices(i),
      }))
    : [],
});
