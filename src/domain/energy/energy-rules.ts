// Pure rules of the site-energy views: coverage of telemetry and the problem it implies (SPEC §9),
// forecast deviation (> 30 %), the energy balance, and totals of a range.
import { FORECAST_DEVIATION_PERCENT, TELEMETRY_GAP_PERCENT } from '../shared/constants.ts';

export type Value = number | null;

/** Share (0–1) of samples present; an empty series covers nothing. */
export function coverageRatio(values: readonly Value[]): number {
  if (values.length === 0) return 0;
  let present = 0;
  for (const value of values) if (value !== null) present += 1;
  return present / values.length;
}

export type TelemetryGapProblem =
  'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS' | 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS';

/**
 * SPEC §4/§9: 0.1 % to 5 % of the last day missing is a small-gaps problem, 5 % to 99.9 % a large-gaps one. Less
 * than 0.1 % is none; more than 99.9 % is no telemetry at all (the offline problems say so), not a gap.
 */
export function telemetryGapProblem(coverage: number): TelemetryGapProblem | null {
  const missingPercent = (1 - coverage) * 100;
  if (missingPercent < TELEMETRY_GAP_PERCENT.min || missingPercent > TELEMETRY_GAP_PERCENT.max) return null;
  return missingPercent < TELEMETRY_GAP_PERCENT.small
    ? 'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS'
    : 'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS';
}

/** Below this (kW or kWh) a measurement counts as this much, so a dusk flicker is not a "deviation of 300 %". */
export const DEVIATION_FLOOR = 0.2;

/** True when the forecast is off the measurement by more than 30 % (of the measurement, at least the floor). */
export function deviates(actual: Value, forecast: Value): boolean {
  if (actual === null || forecast === null) return false;
  return Math.abs(forecast - actual) > (FORECAST_DEVIATION_PERCENT / 100) * Math.max(actual, DEVIATION_FLOOR);
}

/** Runs of buckets where the forecast deviates, as [from, to) instants (the end is the next bucket's start). */
export function deviationPeriods(
  starts: readonly number[],
  actual: readonly Value[],
  forecast: readonly Value[],
  bucketLength: number,
): { from: number; to: number }[] {
  const periods: { from: number; to: number }[] = [];
  for (let i = 0; i < starts.length; i += 1) {
    if (!deviates(actual[i] ?? null, forecast[i] ?? null)) continue;
    const from = starts[i] as number;
    const to = starts[i + 1] ?? from + bucketLength;
    const last = periods[periods.length - 1];
    if (last && last.to === from) last.to = to;
    else periods.push({ from, to });
  }
  return periods;
}

/** Deviation of a forecast over a whole period: |Σforecast − Σactual| / Σactual over the pairs both have. */
export function totalDeviation(actual: readonly Value[], forecast: readonly Value[]): number {
  let a = 0;
  let f = 0;
  for (let i = 0; i < actual.length; i += 1) {
    const x = actual[i];
    const y = forecast[i];
    if (x === null || x === undefined || y === null || y === undefined) continue;
    a += x;
    f += y;
  }
  return a === 0 ? (f === 0 ? 0 : Infinity) : Math.abs(f - a) / a;
}

export interface BalanceSample {
  readonly pv: number;
  readonly consumption: number;
  readonly batteryCharge: number;
  readonly batteryDischarge: number;
  readonly gridImport: number;
  readonly gridExport: number;
}

/** What flows into the site minus what flows out: 0 when energy is conserved (consumption + export + charge = PV + import + discharge). */
export function balanceResidual(s: BalanceSample): number {
  return s.pv + s.gridImport + s.batteryDischarge - (s.consumption + s.gridExport + s.batteryCharge);
}

/** Rounding the wire values to this many decimals leaves each term off by at most half a unit of the last digit. */
export function balanceTolerance(decimals: number): number {
  return 6 * 0.5 * 10 ** -decimals + 1e-9;
}

/**
 * The energy (kWh) of a series over a range: kW values are mean power per bucket (× its hours); kWh values are
 * already energy per bucket. Missing buckets add nothing; `null` when every bucket is missing.
 */
export function seriesTotal(
  values: readonly Value[],
  unit: 'kW' | 'kWh',
  bucketHours: (index: number) => number,
): number | null {
  let total = 0;
  let any = false;
  values.forEach((value, index) => {
    if (value === null) return;
    any = true;
    total += unit === 'kWh' ? value : value * bucketHours(index);
  });
  return any ? total : null;
}
