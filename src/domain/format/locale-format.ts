import { formatLocale } from './active-format.ts';

/*
 * THE locale-aware formatting of the portal: every number, quantity with a unit, percentage, money value and date
 * staff read goes through Intl here, in the regional format the person chose (active-format.ts) — with de-DE staff
 * read `1.234,5 kWh`, `12,30 €` and `31.10.2026, 02:00`, with en-US `1,234.5 kWh`, `€12.30` and
 * `10/31/2026, 02:00 AM`. A `locale` given names another format (tests; a preview of a format in the person's menu).
 * Formats the SPEC fixes itself are not made here: the filters' dates stay `yyyy/MM/dd` (SPEC §9, date-display.ts).
 */

type Locale = string | undefined;

// Building an Intl formatter costs far more than using one (a table formats hundreds of values): one per format and
// style. The key names the format the formatter was made for (`''`: the runtime's default, before a choice), so a
// change of the chosen format never reuses one made for the format before.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const known = formatters.get(key);
  if (known !== undefined) return known as T;
  const made = make();
  formatters.set(key, made);
  return made;
}

const numberFormat = (given: Locale, maximumFractionDigits: number) => {
  const locale = formatLocale(given);
  return cached(
    `n|${locale ?? ''}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  );
};

/** A count (sites, pages, installations, seconds): whole, with the format's grouping — `1.234` in German. */
export function formatCount(value: number, locale?: Locale): string {
  return numberFormat(locale, 0).format(value);
}

/**
 * A measured quantity and its unit (`kWh`, `kW`, `A`, `%` …), at most `fractionDigits` decimals: `1.234,5 kWh` in
 * German. A no-break space keeps the unit on the number's line.
 */
export function formatQuantity(value: number, unit: string, fractionDigits = 1, locale?: Locale): string {
  return `${numberFormat(locale, fractionDigits).format(value)}\u00a0${unit}`;
}

/** A measured value without its unit (a table cell under a header that names the unit): `1.234,5` in German. */
export function formatDecimal(value: number, fractionDigits = 1, locale?: Locale): string {
  return numberFormat(locale, fractionDigits).format(value);
}

/**
 * A share of a whole (0.253 → 25,3 % in German, 25.3% in English): Intl's percent style, so the sign's place and
 * its space are the format's own.
 */
export function formatPercent(ratio: number, fractionDigits = 1, locale?: Locale): string {
  const tag = formatLocale(locale);
  return cached(
    `p|${tag ?? ''}|${fractionDigits}`,
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: fractionDigits }),
  ).format(ratio);
}

/**
 * An amount of money in `currency` (ISO 4217, euro by default), with the currency's decimals: `12,30 €` in German,
 * `€12.30` in British and American English.
 */
export function formatMoney(amount: number, currency = 'EUR', locale?: Locale): string {
  const tag = formatLocale(locale);
  return cached(
    `m|${tag ?? ''}|${currency}`,
    () => new Intl.NumberFormat(tag, { style: 'currency', currency }),
  ).format(amount);
}

/** The format's decimal mark (`,` in German, `.` in English): what a CSV of numbers is written with. */
export function decimalMark(locale?: Locale): string {
  return (
    numberFormat(locale, 1)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value ?? '.'
  );
}

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const dateFormat = (given: Locale, parts: 'day' | 'time' | 'day-time') => {
  const locale = formatLocale(given);
  return cached(
    `d|${locale ?? ''}|${parts}`,
    () =>
      new Intl.DateTimeFormat(locale, parts === 'day' ? DAY : parts === 'time' ? TIME : { ...DAY, ...TIME }),
  );
};

/** The local day of an instant: `31.10.2026` in German, `10/31/2026` in American English. */
export function formatDay(date: Date, locale?: Locale): string {
  return dateFormat(locale, 'day').format(date);
}

/** The local time of day of an instant, to the minute: `02:00` in German, `02:00 AM` in American English. */
export function formatTime(date: Date, locale?: Locale): string {
  return dateFormat(locale, 'time').format(date);
}

/** The local day and time of an instant: `31.10.2026, 02:00` in German. */
export function formatDayTime(date: Date, locale?: Locale): string {
  return dateFormat(locale, 'day-time').format(date);
}

/** How much of an instant is written: the date only, to the minute, or to the second. */
export type InstantPrecision = 'day' | 'minute' | 'second';

const PRECISION: Readonly<Record<InstantPrecision, Intl.DateTimeFormatOptions>> = {
  day: DAY,
  minute: { ...DAY, ...TIME },
  second: { ...DAY, ...TIME, second: '2-digit' },
};

/**
 * An instant in a named time zone (a site's days are the site's days), in the chosen format: `31.10.2026, 14:05`
 * in German. An unknown zone falls back to the browser's own rather than failing the screen.
 */
export function formatZonedInstant(
  date: Date,
  timeZone: string,
  precision: InstantPrecision,
  locale?: Locale,
): string {
  const tag = formatLocale(locale);
  return cached(`z|${tag ?? ''}|${timeZone}|${precision}`, () => {
    try {
      return new Intl.DateTimeFormat(tag, { ...PRECISION[precision], timeZone });
    } catch {
      return new Intl.DateTimeFormat(tag, PRECISION[precision]);
    }
  }).format(date);
}

/**
 * A date-time formatter of the chosen format with options of its own (a chart's axis, a site's hour), cached like
 * the others: the screens that need another shape than the ones above take theirs here instead of `new
 * Intl.DateTimeFormat(undefined, …)`, which would write in the browser's language.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions, locale?: Locale): Intl.DateTimeFormat {
  const tag = formatLocale(locale);
  return cached(`o|${tag ?? ''}|${JSON.stringify(options)}`, () => {
    try {
      return new Intl.DateTimeFormat(tag, options);
    } catch {
      // an unknown time zone in the options: the browser's own rather than a failed screen
      const { timeZone: _unknown, ...rest } = options;
      return new Intl.DateTimeFormat(tag, rest);
    }
  });
}

/**
 * An instant as a spreadsheet reads it, in `timeZone`: the format's numeric day and the 24-hour time to the second,
 * `31.10.2026 23:30:00` in German, `31/10/2026 23:30:00` in British and `10/31/2026 23:30:00` in American English
 * (no comma between them, which Excel would not read as one date-time). The CSV exports write instants so.
 */
export function formatSpreadsheetInstant(date: Date, timeZone: string, locale?: Locale): string {
  const day = dateTimeFormat({ ...DAY, timeZone }, locale).format(date);
  const time = dateTimeFormat(
    { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone },
    locale,
  ).format(date);
  return `${day} ${time}`;
}
