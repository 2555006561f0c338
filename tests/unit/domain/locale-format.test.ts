// Numbers, units and dates in the browser's locale, through one module. German staff read `1.234,5 kWh`.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDay,
  formatDayTime,
  formatQuantity,
  formatTime,
} from '../../../src/domain/format/locale-format.ts';
import {
  displayDate,
  displayDateAndTime,
  displayDateTime,
  displayLocalDate,
} from '../../../src/domain/format/date-display.ts';

const NBSP = '\u00a0';
// 02:00 in Berlin (tests pin TZ=Europe/Berlin): one hour before the clocks go back.
const LAST_SEEN = '2026-10-31T01:00:00Z';

describe('numbers and quantities', () => {
  it('German: dot groups thousands, comma before decimals', () => {
    expect(formatQuantity(1234.5, 'kWh', 1, 'de-DE')).toBe(`1.234,5${NBSP}kWh`);
    expect(formatCount(1234567, 'de-DE')).toBe('1.234.567');
    expect(formatQuantity(0.25, '%', 1, 'de-DE')).toBe(`0,3${NBSP}%`);
  });

  it('American English: comma groups thousands, dot before decimals', () => {
    expect(formatQuantity(1234.5, 'kWh', 1, 'en-US')).toBe(`1,234.5${NBSP}kWh`);
    expect(formatCount(1234567, 'en-US')).toBe('1,234,567');
    expect(formatQuantity(42, 's', 0, 'en-US')).toBe(`42${NBSP}s`);
  });

  it('a count is whole; a quantity keeps at most the decimals asked for, never padding', () => {
    expect(formatCount(2.6, 'de-DE')).toBe('3');
    expect(formatQuantity(3, 'A', 2, 'de-DE')).toBe(`3${NBSP}A`);
    expect(formatQuantity(3.14159, 'A', 2, 'de-DE')).toBe(`3,14${NBSP}A`);
  });

  it('property: a count reads back as the same number once the grouping is removed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (n) => {
        expect(Number(formatCount(n, 'de-DE').replaceAll('.', ''))).toBe(n);
        expect(Number(formatCount(n, 'en-US').replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});

describe('dates', () => {
  it('German: day.month.year and the 24-hour clock, in local time', () => {
    const date = new Date(LAST_SEEN);
    expect(formatDay(date, 'de-DE')).toBe('31.10.2026');
    expect(formatTime(date, 'de-DE')).toBe('02:00');
    expect(formatDayTime(date, 'de-DE')).toBe('31.10.2026, 02:00');
  });

  it('American English: month/day/year and AM/PM', () => {
    const date = new Date(LAST_SEEN);
    expect(formatDay(date, 'en-US')).toBe('10/31/2026');
    expect(formatTime(date, 'en-US')).toBe('02:00 AM');
    expect(formatDayTime(date, 'en-US')).toBe('10/31/2026, 02:00 AM');
  });

  it("the answers' instants show in the locale; absent or unusable ones as they came, never Invalid Date", () => {
    expect(displayDateTime(LAST_SEEN, 'de-DE')).toBe('31.10.2026, 02:00');
    expect(displayDate(LAST_SEEN, 'de-DE')).toBe('31.10.2026');
    expect(displayDateAndTime(LAST_SEEN, 'de-DE')).toEqual(['31.10.2026', '02:00']);
    expect(displayDateTime(null, 'de-DE')).toBe('');
    expect(displayDate('', 'de-DE')).toBe('');
    expect(displayDateTime('not a date', 'de-DE')).toBe('not a date');
    expect(displayDateAndTime('not a date', 'de-DE')).toEqual(['not a date', '']);
  });

  it("the filters' dates keep the SPEC's own format, yyyy/MM/dd (§9), whatever the locale", () => {
    expect(displayLocalDate('2026-10-31')).toBe('2026/10/31');
  });
});
