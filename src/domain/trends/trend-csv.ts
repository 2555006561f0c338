// The trends screen's CSV: one row per day of the range, every figure of the snapshot — the same
// columns whatever the chart shows, problem codes in the catalogue's order.
import { csvDialect, toCsv, type CsvCell } from '../format/csv.ts';
import { HEALTH_METRICS, metricLabel, metricValue, type TrendSnapshot } from './trend-metrics.ts';

export function trendCsv(
  days: readonly TrendSnapshot[],
  problemCodes: readonly string[],
  locale?: string,
): string {
  const header = [
    'Date',
    'Sites',
    'Online',
    'Activations (7 days)',
    ...HEALTH_METRICS.map(metricLabel),
    ...problemCodes,
  ];
  const rows = days.map((day): CsvCell[] => [
    day.date,
    day.sites,
    day.online,
    day.activations,
    ...HEALTH_METRICS.map((metric) => metricValue(day, metric)),
    ...problemCodes.map((code) => metricValue(day, { kind: 'problem', code })),
  ]);
  return toCsv(header, rows, csvDialect(locale));
}
