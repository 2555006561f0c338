import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offlineDuration, offlineText } from '../../../src/domain/format/offline-duration.ts';

const NOW = Date.UTC(2026, 10, 3, 9, 40, 0);
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;

/** In American English, with the no-break space between number and unit read as a space. */
const spaced = (text: string) => text.replace(/\u00a0/g, ' ');
const lasted = (since: number, now = NOW) => spaced(offlineDuration(since, now, 'en-US'));

/** The duration a text says, in ms (its units summed), to compare against the real one. */
function said(text: string): number {
  if (text === '< 1 min') return 0;
  const units: Record<string, number> = { min: MIN, h: H, d: DAY };
  return [...text.matchAll(/(\d+) (min|h|d)/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * (units[unit as string] as number),
    0,
  );
}

describe('offlineDuration', () => {
  it('reads minutes, hours or days in its two largest units, rounded down, at each boundary', () => {
    expect(lasted(NOW)).toBe('< 1 min');
    expect(lasted(NOW - 59_999)).toBe('< 1 min');
    expect(lasted(NOW - MIN)).toBe('1 min');
    expect(lasted(NOW - (H - 1))).toBe('59 min');
    expect(lasted(NOW - H)).toBe('1 h');
    expect(lasted(NOW - (H + 7 * MIN + 59 * S))).toBe('1 h 7 min');
    expect(lasted(NOW - (DAY - 1))).toBe('23 h 59 min');
    expect(lasted(NOW - DAY)).toBe('1 d');
    expect(lasted(NOW - (3 * DAY + 2 * H + 59 * MIN))).toBe('3 d 2 h');
    expect(lasted(NOW - 16 * DAY)).toBe('16 d');
  });

  it('reads the clock it is given, never the machine’s', () => {
    const since = NOW - 5 * H;
    expect(lasted(since, NOW)).toBe('5 h');
    expect(lasted(since, NOW + DAY)).toBe('1 d 5 h');
  });

  it('is never negative: a last connection after now (a clock that moved back) reads under a minute', () => {
    expect(lasted(NOW + H)).toBe('< 1 min');
  });

  it('is empty for an unusable instant', () => {
    expect(offlineDuration(Number.NaN, NOW)).toBe('');
    expect(offlineDuration(NOW, Number.POSITIVE_INFINITY)).toBe('');
  });

  it('property: never negative, never more than the real duration and less than one of its smallest unit below', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30 * DAY, max: 400 * DAY }), (age) => {
        const text = lasted(NOW - age);
        expect(text).not.toMatch(/-/);
        const real = Math.max(0, age);
        const shown = said(text);
        expect(shown).toBeLessThanOrEqual(real);
        // The smallest unit shown: minutes under a day, hours from a day on.
        const step = real < DAY ? MIN : H;
        expect(real - shown).toBeLessThan(step);
      }),
    );
  });

  it('property: it grows with the time offline (monotone in now)', () => {
    fc.assert(
      fc.property(fc.nat(100 * DAY), fc.nat(100 * DAY), (a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(said(lasted(NOW - shorter))).toBeLessThanOrEqual(said(lasted(NOW - longer)));
      }),
    );
  });

  it("writes its numbers in the locale's way, the unit on the number's line", () => {
    expect(offlineDuration(NOW - 1234 * DAY, NOW, 'de-DE')).toBe('1.234\u00a0d');
  });
});

describe('offlineText', () => {
  it('is the one wording: "Offline for …", and the instant it began', () => {
    const since = new Date(NOW - (3 * DAY + 2 * H)).toISOString();
    const words = offlineText(since, NOW, 'en-US');
    expect(spaced(words.text)).toBe('Offline for 3 d 2 h');
    expect(words.since).toMatch(/^Offline since .*2026/);
  });

  it('says only "Offline" when the last connection is unusable, never "Invalid Date"', () => {
    expect(offlineText('', NOW)).toEqual({ text: 'Offline', since: 'Offline' });
    expect(offlineText(null, NOW).text).toBe('Offline');
    expect(offlineText('yesterday', NOW)).toEqual({ text: 'Offline', since: 'Offline, last seen yesterday' });
  });
});
