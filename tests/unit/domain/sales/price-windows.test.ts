// The cheapest and dearest published hour ahead (the demo's card on /sales): examples on the demo's
// horizon and properties on arbitrary slot runs — only published, consecutive slots form an hour, and the cheapest
// is no dearer than any hour (the dearest no cheaper).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_AHEAD_ZONE, dayAheadDay } from '../../../helpers/day-ahead-day.ts';
import { planSlots, type PlanSlot } from '../../../../src/domain/sales/price-horizon.ts';
import { hourWindows, publishedWindows } from '../../../../src/domain/sales/price-windows.ts';

const ZONE = DAY_AHEAD_ZONE;
const QUARTER = 900_000;
const day = dayAheadDay;
// Dear in the evening peak (17:00–21:00), cheapest 03:00–04:00, else flat.
const evening = (i: number) => (i >= 68 && i < 84 ? 250 : i >= 12 && i < 16 ? 10 : 100);

describe('hourWindows on the demo’s horizon', () => {
  it('finds tomorrow’s cheapest hour and today’s evening peak among the published prices', () => {
    const slots = planSlots([day('2026-11-03', evening), day('2026-11-04', evening)], {
      now: Date.parse('2026-11-03T12:10:00Z'),
      timeZone: ZONE,
      pvKwp: 0,
    });
    const windows = hourWindows(slots);
    expect(windows?.cheapest.start).toBe(Date.parse('2026-11-04T02:00:00Z')); // 03:00 in Berlin
    expect(windows?.cheapest.end).toBe(Date.parse('2026-11-04T03:00:00Z'));
    expect(windows?.dearest.start).toBe(Date.parse('2026-11-03T16:00:00Z')); // 17:00 today, the first peak hour
    expect(windows?.cheapest.priceCt).toBeLessThan(windows?.dearest.priceCt ?? 0);
  });

  it('leaves the forecast slots out: before tomorrow is published only today’s rest counts', () => {
    const slots = planSlots([day('2026-11-03', evening), day('2026-11-04', () => 0, false)], {
      now: Date.parse('2026-11-03T09:40:00Z'),
      timeZone: ZONE,
      pvKwp: 0,
    });
    const windows = hourWindows(slots);
    expect(windows?.cheapest.end).toBeLessThanOrEqual(Date.parse('2026-11-03T23:00:00Z'));
    expect(windows?.dearest.start).toBe(Date.parse('2026-11-03T16:00:00Z'));
  });

  it('is null when no whole hour is published', () => {
    const slots = planSlots([day('2026-11-03', evening, false), day('2026-11-04', evening, false)], {
      now: Date.parse('2026-11-03T09:40:00Z'),
      timeZone: ZONE,
      pvKwp: 0,
    });
    expect(hourWindows(slots)).toBeNull();
    expect(hourWindows([])).toBeNull();
  });
});

const slotRun = fc
  .array(
    fc.record({
      price: fc.double({ min: -50, max: 400, noNaN: true }),
      known: fc.boolean(),
      gap: fc.boolean(),
    }),
    {
      maxLength: 40,
    },
  )
  .map((cells) => {
    let start = Date.parse('2026-11-03T12:15:00Z');
    return cells.map(({ price, known, gap }): PlanSlot => {
      start += gap ? 2 * QUARTER : QUARTER;
      return {
        start,
        end: start + QUARTER,
        priceCt: price,
        forecastUntil: known ? null : start,
        pvKw: 0,
        surplusKw: 0,
      };
    });
  });

describe('hourWindows properties', () => {
  it('an hour is four consecutive published slots, and every such run is one', () => {
    fc.assert(
      fc.property(slotRun, (slots) => {
        const windows = publishedWindows(slots);
        for (const window of windows) {
          const inside = slots.filter((s) => s.start >= window.start && s.end <= window.end);
          expect(inside).toHaveLength(4);
          expect(inside.every((s) => s.forecastUntil === null)).toBe(true);
          expect(window.end - window.start).toBe(4 * QUARTER);
        }
        const expected = slots.filter((_, i) => {
          const run = slots.slice(i, i + 4);
          return (
            run.length === 4 &&
            run.every((s, j) => s.forecastUntil === null && (j === 0 || run[j - 1]?.end === s.start))
          );
        }).length;
        expect(windows).toHaveLength(expected);
      }),
    );
  });

  it('the cheapest is no dearer and the dearest no cheaper than any published hour', () => {
    fc.assert(
      fc.property(slotRun, (slots) => {
        const windows = publishedWindows(slots);
        const found = hourWindows(slots);
        expect(found === null).toBe(windows.length === 0);
        if (found === null) return;
        for (const window of windows) {
          expect(found.cheapest.priceCt).toBeLessThanOrEqual(window.priceCt);
          expect(found.dearest.priceCt).toBeGreaterThanOrEqual(window.priceCt);
        }
        expect(windows).toContainEqual(found.cheapest);
      }),
    );
  });
});
