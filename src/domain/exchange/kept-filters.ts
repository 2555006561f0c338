/*
 * The URL half of the data exchange's and the job runs' own filters: repeated choices, a site and a range
 * of local dates, kept in the URL beside the shared list state (domain/lists/list-state.ts `keep`). Unknown or malformed
 * values are dropped (DESIGN §3: bad URL params never crash anything and are never trusted).
 */
import type { DateFilter } from '../filters/filter-state.ts';
import { isLocalDate, localDayWindow } from '../format/local-date.ts';

/** The chosen values of a repeated param that are members, each once, in catalogue order. */
export function choicesOf<T extends string>(
  params: URLSearchParams,
  name: string,
  catalogue: readonly T[],
): T[] {
  const given = new Set(params.getAll(name));
  return catalogue.filter((value) => given.has(value));
}

const SITE_KEY = /^[A-Za-z0-9-]{1,100}$/;

/** A site key (a subscription uuid) of the URL, or '' when absent or malformed. */
export function siteOf(params: URLSearchParams, name: string): string {
  const value = params.get(name) ?? '';
  return SITE_KEY.test(value) ? value : '';
}

/** Two local dates of the URL (yyyy-MM-dd), ordered; a malformed one is dropped. */
export function datesOf(params: URLSearchParams, from: string, to: string): DateFilter {
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isLocalDate(value) ? value : null;
  };
  const start = date(from);
  const end = date(to);
  return start !== null && end !== null && start > end ? { start: end, end: start } : { start, end };
}

/** The instants of those whole local days, for the wire's `since` and `until` (one date alone means that day). */
export function instantWindow(dates: DateFilter): { since?: string; until?: string } {
  const start = dates.start ?? dates.end;
  const end = dates.end ?? dates.start;
  const window = start !== null && end !== null ? localDayWindow(start, end) : null;
  return {
    ...(window?.fromIso ? { since: window.fromIso } : {}),
    ...(window?.toIso ? { until: window.toIso } : {}),
  };
}

/** At or after `since`, before `until` (ISO instants); an absent bound does not narrow. */
export function withinWindow(at: string, query: { since?: string; until?: string }): boolean {
  const time = Date.parse(at);
  if (query.since !== undefined && !(time >= Date.parse(query.since))) return false;
  if (query.until !== undefined && !(time < Date.parse(query.until))) return false;
  return true;
}

/** A repeated parameter: no values, no narrowing; else the value must be one of them (OR). */
export const oneOf = <T>(values: readonly T[] | undefined, value: T): boolean =>
  values === undefined || values.length === 0 || values.includes(value);
