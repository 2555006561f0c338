import { FILTER_DATE_FORMAT } from '../shared/constants.ts';

/** Dates in filter state, URL params and on the wire. */
export const LOCAL_DATE_FORMAT = 'yyyy-MM-dd';
/** How filters show a date: the SPEC §9 constant, under the name the date pickers import it by. */
export const DISPLAY_DATE_FORMAT = FILTER_DATE_FORMAT;

const LOCAL_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** Local midnight of a `yyyy-MM-dd` date, or null when the text is not a real calendar date in years 1000–9999. */
export function parseLocalDate(text: string): Date | null {
  if (!LOCAL_DATE_SHAPE.test(text) || text < '1000') return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // Date rolls 2024-02-30 over to March; formatting back catches that. (Hand-written for the two fixed formats:
  // date-fns' parse and format would put ~10 kB gzip on every list route; the date pickers load it lazily.)
  return toLocalDate(date) === text ? date : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A local date in a fixed `yyyy<sep>MM<sep>dd` order (the wire's `-`, the display's `/`). */
export function formatLocalDate(date: Date, separator: '-' | '/'): string {
  return [pad(date.getFullYear(), 4), pad(date.getMonth() + 1), pad(date.getDate())].join(separator);
}

export function isLocalDate(text: string): boolean {
  return parseLocalDate(text) !== null;
}

export function toLocalDate(date: Date): string {
  return formatLocalDate(date, '-');
}

/**
 * The instants [fromMs, toMs) covered by the local dates first..last inclusive. `fromIso`/`toIso` are the same
 * instants as UTC ISO strings (`yyyy-MM-ddTHH:mm:ss.000Z`), which lets canonical UTC timestamps be compared as
 * strings without parsing each one; null when an instant falls outside four-digit years.
 */
export interface InstantWindow {
  readonly fromMs: number;
  readonly toMs: number;
  readonly fromIso: string | null;
  readonly toIso: string | null;
}

export function localDayWindow(first: string, last: string): InstantWindow | null {
  const from = parseLocalDate(first);
  const lastDay = parseLocalDate(last);
  if (!from || !lastDay) return null;
  // The next calendar day keeps local midnight across DST changes; adding 24 h would not.
  const to = new Date(lastDay.getFullYear(), lastDay.getMonth(), lastDay.getDate() + 1);
  return { fromMs: from.getTime(), toMs: to.getTime(), fromIso: isoInstant(from), toIso: isoInstant(to) };
}

function isoInstant(date: Date): string | null {
  const iso = date.toISOString();
  // Six-digit expanded years ("+010000-…") do not sort with four-digit ones; whole seconds are required too. The
  // string is used whole: a slice of it would be a V8 sliced string, several times slower to compare.
  return iso.length === 24 && iso.endsWith('.000Z') ? iso : null;
}
