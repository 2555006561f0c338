import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ENERGY_RANGES,
  MAX_POINTS_PER_SERIES,
  parseRangeQuery,
  rangeBuckets,
  rangeEndDate,
  rangeStartDate,
  RESOLUTION_SECONDS,
  shiftRange,
  unitFor,
} from '../../../src/domain/energy/energy-range.ts';
import { addDays, zonedDate, zonedDayStart } from '../../../src/domain/format/zoned-time.ts';

const BERLIN = 'Europe/Berlin';
const isoDay = fc
  .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const zone = fc.constantFrom(BERLIN, 'UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata');

describe('resolution by range', () => {
  it('is 5 min for a day, 1 h for a week, a day for a month or a year; kW for short, kWh for long', () => {
    expect(RESOLUTION_SECONDS).toEqual({ day: 300, week: 3600, month: 86_400, year: 86_400 });
    expect(ENERGY_RANGES.map(unitFor)).toEqual(['kW', 'kW', 'kWh', 'kWh']);
  });

  it('gives a daylight-saving day 23 or 25 hours of 5-minute buckets', () => {
    expect(rangeBuckets('day', '2026-03-29', BERLIN)).toHaveLength(23 * 12);
    expect(rangeBuckets('day', '2026-10-25', BERLIN)).toHaveLength(25 * 12);
    expect(rangeBuckets('day', '2026-11-24', BERLIN)).toHaveLength(24 * 12);
    expect(rangeBuckets('week', '2026-10-26', BERLIN)).toHaveLength(7 * 24);
    expect(rangeBuckets('week', '2026-10-19', BERLIN)).toHaveLength(7 * 24 + 1);
  });

  it('property: every range of any day in any zone has at most 2,000 ascending buckets, the first at local midnight of its first day', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENERGY_RANGES), isoDay, zone, (range, day, timeZone) => {
        const buckets = rangeBuckets(range, day, timeZone);
        const first = rangeStartDate(range, day);
        expect(buckets.length).toBeGreaterThan(0);
        expect(buckets.length).toBeLessThanOrEqual(MAX_POINTS_PER_SERIES);
        expect(buckets[0]).toBe(zonedDayStart(first, timeZone));
        for (let i = 1; i < buckets.length; i += 1) expect(buckets[i]!).toBeGreaterThan(buckets[i - 1]!);
        expect(buckets[buckets.length - 1]!).toBeLessThan(
          zonedDayStart(rangeEndDate(range, first), timeZone),
        );
      }),
      { numRuns: 30 },
    );
  });

  it('property: the range holding a day contains it, and shifting forth and back returns to it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ENERGY_RANGES), isoDay, (range, day) => {
        const start = rangeStartDate(range, day);
        expect(start <= day && day < rangeEndDate(range, start)).toBe(true);
        expect(shiftRange(range, shiftRange(range, start, 1), -1)).toBe(start);
        expect(shiftRange(range, start, 1)).toBe(rangeEndDate(range, start));
      }),
    );
  });

  it('property: local midnight is on its own day in the zone', () => {
    fc.assert(
      fc.property(isoDay, zone, (day, timeZone) => {
        expect(zonedDate(zonedDayStart(day, timeZone), timeZone)).toBe(day);
        expect(zonedDate(zonedDayStart(day, timeZone) - 1, timeZone)).toBe(addDays(day, -1));
      }),
    );
  });

  it('reads the range from the URL and drops malformed values', () => {
    const read = (query: string) => parseRangeQuery(new URLSearchParams(query), '2026-11-25');
    expect(read('range=week&start=2026-11-27')).toEqual({ range: 'week', start: '2026-11-23' });
    expect(read('range=month&start=2026-11-27')).toEqual({ range: 'month', start: '2026-11-01' });
    expect(read('range=decade&start=2026-02-31')).toEqual({ range: 'day', start: '2026-11-25' });
    expect(read('')).toEqual({ range: 'day', start: '2026-11-25' });
  });
});
