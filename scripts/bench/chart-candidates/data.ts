// One day at 10 s (8,640 samples) × 6 series, with two gaps of missing data (null), as the telemetry view draws it.
export const SAMPLES = 8_640;
export const SERIES = 6;

export function telemetryDay(start = Date.UTC(2026, 10, 24) / 1000): {
  x: number[];
  ys: (number | null)[][];
} {
  const x = Array.from({ length: SAMPLES }, (_, i) => start + i * 10);
  const ys = Array.from({ length: SERIES }, (_, s) =>
    x.map((_, i) => {
      if ((i > 2_000 && i < 2_300) || (i > 6_000 && i < 6_050)) return null;
      return Math.round((2 + s + Math.sin(i / (200 + s * 40)) * (1 + s / 2)) * 1000) / 1000;
    }),
  );
  return { x, ys };
}
