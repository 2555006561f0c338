import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../src/domain/relative-time.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

describe('timeAgo', () => {
  it('reads like a list’s "updated … ago" at each boundary', () => {
    expect(timeAgo(NOW, NOW)).toBe('just now');
    expect(timeAgo(NOW - 9_999, NOW)).toBe('just now');
    expect(timeAgo(NOW - 10 * S, NOW)).toBe('10 s ago');
    expect(timeAgo(NOW - 59_999, NOW)).toBe('59 s ago');
    expect(timeAgo(NOW - MIN, NOW)).toBe('1 min ago');
    expect(timeAgo(NOW - (H - 1), NOW)).toBe('59 min ago');
    expect(timeAgo(NOW - H, NOW)).toBe('1 h ago');
    expect(timeAgo(NOW - (DAY - 1), NOW)).toBe('23 h ago');
    expect(timeAgo(NOW - DAY, NOW)).toBe('1 day ago');
    expect(timeAgo(NOW - 3 * DAY, NOW)).toBe('3 days ago');
  });

  it('a time in the future (a clock that moved back) is "just now"; unusable numbers give ""', () => {
    expect(timeAgo(NOW + 5 * MIN, NOW)).toBe('just now');
    expect(timeAgo(Number.NaN, NOW)).toBe('');
    expect(timeAgo(NOW, Number.POSITIVE_INFINITY)).toBe('');
  });

  it('property: never empty for finite times, and never younger as the clock moves on', () => {
    const order = (text: string): number => {
      if (text === 'just now') return 0;
      const [amount, unit] = text.split(' ');
      const scale: Record<string, number> = { s: S, min: MIN, h: H, day: DAY, days: DAY };
      return Number(amount) * (scale[unit ?? ''] ?? Number.NaN);
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), fc.integer({ min: 0, max: 400 * DAY }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(timeAgo(NOW - later, NOW)).not.toBe('');
        expect(order(timeAgo(NOW, NOW + earlier))).toBeLessThanOrEqual(order(timeAgo(NOW, NOW + later)));
      }),
    );
  });
});
