import { format, isValid, parseISO } from 'date-fns';
import { FILTER_DATE_FORMAT } from './constants.ts';
import { parseLocalDate } from './filters/local-date.ts';

/*
 * THE date display of the portal: every date staff read is local time in the SPEC's date order (yyyy/MM/dd, §9),
 * with the time where it matters. Unusable input is shown as it came, never as "Invalid Date".
 */

/** Date-times in lists and details: local time, `yyyy/MM/dd HH:mm`. */
export const DISPLAY_DATE_TIME_FORMAT = `${FILTER_DATE_FORMAT} HH:mm`;

/** The day only, `yyyy/MM/dd` local, for columns where the time of day adds nothing (created, activated). */
export function displayDate(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, FILTER_DATE_FORMAT) : iso;
}

/** An instant as a local date-time; '' when absent. */
export function displayDateTime(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return '';
  const date = parseISO(iso);
  return isValid(date) ? format(date, DISPLAY_DATE_TIME_FORMAT) : iso;
}

/** A whole local date of the filters (`yyyy-MM-dd`) as staff read it. */
export function displayLocalDate(text: string): string {
  const date = parseLocalDate(text);
  return date ? format(date, FILTER_DATE_FORMAT) : text;
}
