// §14a EnWG module 3: the layered price at a slot is its energy price plus the grid fee of the DSO's window
// that holds the slot (in the zone's local time) plus levies, and VAT on top.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daySlots } from '../../../../src/domain/pricing/day-slots.ts';
import { priceChart } from '../../../../src/domain/pricing/price-chart.ts';
import {
  GRID_FEE_CT_PER_KWH,
  LEVIES_TOTAL_CT_PER_KWH,
  VAT_RATE,
  windowFee,
  type GridFeeTier,
} from '../../../../src/domain/pricing/price-layers.ts';
import { GRID_FEE_ZONES } from '../../../../scripts/mock/areas/insights/grid-fee-zones.fixtures.ts';

const TIME_ZONE = 'Europe/Berlin';
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A DSO's day cut at quarter hours into windows, each given one of the three tiers. */
const dso = fc
  .tuple(
    fc.uniqueArray(fc.integer({ min: 1, max: 95 }), { maxLength: 8 }),
    fc.array(fc.constantFrom('low', 'standard', 'high') as fc.Arbitrary<GridFeeTier['tier']>, {
      minLength: 9,
      maxLength: 9,
    }),
    fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
    fc.tuple(...[0, 1, 2].map(() => fc.double({ min: 0, max: 100, noNaN: true }))),
  )
  .map(([cuts, tierOf, months, fees]) => {
    const bounds = [0, ...[...cuts].sort((a, b) => a - b).map((q) => q * 15), 24 * 60];
    const segments = bounds
      .slice(0, -1)
      .map((start, i) => ({ start, end: bounds[i + 1]!, tier: tierOf[i]! }));
    const names = ['low', 'standard', 'high'] as const;
    const tiers: GridFeeTier[] = names.map((tier, i) => ({
      tier,
      months,
      windows: segments
        .filter((s) => s.tier === tier)
        .map((s) => ({ start: hhmm(s.start), end: s.end === 1440 ? '24:00' : hhmm(s.end) })),
      ctPerKwh: fees[i]!,
    }));
    /** The fee the test expects at a local month and minute, found from the segments, not the windows. */
    const expected = (month: number, minute: number) => {
      if (!months.includes(month)) return fees[1]!;
      const segment = segments.find((s) => s.start <= minute && minute < s.end)!;
      return fees[names.indexOf(segment.tier)]!;
    };
    return { tiers, expected };
  });

const local = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  month: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
function localMonthMinute(ms: number): [number, number] {
  const parts = Object.fromEntries(local.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  return [parts.month!, parts.hour! * 60 + parts.minute!];
}

/** Days around the clock changes and the year's ends, so the local hours are not UTC's. */
const date = fc.constantFrom(
  '2026-03-29',
  '2026-10-25',
  '2026-06-30',
  '2026-12-31',
  '2027-01-01',
  '2026-11-26',
);

describe('time-of-use grid fees (§14a EnWG module 3)', () => {
  it('property: the layered price at a slot = energy + the fee of the window holding it + levies, plus VAT', () => {
    fc.assert(
      fc.property(
        dso,
        date,
        fc.array(fc.double({ min: -500, max: 4000, noNaN: true }), { minLength: 1, maxLength: 8 }),
        ({ tiers, expected }, day, prices) => {
          const slots = daySlots(day, TIME_ZONE).map((slot, i) => ({
            start: new Date(slot.start).toISOString(),
            price: prices[i % prices.length]!,
          }));
          const chart = priceChart(
            [
              {
                zone: 'DE-LU',
                timeZone: TIME_ZONE,
                date: day,
                currency: 'EUR',
                resolutionMinutes: 15,
                published: true,
                publicationAt: '2026-01-01T12:00:00Z',
                slots,
              },
            ],
            tiers,
          );
          expect(chart.x).toHaveLength(slots.length);
          slots.forEach((slot, i) => {
            const fee = expected(...localMonthMinute(Date.parse(slot.start)));
            const energy = slot.price / 10;
            // The chart rounds each layer to the cent.
            expect(Math.abs(chart.spot[i]! - energy)).toBeLessThanOrEqual(0.005 + 1e-9);
            expect(Math.abs(chart.withGridFee[i]! - (energy + fee))).toBeLessThanOrEqual(0.005 + 1e-9);
            const endCustomer = (energy + fee + LEVIES_TOTAL_CT_PER_KWH) * (1 + VAT_RATE);
            expect(Math.abs(chart.endCustomer[i]! - endCustomer)).toBeLessThanOrEqual(0.005 + 1e-9);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it("reads the mock's DSOs: Netze BW's evening peak is high, a summer night at Westnetz falls back to standard", () => {
    const of = (name: string) => GRID_FEE_ZONES.filter((zone) => zone.dso === name);
    expect(windowFee(of('Netze BW GmbH'), 11, 18 * 60)).toBe(11.36);
    expect(windowFee(of('Netze BW GmbH'), 11, 23 * 60 + 45)).toBe(3.03);
    expect(windowFee(of('Westnetz GmbH'), 7, 2 * 60)).toBe(7.23);
    expect(windowFee(of('Westnetz GmbH'), 1, 2 * 60)).toBe(1.45);
  });

  it('without tiers, or with hostile windows, the average fee; without a standard tier outside every window, too', () => {
    expect(windowFee([], 5, 600)).toBe(GRID_FEE_CT_PER_KWH);
    const broken: GridFeeTier[] = [
      { tier: 'high', months: [5], windows: [{ start: 'x', end: '<b>' }], ctPerKwh: 50 },
    ];
    expect(windowFee(broken, 5, 600)).toBe(GRID_FEE_CT_PER_KWH);
    expect(priceChart([], broken).x).toEqual([]);
  });
});
