import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '../../../src/domain/format/relative-time.ts';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

/** In American English, with the no-break space between number and unit read as a space. */
const ago = (then: number, now: number) => timeAgo(then, now, 'en-US').replace(/\u00a0/g, ' ');

describe('timeAgo', () => {
  it('reads like a list’s "updated … ago" at each boundary', () => {
    expect(ago(NOW, NOW)).toBe('just now');
    expect(ago(NOW - 9_999, NOW)).toBe('just now');
    expect(ago(NOW - 10 * S, NOW)).toBe('10 s ago');
    expect(ago(NOW - 59_999, NOW)).toBe('59 s ago');
    expect(ago(NOW - MIN, NOW)).toBe('1 min ago');
    expect(ago(NOW - (H - 1), NOW)).toBe('59 min ago');
    expect(ago(NOW - H, NOW)).toBe('1 h ago');
    expect(ago(NOW - (DAY - 1), NOW)).toBe('23 h ago');
    expect(ago(NOW - DAY, NOW)).toBe('1 day ago');
    expect(ago(NOW - 3 * DAY, NOW)).toBe('3 days ago');
  });

  it("writes its numbers in the locale's way, the unit on the number's line", () => {
    expect(timeAgo(NOW - 1234 * DAY, NOW, 'de-DE')).toBe('1.234 days ago');
    expect(timeAgo(NOW - 1234 * DAY, NOW, 'en-US')).toBe('1,234 days ago');
    expect(timeAgo(NOW - 42 * S, NOW, 'de-DE')).toBe('42\u00a0s ago');
  });

  it('a time in the future (a clock that moved back) is "just now"; unusable numbers give ""', () => {
    expect(ago(NOW + 5 * MIN, NOW)).toBe('just now');
    expect(ago(Number.NaN, NOW)).toBe('');
    expect(ago(NOW, Number.POSITIVE_INFINITY)).toBe('');
  });

  it('property: never empty for finite times, and never younger as the clock moves on', () => {
    const order = (text: string): number => {
      if (text === 'just now') return 0;
      const [amount, unit] = text.split(/\s/);
      const scale: Record<string, number> = { s: S, min: MIN, h: H, day: DAY, days: DAY };
      return Number(amount) * (scale[unit ?? ''] ?? Number.NaN);
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), fc.integer({ min: 0, max: 400 * DAY }), (a, b) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        expect(ago(NOW - later, NOW)).not.toBe('');
        expect(order(timeAgo(NOW, NOW + earlier))).toBeLessThanOrEqual(order(timeAgo(NOW, NOW + later)));
      }),
    );
  });
});
