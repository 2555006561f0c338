// Energy history ranges and their resolution: the API aggregates, the portal asks for a range and draws
// what comes back. A day is the site's day (23 or 25 hours on a daylight-saving change).
import { addDays, isIsoDate, zonedDayStart } from '../format/zoned-time.ts';

export const ENERGY_RANGES = ['day', 'week', 'month', 'year'] as const;
export type EnergyRange = (typeof ENERGY_RANGES)[number];

/** Never more than about this many points per series (DESIGN §3). */
export const MAX_POINTS_PER_SERIES = 2000;

/** Bucket length by range: 5 min for a day, 1 h for a week, one (local) day for a month or a year. */
export const RESOLUTION_SECONDS: Readonly<Record<EnergyRange, number>> = {
  day: 300,
  week: 3600,
  month: 86_400,
  year: 86_400,
};

/** Short ranges are power (kW, lines); long ones energy per bucket (kWh, bars). */
export function unitFor(range: EnergyRange): 'kW' | 'kWh' {
  return range === 'day' || range === 'week' ? 'kW' : 'kWh';
}

export function isEnergyRange(value: unknown): value is EnergyRange {
  return typeof value === 'string' && (ENERGY_RANGES as readonly string[]).includes(value);
}

/** The first day of the range holding `date`: the day itself, its week's Monday, its month's 1st, its year's 1 Jan. */
export function rangeStartDate(range: EnergyRange, date: string): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  if (range === 'day') return date;
  if (range === 'month') return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  if (range === 'year') return `${String(y).padStart(4, '0')}-01-01`;
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** The first day after the range starting at `start`. */
export function rangeEndDate(range: EnergyRange, start: string): string {
  if (range === 'day') return addDays(start, 1);
  if (range === 'week') return addDays(start, 7);
  const [y = 1970, m = 1] = start.split('-').map(Number);
  if (range === 'month') {
    const next = m === 12 ? [y + 1, 1] : [y, m + 1];
    return `${String(next[0]).padStart(4, '0')}-${String(next[1]).padStart(2, '0')}-01`;
  }
  return `${String(y + 1).padStart(4, '0')}-01-01`;
}

/** The range shifted by whole ranges (previous: -1, next: +1). */
export function shiftRange(range: EnergyRange, start: string, by: number): string {
  let date = rangeStartDate(range, start);
  for (let i = 0; i < Math.abs(by); i += 1) {
    date = by > 0 ? rangeEndDate(range, date) : rangeStartDate(range, addDays(date, -1));
  }
  return date;
}

/**
 * The bucket start instants (ms) of a range in a zone: fixed steps for a day or a week, local midnights for a month
 * or a year, so each bucket is a whole local day however long it is.
 */
export function rangeBuckets(range: EnergyRange, start: string, timeZone: string): number[] {
  const first = rangeStartDate(range, start);
  const end = rangeEndDate(range, first);
  const buckets: number[] = [];
  if (range === 'month' || range === 'year') {
    for (let day = first; day < end; day = addDays(day, 1)) buckets.push(zonedDayStart(day, timeZone));
    return buckets;
  }
  const from = zonedDayStart(first, timeZone);
  const to = zonedDayStart(end, timeZone);
  for (let at = from; at < to; at += RESOLUTION_SECONDS[range] * 1000) buckets.push(at);
  return buckets;
}

/** A range from the URL: unknown or malformed values fall back (the range to `day`, the date to `today`). */
export function parseRangeQuery(
  params: URLSearchParams,
  today: string,
): { range: EnergyRange; start: string } {
  const rangeParam = params.get('range');
  const range = isEnergyRange(rangeParam) ? rangeParam : 'day';
  const date = params.get('start');
  return { range, start: rangeStartDate(range, date !== null && isIsoDate(date) ? date : today) };
}
