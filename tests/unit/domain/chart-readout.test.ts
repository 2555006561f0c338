// Readable charts — where a key moves the cursor, which sample is nearest, how the legend reads a
// value (with its unit; "no data" for a missing one, never 0) and an instant (in the chart's zone, the locale's way).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  instantPrecision,
  isChartKey,
  latestIndex,
  movedIndex,
  nearestIndex,
  NO_DATA,
  pageStep,
  readoutInstant,
  readoutSentence,
  readoutValue,
  readoutValues,
  type ChartKey,
} from '../../../src/domain/format/chart-readout.ts';

const NBSP = '\u00a0';
const KEYS: ChartKey[] = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown', 'Escape'];

describe('keys', () => {
  it('answers only its own keys', () => {
    for (const key of KEYS) expect(isChartKey(key)).toBe(true);
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'a']) expect(isChartKey(key)).toBe(false);
  });

  it('moves one sample, a tenth, or to either end; Escape clears', () => {
    expect(movedIndex('ArrowRight', 3, 10)).toBe(4);
    expect(movedIndex('ArrowLeft', 3, 10)).toBe(2);
    expect(movedIndex('PageUp', 3, 100)).toBe(13);
    expect(movedIndex('PageDown', 30, 100)).toBe(20);
    expect(movedIndex('Home', 3, 10)).toBe(0);
    expect(movedIndex('End', 3, 10)).toBe(9);
    expect(movedIndex('Escape', 3, 10)).toBeNull();
  });

  it('stops at the ends instead of wrapping', () => {
    expect(movedIndex('ArrowRight', 9, 10)).toBe(9);
    expect(movedIndex('ArrowLeft', 0, 10)).toBe(0);
    expect(movedIndex('PageUp', 95, 100)).toBe(99);
    expect(movedIndex('PageDown', 4, 100)).toBe(0);
  });

  it('without a cursor, later starts at the first sample and earlier at the last', () => {
    expect(movedIndex('ArrowRight', null, 10)).toBe(0);
    expect(movedIndex('PageUp', null, 10)).toBe(0);
    expect(movedIndex('ArrowLeft', null, 10)).toBe(9);
    expect(movedIndex('PageDown', null, 10)).toBe(9);
  });

  it('has nowhere to go without samples, and a cursor beyond shrunk data comes back inside', () => {
    for (const key of KEYS) expect(movedIndex(key, 2, 0)).toBeNull();
    expect(movedIndex('ArrowLeft', 50, 10)).toBe(8);
  });

  it('a page is a tenth of the samples, at least one', () => {
    expect(pageStep(1)).toBe(1);
    expect(pageStep(7)).toBe(1);
    expect(pageStep(288)).toBe(29);
    expect(pageStep(8640)).toBe(864);
  });

  it('property: every key lands inside the samples, later keys never go earlier (and back), the ends are the ends', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.option(fc.integer({ min: -5, max: 25_000 }), { nil: null }),
        fc.constantFrom(...KEYS),
        (length, from, key) => {
          const to = movedIndex(key, from, length);
          if (key === 'Escape') return to === null;
          if (to === null || !Number.isInteger(to) || to < 0 || to >= length) return false;
          if (from === null) return true;
          const at = Math.min(length - 1, Math.max(0, from));
          const right = movedIndex('ArrowRight', at, length) as number;
          const page = movedIndex('PageUp', at, length) as number;
          const left = movedIndex('ArrowLeft', at, length) as number;
          const pageBack = movedIndex('PageDown', at, length) as number;
          return (
            pageBack <= left &&
            left <= at &&
            at <= right &&
            right <= page &&
            (right > at || at === length - 1) &&
            (left < at || at === 0) &&
            movedIndex('Home', at, length) === 0 &&
            movedIndex('End', at, length) === length - 1
          );
        },
      ),
    );
  });

  it('property: pressing later keys walks monotonically to the last sample, earlier keys to the first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.constantFrom<ChartKey>('ArrowRight', 'PageUp'), { minLength: 1, maxLength: 60 }),
        (length, keys) => {
          let at: number | null = null;
          for (const key of keys) {
            const next = movedIndex(key, at, length) as number;
            if (at !== null && next < at) return false;
            at = next;
          }
          let back = at as number;
          for (let presses = 0; presses < length; presses += 1) back = movedIndex('ArrowLeft', back, length)!;
          return back === 0;
        },
      ),
    );
  });
});

