// The range of the trends screen, held in the URL: `?range=30d|90d|1y` or
// `?range=custom&from=yyyy-MM-dd&to=yyyy-MM-dd`. Anything else (a bad or reversed date, a span over the cap, a day
// before the kept history or after today) falls back to the last 30 days — a bad link never breaks the screen.
import { addDays, isIsoDate } from '../format/zoned-time.ts';

export const TREND_PRESETS = { '30d': 30, '90d': 90, '1y': 365 } as const;
export type TrendPreset = keyof typeof TREND_PRESETS;
export type TrendRangeKind = TrendPreset | 'custom';
export const TREND_RANGE_KINDS: readonly TrendRangeKind[] = ['30d', '90d', '1y', 'custom'];
export const DEFAULT_TREND_PRESET: TrendPreset = '30d';

/** The most days one request may span (the API's cap): a year, leap day included. */
export const MAX_TREND_SPAN_DAYS = 366;
/** How far back the server keeps snapshots. */
export const TREND_HISTORY_DAYS = 730;

export interface TrendRange {
  readonly kind: TrendRangeKind;
  /** First and last day, both included (yyyy-MM-dd). */
  readonly from: string;
  readonly to: string;
}

/** Days from `a` to `b` (b − a), calendar days. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function presetRange(kind: TrendPreset, today: string): TrendRange {
  return { kind, from: addDays(today, -(TREND_PRESETS[kind] - 1)), to: today };
}

export function isValidSpan(from: string, to: string, today: string): boolean {
  if (!isIsoDate(from) || !isIsoDate(to)) return false;
  const span = daysBetween(from, to) + 1;
  return (
    span >= 1 &&
    span <= MAX_TREND_SPAN_DAYS &&
    daysBetween(to, today) >= 0 &&
    daysBetween(from, today) <= TREND_HISTORY_DAYS
  );
}

export function trendRangeFromParams(params: URLSearchParams, today: string): TrendRange {
  const kind = params.get('range');
  if (kind === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (isValidSpan(from, to, today)) return { kind, from, to };
  } else if (kind !== null && Object.prototype.hasOwnProperty.call(TREND_PRESETS, kind)) {
    return presetRange(kind as TrendPreset, today);
  }
  return presetRange(DEFAULT_TREND_PRESET, today);
}

export function trendRangeToParams(range: TrendRange): URLSearchParams {
  const params = new URLSearchParams({ range: range.kind });
  if (range.kind === 'custom') {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return params;
}

/** The period before: as long as the range, ending the day before it starts. */
export function previousPeriod(range: Pick<TrendRange, 'from' | 'to'>): { from: string; to: string } {
  const span = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -span), to: addDays(range.from, -1) };
}

/** The zone whose local days the snapshots are (every site of the platform is in it today). */
export const TREND_TIME_ZONE = 'Europe/Berlin';
