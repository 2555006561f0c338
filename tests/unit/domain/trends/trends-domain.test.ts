// The trends screen's range in the URL, the period before it and the change against it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChange, periodChange } from '../../../../src/domain/trends/period-change.ts';
import { trendCsv } from '../../../../src/domain/trends/trend-csv.ts';
import {
  daysBetween,
  MAX_TREND_SPAN_DAYS,
  previousPeriod,
  TREND_HISTORY_DAYS,
  trendRangeFromParams,
  trendRangeToParams,
} from '../../../../src/domain/trends/trend-range.ts';
import type { TrendSnapshot } from '../../../../src/domain/trends/trend-metrics.ts';
import { addDays } from '../../../../src/domain/format/zoned-time.ts';

const TODAY = '2026-11-03';
const date = fc.integer({ min: -900, max: 30 }).map((offset) => addDays(TODAY, offset));
const text = fc.oneof(
  fc.string(),
  date,
  fc.constantFrom('30d', '90d', '1y', 'custom', '<b>x</b>', '9999-99-99'),
);

describe('trendRangeFromParams', () => {
  it('always gives a range the API accepts, whatever the URL holds', () => {
    fc.assert(
      fc.property(text, text, text, (range, from, to) => {
        const parsed = trendRangeFromParams(new URLSearchParams({ range, from, to }), TODAY);
        const span = daysBetween(parsed.from, parsed.to) + 1;
        expect(span).toBeGreaterThanOrEqual(1);
        expect(span).toBeLessThanOrEqual(MAX_TREND_SPAN_DAYS);
        expect(daysBetween(parsed.to, TODAY)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(parsed.from, TODAY)).toBeLessThanOrEqual(TREND_HISTORY_DAYS);
      }),
    );
  });

  it('reads back what it writes: presets and valid custom ranges', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: MAX_TREND_SPAN_DAYS - 1 }), (to, back) => {
        fc.pre(daysBetween(to, TODAY) >= 0 && daysBetween(addDays(to, -back), TODAY) <= TREND_HISTORY_DAYS);
        const range = { kind: 'custom' as const, from: addDays(to, -back), to };
        expect(trendRangeFromParams(trendRangeToParams(range), TODAY)).toEqual(range);
      }),
    );
    expect(trendRangeFromParams(new URLSearchParams('range=90d'), TODAY)).toEqual({
      kind: '90d',
      from: addDays(TODAY, -89),
      to: TODAY,
    });
    expect(trendRangeFromParams(new URLSearchParams('range=1y'), TODAY).from).toBe(addDays(TODAY, -364));
  });

  it('falls back to the last 30 days for a reversed, too long or future custom range', () => {
    for (const search of [
      'range=custom&from=2026-11-02&to=2026-10-01',
      'range=custom&from=2025-01-01&to=2026-11-01',
      'range=custom&from=2026-11-01&to=2026-11-05',
      'range=custom&from=2026-02-30&to=2026-03-01',
    ]) {
      expect(trendRangeFromParams(new URLSearchParams(search), TODAY)).toEqual({
        kind: '30d',
        from: addDays(TODAY, -29),
        to: TODAY,
      });
    }
  });
});

describe('previousPeriod', () => {
  it('is as long as the range and ends the day before it starts', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 400 }), (to, back) => {
        const from = addDays(to, -back);
        const previous = previousPeriod({ from, to });
        expect(daysBetween(previous.from, previous.to)).toBe(back);
        expect(addDays(previous.to, 1)).toBe(from);
      }),
    );
  });
});

describe('periodChange', () => {
  const count = fc.integer({ min: 0, max: 10_000 });
  const reading = fc.constantFrom(true, false, null);

  it('is the difference, its direction and whether that is good news', () => {
    fc.assert(
      fc.property(count, count, reading, (current, previous, higherIsBetter) => {
        const change = periodChange(current, previous, higherIsBetter);
        expect(change.delta).toBe(current - previous);
        expect(change.direction).toBe(current > previous ? 'up' : current < previous ? 'down' : 'flat');
        if (change.direction === 'flat' || higherIsBetter === null) expect(change.tone).toBe('neutral');
        else expect(change.tone === 'better').toBe((change.direction === 'up') === higherIsBetter);
        expect(change.percent === null).toBe(previous === 0);
        // Reading the metric the other way round flips good and bad news.
        if (higherIsBetter !== null && change.tone !== 'neutral')
          expect(periodChange(current, previous, !higherIsBetter).tone).not.toBe(change.tone);
      }),
    );
  });

  it('reads as a signed amount with its percentage', () => {
    expect(formatChange(periodChange(45, 40, false), 'en-US')).toBe('+5 (+12.5 %)');
    expect(formatChange(periodChange(27, 30, false), 'en-US')).toBe('−3 (−10 %)');
    expect(formatChange(periodChange(3, 3, true), 'en-US')).toBe('±0');
    expect(formatChange(periodChange(4, 0, false), 'en-US')).toBe('+4 (new)');
  });
});

describe('trendCsv', () => {
  const snapshot = (date: string, critical: number): TrendSnapshot => ({
    date,
    live: false,
    sites: 10,
    online: 7,
    activations: 1,
    health: {
      overall: { good: 10 - critical, moderate: 0, critical },
      iot: { good: 10, moderate: 0, critical: 0 },
      vpp: { good: 10, moderate: 0, critical: 0 },
    },
    problems: [{ code: 'SITE_OFFLINE_NOW', count: 2 }],
  });

  it('has a header and one row per day, every figure in its column', () => {
    const csv = trendCsv(
      [snapshot('2026-11-01', 3), snapshot('2026-11-02', 2)],
      ['SITE_OFFLINE_NOW', 'PENDING_ACTIVATION'],
      'en-US',
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('Site Health Status: Critical');
    expect(lines[1]).toBe('2026-11-01,10,7,1,7,0,3,10,0,0,10,0,0,2,0');
  });
});