describe('nearest sample', () => {
  const x = [0, 10, 20, 40];

  it('finds the nearest, the earlier on a tie, and clamps outside the range', () => {
    expect(nearestIndex(x, 0)).toBe(0);
    expect(nearestIndex(x, 14)).toBe(1);
    expect(nearestIndex(x, 15)).toBe(1);
    expect(nearestIndex(x, 16)).toBe(2);
    expect(nearestIndex(x, 31)).toBe(3);
    expect(nearestIndex(x, -100)).toBe(0);
    expect(nearestIndex(x, 1e9)).toBe(3);
    expect(nearestIndex([], 5)).toBeNull();
  });

  it('property: no sample is nearer than the one found', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 200 }),
        fc.integer({ min: -2e6, max: 2e6 }),
        (values, at) => {
          const sorted = [...values].sort((a, b) => a - b);
          const index = nearestIndex(sorted, at) as number;
          const best = Math.abs((sorted[index] as number) - at);
          return sorted.every((value) => Math.abs(value - at) >= best);
        },
      ),
    );
  });
});

describe('the latest sample', () => {
  it('is the last one with any value: a day still under way ends in empty slots', () => {
    const series = [{ values: [1, 2, null, null] }, { values: [null, 5, 6, null] }];
    expect(latestIndex(series, 4)).toBe(2);
    expect(latestIndex([{ values: [null, null] }], 2)).toBe(1);
    expect(latestIndex([], 0)).toBeNull();
  });
});

describe('values', () => {
  it('reads a value with its unit in the locale, and a missing one as "no data", never 0', () => {
    expect(readoutValue(1234.567, 'kW', 2, 'de-DE')).toBe(`1.234,57${NBSP}kW`);
    expect(readoutValue(0, 'kW', 2, 'en-US')).toBe(`0${NBSP}kW`);
    expect(readoutValue(null, 'kW')).toBe(NO_DATA);
    expect(readoutValue(undefined, 'kW')).toBe(NO_DATA);
    expect(readoutValue(Number.NaN, 'kW')).toBe(NO_DATA);
  });

  it('reads every series at a sample, and nothing without one', () => {
    const series = [
      { label: 'PV', unit: 'kW', values: [1.5, null] },
      { label: 'State of charge', unit: '%', fractionDigits: 1, values: [52.25, 53] },
    ];
    expect(readoutValues(series, 1, 'en-US')).toEqual([NO_DATA, `53${NBSP}%`]);
    expect(readoutValues(series, 0, 'en-US')).toEqual([`1.5${NBSP}kW`, `52.3${NBSP}%`]);
    expect(readoutValues(series, null)).toEqual([NO_DATA, NO_DATA]);
    expect(readoutSentence('14:05', series, readoutValues(series, 1, 'en-US'))).toBe(
      `14:05: PV no data, State of charge 53${NBSP}%`,
    );
  });
});

describe('instants', () => {
  // 24 October 2026 has 24 hours in Berlin, the 25th (the clocks go back) 25.
  const berlinMidnight = Date.parse('2026-10-24T00:00:00+02:00') / 1000;

  it('days by the date, telemetry to the second, the rest to the minute', () => {
    const days = [berlinMidnight, berlinMidnight + 86_400, berlinMidnight + 2 * 86_400 + 3600];
    expect(days.map((day) => new Date(day * 1000).toISOString())).toEqual([
      '2026-10-23T22:00:00.000Z',
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    expect(instantPrecision(days, 'Europe/Berlin')).toBe('day');
    // The same days are not midnights in New York: the time matters there.
    expect(instantPrecision(days, 'America/New_York')).toBe('minute');
    expect(instantPrecision([0, 10, 20], 'Europe/Berlin')).toBe('second');
    expect(instantPrecision([0, 300, 600], 'Europe/Berlin')).toBe('minute');
    // A charging schedule: irregular periods go by the shortest.
    expect(instantPrecision([0, 6 * 3600, 6 * 3600 + 900, 24 * 3600], 'Europe/Berlin')).toBe('minute');
    expect(instantPrecision([100], 'Europe/Berlin')).toBe('minute');
    expect(instantPrecision([], 'Europe/Berlin')).toBe('minute');
    expect(instantPrecision(days, 'Not/AZone')).toBe('minute');
  });

  it("reads an instant in the chart's zone, the locale's way, naming the zone when it is not the viewer's", () => {
    const at = Date.parse('2026-10-31T12:05:30Z') / 1000;
    expect(readoutInstant(at, 'Europe/Berlin', 'minute', 'Europe/Berlin', 'de-DE')).toBe('31.10.2026, 13:05');
    expect(readoutInstant(at, 'Europe/Berlin', 'second', 'Europe/Berlin', 'de-DE')).toBe(
      '31.10.2026, 13:05:30',
    );
    expect(readoutInstant(at, 'Europe/Berlin', 'day', 'Europe/Berlin', 'de-DE')).toBe('31.10.2026');
    expect(readoutInstant(at, 'Europe/Lisbon', 'minute', 'Europe/Berlin', 'en-US')).toBe(
      '10/31/2026, 12:05 PM (Europe/Lisbon)',
    );
    // An unknown zone (a server's typo) reads in the browser's zone instead of failing the screen.
    expect(readoutInstant(at, 'Not/AZone', 'minute', undefined, 'de-DE')).toBe('31.10.2026, 13:05');
  });
});
