/*
 * THE locale-aware formatting of the portal: every number, quantity with a unit and date staff read goes
 * through Intl here, in the browser's locale — German staff read `1.234,5 kWh` and `31.10.2026, 02:00`, American staff
 * `1,234.5 kWh` and `10/31/2026, 02:00 AM`. `locale` left out means the runtime's default locale, which in the browser
 * is the browser's language; tests name one. The words around the numbers stay English, as the rest of the UI.
 * Formats the SPEC fixes itself are not made here: the filters' dates stay `yyyy/MM/dd` (SPEC §9, date-display.ts).
 */

type Locale = string | undefined;

// Building an Intl formatter costs far more than using one (a table formats hundreds of values): one per locale
// and style.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  const known = formatters.get(key);
  if (known !== undefined) return known as T;
  const made = make();
  formatters.set(key, made);
  return made;
}

const numberFormat = (locale: Locale, maximumFractionDigits: number) =>
  cached(
    `n|${locale ?? ''}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { maximumFractionDigits }),
  );

/** A count (sites, pages, installations, seconds): whole, with the locale's grouping — `1.234` in German. */
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

const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

const dateFormat = (locale: Locale, parts: 'day' | 'time' | 'day-time') =>
  cached(
    `d|${locale ?? ''}|${parts}`,
    () =>
      new Intl.DateTimeFormat(locale, parts === 'day' ? DAY : parts === 'time' ? TIME : { ...DAY, ...TIME }),
  );

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
 * An instant in a named time zone (a site's days are the site's days), in the browser's locale: `31.10.2026, 14:05`
 * in German. An unknown zone falls back to the browser's own rather than failing the screen.
 */
export function formatZonedInstant(
  date: Date,
  timeZone: string,
  precision: InstantPrecision,
  locale?: Locale,
): string {
  return cached(`z|${locale ?? ''}|${timeZone}|${precision}`, () => {
    try {
      return new Intl.DateTimeFormat(locale, { ...PRECISION[precision], timeZone });
    } catch {
      return new Intl.DateTimeFormat(locale, PRECISION[precision]);
    }
  }).format(date);
}
