// What the trends screen draws from an answer: the chart's days and series for one health
// dimension with the online share, and the change of every figure against the previous period. Pure: the screen,
// its CSV and the area card read the same figures.
import { HEALTH_LEVELS, LEVEL_LABELS, type HealthDimension, type HealthLevel } from '../health/health.ts';
import { PROBLEM_CODES } from '../problems/problems.ts';
import { zonedDayStart } from '../format/zoned-time.ts';
import { periodChange, type PeriodChange } from './period-change.ts';
import {
  HEALTH_METRICS,
  higherIsBetter,
  metricValue,
  onlineShare,
  type TrendMetric,
  type TrendSnapshot,
} from './trend-metrics.ts';

export const LEVEL_COLORS: Readonly<Record<HealthLevel, string>> = {
  good: '#2e7d32',
  moderate: '#ed6c02',
  critical: '#c62828',
};
export const ONLINE_COLOR = '#1565c0';

export interface TrendChart {
  /** Local midnights of the days, Unix seconds. */
  readonly x: number[];
  readonly levels: readonly { level: HealthLevel; label: string; color: string; values: number[] }[];
  /** Online sites in percent of the day's sites. */
  readonly online: number[];
}

export function trendChart(
  days: readonly TrendSnapshot[],
  dimension: HealthDimension,
  timeZone: string,
): TrendChart {
  return {
    x: days.map((day) => zonedDayStart(day.date, timeZone) / 1000),
    levels: HEALTH_LEVELS.map((level) => ({
      level,
      label: LEVEL_LABELS[level],
      color: LEVEL_COLORS[level],
      values: days.map((day) => day.health[dimension][level]),
    })),
    online: days.map((day) => Math.round(onlineShare(day) * 10) / 10),
  };
}

/** The problem codes any day of the range (or the day before it) has, in the catalogue's order. */
export function problemCodesOf(days: readonly TrendSnapshot[]): string[] {
  const seen = new Set(days.flatMap((day) => day.problems.map((entry) => entry.code)));
  return PROBLEM_CODES.filter((code) => seen.has(code));
}

export interface MetricChange {
  readonly metric: TrendMetric;
  readonly change: PeriodChange;
}

/** Every figure at the end of the range against the end of the previous period; empty without a previous day. */
export function periodChanges(last: TrendSnapshot, previous: TrendSnapshot | null): MetricChange[] {
  if (!previous) return [];
  const metrics: TrendMetric[] = [
    { kind: 'sites' },
    { kind: 'online' },
    { kind: 'activations' },
    ...HEALTH_METRICS,
    ...problemCodesOf([last, previous]).map((code) => ({ kind: 'problem', code }) as const),
  ];
  return metrics.map((metric) => ({
    metric,
    change: periodChange(metricValue(last, metric), metricValue(previous, metric), higherIsBetter(metric)),
  }));
}
