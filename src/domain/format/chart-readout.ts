// Readable charts: which sample the cursor is on, where a key moves it, and what the legend reads
// for it — each value with its unit ("no data" for a missing sample, never 0) and the sample's instant. Pure: the
// chart component, its legend and the tests share it.
import { formatQuantity, formatZonedInstant, type InstantPrecision } from './locale-format.ts';
import { knownTimeZone, zonedParts } from './zoned-time.ts';

/** The keys the focused plot answers; any other key does what it does anywhere else. */
export type ChartKey = 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End' | 'PageUp' | 'PageDown' | 'Escape';

const CHART_KEYS: ReadonlySet<string> = new Set<ChartKey>([
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Escape',
]);

export const isChartKey = (key: string): key is ChartKey => CHART_KEYS.has(key);

/** Samples one Page Up / Page Down moves: a tenth of the chart, at least one. */
export const pageStep = (length: number): number => Math.max(1, Math.ceil(length / 10));

/**
 * The sample the cursor is on after `key`, from `from` (null: no cursor yet) among `length` samples; null clears it.
 * As on a slider, right and Page Up go later, left and Page Down earlier. Without a cursor, moving later starts at
 * the first sample and moving earlier at the last; Escape clears.
 */
export function movedIndex(key: ChartKey, from: number | null, length: number): number | null {
  if (length <= 0 || key === 'Escape') return null;
  const last = length - 1;
  const clamp = (index: number) => Math.min(last, Math.max(0, index));
  const at = from === null ? null : clamp(from);
  switch (key) {
    case 'Home':
      return 0;
    case 'End':
      return last;
    case 'ArrowRight':
      return at === null ? 0 : clamp(at + 1);
    case 'ArrowLeft':
      return at === null ? last : clamp(at - 1);
    case 'PageUp':
      return at === null ? 0 : clamp(at + pageStep(length));
    case 'PageDown':
      return at === null ? last : clamp(at - pageStep(length));
  }
}

/** The index of the sample nearest to `at` in ascending `x` (the earlier one on a tie); null when `x` is empty. */
export function nearestIndex(x: readonly number[], at: number): number | null {
  if (x.length === 0) return null;
  let low = 0;
  let high = x.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((x[middle] as number) < at) low = middle + 1;
    else high = middle;
  }
  // `low` is the first sample at or after `at` (or the last): the one before it may be nearer.
  if (low > 0 && at - (x[low - 1] as number) <= (x[low] as number) - at) return low - 1;
  return low;
}

/**
 * The sample the legend shows when no cursor is on the chart: the latest one with any value (a day still under way
 * ends in empty slots), else the last; null without samples.
 */
export function latestIndex(
  series: readonly { readonly values: readonly (number | null)[] }[],
  length: number,
) {
  for (let index = length - 1; index >= 0; index -= 1) {
    if (series.some((s) => s.values[index] !== null && s.values[index] !== undefined)) return index;
  }
  return length > 0 ? length - 1 : null;
}

export const NO_DATA = 'no data';

/** A value of the legend with its unit; a missing sample reads "no data", never 0. */
export function readoutValue(
  value: number | null | undefined,
  unit: string,
  fractionDigits = 2,
  locale?: string,
): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? NO_DATA
    : formatQuantity(value, unit, fractionDigits, locale);
}

/**
 * How precisely the instants of samples at `x` (ascending Unix seconds) are read in `timeZone`: by the date when
 * they are local midnights a day or more apart (energy per day), to the second when samples are less than a minute
 * apart (telemetry, the live stream), else to the minute. Irregular samples (a charging schedule's periods) go by
 * their shortest step.
 */
export function instantPrecision(x: readonly number[], timeZone: string): InstantPrecision {
  let step = Infinity;
  for (let index = 1; index < x.length; index += 1)
    step = Math.min(step, (x[index] as number) - (x[index - 1] as number));
  if (!Number.isFinite(step)) return 'minute';
  if (step < 60) return 'second';
  if (step < 23 * 3600) return 'minute';
  const first = zonedParts((x[0] as number) * 1000, knownTimeZone(timeZone));
  return first.hour === 0 && first.minute === 0 && first.second === 0 ? 'day' : 'minute';
}

/**
 * The instant of a sample (Unix seconds) in `timeZone` — the zone the chart's axis is labelled in — in the browser's
 * locale. The zone is named when it is not the viewer's own (`viewerZone`), so that nobody misreads a site's time.
 */
export function readoutInstant(
  seconds: number,
  timeZone: string,
  precision: InstantPrecision,
  viewerZone?: string,
  locale?: string,
): string {
  const text = formatZonedInstant(new Date(seconds * 1000), timeZone, precision, locale);
  return viewerZone === undefined || viewerZone === timeZone ? text : `${text} (${timeZone})`;
}

export interface ReadoutSeries {
  readonly label: string;
  readonly unit: string;
  readonly values: readonly (number | null)[];
  readonly fractionDigits?: number;
}

/** Each series' legend text at `index` (null: no sample). */
export function readoutValues(
  series: readonly ReadoutSeries[],
  index: number | null,
  locale?: string,
): string[] {
  return series.map((s) =>
    readoutValue(index === null ? null : s.values[index], s.unit, s.fractionDigits, locale),
  );
}

/** The compact sentence announced after a key moves the cursor: `14:05: PV 2.31 kW, Grid import no data`. */
export function readoutSentence(
  instant: string,
  series: readonly ReadoutSeries[],
  values: readonly string[],
) {
  return `${instant}: ${series.map((s, i) => `${s.label} ${values[i] ?? NO_DATA}`).join(', ')}`;
}
