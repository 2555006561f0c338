// The change against the previous period: a figure at the end of the range against the same
// figure at the end of the period before it (the day before the range starts) — e.g. critical sites today against
// 30 days ago for the 30-day range.
import { formatDecimal } from '../format/locale-format.ts';

export type ChangeDirection = 'up' | 'down' | 'flat';
/** `better`/`worse` by the metric's reading, `neutral` when it has none or nothing changed. */
export type ChangeTone = 'better' | 'worse' | 'neutral';

export interface PeriodChange {
  readonly current: number;
  readonly previous: number;
  readonly delta: number;
  /** Relative change in percent; null when the previous value was 0 (no base to compare to). */
  readonly percent: number | null;
  readonly direction: ChangeDirection;
  readonly tone: ChangeTone;
}

export function periodChange(
  current: number,
  previous: number,
  higherIsBetter: boolean | null,
): PeriodChange {
  const delta = current - previous;
  const direction: ChangeDirection = delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
  const tone: ChangeTone =
    direction === 'flat' || higherIsBetter === null
      ? 'neutral'
      : (direction === 'up') === higherIsBetter
        ? 'better'
        : 'worse';
  return {
    current,
    previous,
    delta,
    percent: previous === 0 ? null : (delta / Math.abs(previous)) * 100,
    direction,
    tone,
  };
}

/** "+5 (+12.5 %)", "−3 (−10 %)", "±0", "+4 (new)" (`newWord`: the word in the language shown). */
export function formatChange(change: PeriodChange, locale?: string, newWord = 'new'): string {
  if (change.direction === 'flat') return '±0';
  const sign = change.delta > 0 ? '+' : '−';
  const amount = `${sign}${formatDecimal(Math.abs(change.delta), 3, locale)}`;
  if (change.percent === null) return `${amount} (${newWord})`;
  const percent = formatDecimal(Math.abs(change.percent), 1, locale);
  return `${amount} (${sign}${percent} %)`;
}
