// A site's raw telemetry: which samples arrived, where the gaps are, and the SPEC §9 problem the
// last day's coverage implies. Pure: the view and the tests share these rules.
import { coverageRatio, telemetryGapProblem, type TelemetryGapProblem, type Value } from './energy-rules.ts';

/** A run of missing samples: [from, to) in Unix seconds (the end is the first sample after the run). */
export interface GapBand {
  readonly from: number;
  readonly to: number;
}

/** Sample times in Unix seconds: `count` samples `step` apart from `fromS`. */
export function sampleTimes(fromS: number, stepS: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => fromS + i * stepS);
}

/** Per sample: null when every series misses it (a missing sample is missing everywhere), else 1. */
export function samplePresence(series: readonly (readonly Value[])[]): Value[] {
  const count = Math.max(0, ...series.map((values) => values.length));
  return Array.from({ length: count }, (_, i) => (series.some((values) => values[i] != null) ? 1 : null));
}

/** The runs of missing samples as bands, merged when adjacent. */
export function gapBands(presence: readonly Value[], fromS: number, stepS: number): GapBand[] {
  const bands: GapBand[] = [];
  presence.forEach((value, i) => {
    if (value !== null) return;
    const at = fromS + i * stepS;
    const last = bands[bands.length - 1];
    if (last && last.to === at) bands[bands.length - 1] = { from: last.from, to: at + stepS };
    else bands.push({ from: at, to: at + stepS });
  });
  return bands;
}

export interface TelemetryCoverage {
  /** Share (0–1) of the samples present. */
  readonly ratio: number;
  readonly total: number;
  readonly missing: number;
  /** The telemetry-gap problem the coverage implies (SPEC §9), or null. */
  readonly problem: TelemetryGapProblem | null;
  /** Nothing arrived at all: no telemetry, which is the offline problems' business, not a gap. */
  readonly none: boolean;
}

export function telemetryCoverage(presence: readonly Value[]): TelemetryCoverage {
  const ratio = coverageRatio(presence);
  const missing = presence.filter((value) => value === null).length;
  return {
    ratio,
    total: presence.length,
    missing,
    problem: telemetryGapProblem(ratio),
    none: missing === presence.length,
  };
}

/** The samples of a telemetry answer, ready to draw. */
export interface TelemetryView {
  /** Sample times (Unix seconds). */
  readonly x: number[];
  readonly presence: Value[];
  readonly gaps: GapBand[];
  readonly coverage: TelemetryCoverage;
}

export function telemetryView(
  fromIso: string,
  stepS: number,
  series: Readonly<Record<string, readonly Value[] | undefined>>,
): TelemetryView {
  const columns = Object.values(series).filter((values) => values !== undefined);
  const presence = samplePresence(columns);
  const fromS = Date.parse(fromIso) / 1000;
  return {
    x: sampleTimes(fromS, stepS, presence.length),
    presence,
    gaps: gapBands(presence, fromS, stepS),
    coverage: telemetryCoverage(presence),
  };
}
