// What the energy-history screen derives from one answer: the series present, totals, deviation periods,
// table rows and the CSV. Pure, so the screen, the table and the export cannot disagree.
import type { components } from '../../api/schema.gen.ts';
import { COMMA_DIALECT, toCsv, type CsvDialect } from '../format/csv.ts';
import { deviationPeriods, seriesTotal, type Value } from './energy-rules.ts';
import { FLOW_SERIES, FORECAST_PAIRS, SOC_SERIES, type EnergySeriesInfo } from './energy.series.ts';

type History = components['schemas']['SiteEnergyHistory'];

export interface HistoryView {
  readonly x: number[];
  readonly flows: readonly (EnergySeriesInfo & { values: readonly Value[] })[];
  readonly soc: readonly Value[] | null;
  readonly totals: readonly { label: string; kwh: number | null }[];
  readonly deviations: readonly { label: string; periods: { from: number; to: number }[] }[];
  /** No measured value in the whole range. */
  readonly empty: boolean;
}

export function historyView(h: History): HistoryView {
  const x = h.timestamps.map((time) => Date.parse(time) / 1000);
  const end = (i: number) => x[i + 1] ?? (x[i] ?? 0) + h.resolutionSeconds;
  const flows = FLOW_SERIES.filter((info) => h.series[info.key] !== undefined).map((info) => ({
    ...info,
    values: h.series[info.key] as Value[],
  }));
  const totals = flows.map((flow) => ({
    label: flow.label,
    kwh: seriesTotal(flow.values, h.unit, (i) => (end(i) - (x[i] ?? 0)) / 3600),
  }));
  const deviations = FORECAST_PAIRS.filter((pair) => h.series[pair.forecast] !== undefined).map((pair) => ({
    label: pair.label,
    periods: deviationPeriods(
      x,
      h.series[pair.actual] ?? [],
      h.series[pair.forecast] ?? [],
      h.resolutionSeconds,
    ),
  }));
  const empty = flows.every((flow) => flow.values.every((value) => value === null));
  return { x, flows, soc: h.series.soc ?? null, totals, deviations, empty };
}

/** The columns of the table and the CSV: time, every flow present, state of charge, the forecasts. */
export function historyColumns(h: History): { key: keyof History['series'] | 'time'; label: string }[] {
  const unit = h.unit;
  const columns: { key: keyof History['series'] | 'time'; label: string }[] = [
    { key: 'time', label: `Start (${h.timeZone})` },
  ];
  for (const info of FLOW_SERIES) {
    if (h.series[info.key] !== undefined) columns.push({ key: info.key, label: `${info.label} (${unit})` });
  }
  if (h.series.soc) columns.push({ key: 'soc', label: `${SOC_SERIES.label} (%)` });
  for (const pair of FORECAST_PAIRS) {
    if (h.series[pair.forecast] !== undefined)
      columns.push({ key: pair.forecast, label: `${pair.label} forecast (${unit})` });
  }
  return columns;
}

/** Rows of raw values (numbers stay numbers; missing is null) with the time formatted by `formatTime`. */
export function historyRows(h: History, formatTime: (iso: string) => string): (string | number | null)[][] {
  const columns = historyColumns(h);
  return h.timestamps.map((time, i) =>
    columns.map((column) => (column.key === 'time' ? formatTime(time) : (h.series[column.key]?.[i] ?? null))),
  );
}

/** The CSV of what is shown, in `dialect` (the person's regional format's: `csvDialect()`). */
export function historyCsv(
  h: History,
  formatTime: (iso: string) => string,
  dialect: CsvDialect = COMMA_DIALECT,
): string {
  return toCsv(
    historyColumns(h).map((column) => column.label),
    historyRows(h, formatTime),
    dialect,
  );
}
