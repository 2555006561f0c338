import { formatLocalDate, parseLocalDate } from './local-date.ts';
import { formatDay, formatDayTime, formatTime } from './locale-format.ts';

/*
 * THE date display of the portal: the instants of the answers (last seen, created, activated, since) in local time,
 * formatted in the person's regional format by locale-format.ts, with the time where it matters; the filters' own
 * dates in the SPEC's fixed `yyyy/MM/dd` (§9). Unusable input is shown as it came, never as "Invalid Date".
 */

type Locale = string | undefined;

/** The instant of an ISO text, or null when there is none to show. */
function instant(iso: string | null | undefined): Date | null {
  if (iso === null || iso === undefined || iso === '') return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day only, local, for columns where the time of day adds nothing (created, activated); '' when absent. */
export function displayDate(iso: string | null | undefined, locale?: Locale): string {
  const date = instant(iso);
  return date === null ? (iso ?? '') : formatDay(date, locale);
}

/** An instant as a local date-time; '' when absent. */
export function displayDateTime(iso: string | null | undefined, locale?: Locale): string {
  const date = instant(iso);
  return date === null ? (iso ?? '') : formatDayTime(date, locale);
}

/** An instant as its local day and its time of day, shown on two lines; [iso, ''] when unusable. */
export function displayDateAndTime(iso: string, locale?: Locale): [string, string] {
  const date = instant(iso);
  return date === null ? [iso, ''] : [formatDay(date, locale), formatTime(date, locale)];
}

/** A whole local date of the filters (`yyyy-MM-dd`) as staff read it, in the filters' format (SPEC §9). */
export function displayLocalDate(text: string): string {
  const date = parseLocalDate(text);
  // SPEC §9's yyyy/MM/dd (FILTER_DATE_FORMAT), written out: see formatLocalDate.
  return date ? formatLocalDate(date, '/') : text;
}
