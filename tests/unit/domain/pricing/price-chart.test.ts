import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceChart } from '../../../../src/domain/pricing/price-chart.ts';
import { daySlots } from '../../../../src/domain/pricing/day-slots.ts';

const day = (date: string, prices: number[], published = true) => ({
  zone: 'DE-LU',
  timeZone: 'Europe/Berlin',
  date,
  currency: 'EUR' as const,
  resolutionMinutes: 15 as const,
  published,
  publicationAt: '2026-11-02T12:00:00Z',
  slots: published
    ? daySlots(date, 'Europe/Berlin').map((slot, i) => ({
        start: new Date(slot.start).toISOString(),
        price: prices[i % prices.length] ?? 0,
      }))
    : [],
});

describe('priceChart', () => {
  it('draws the published days only, one point per slot, and marks every negative slot in exactly one window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -500, max: 4000 }), { minLength: 1, maxLength: 96 }),
        (prices) => {
          const chart = priceChart([day('2026-11-03', prices), day('2026-11-04', [], false)]);
          expect(chart.x).toHaveLength(96);
          const inWindow = (x: number) => chart.negative.filter((w) => x >= w.from && x < w.to).length;
          chart.x.forEach((x, i) => expect(inWindow(x)).toBe((chart.spot[i] ?? 0) < 0 ? 1 : 0));
          // Windows are merged: none touches the next.
          chart.negative.forEach((w, i) => {
            if (i > 0) expect(w.from).toBeGreaterThan(chart.negative[i - 1]?.to ?? 0);
          });
        },
      ),
      { numRuns: 50 },
    );
  });

  it('gives nothing to draw when no day is published', () => {
    expect(priceChart([day('2026-11-04', [], false)]).x).toEqual([]);
  });
});
