// Timing helpers shared by the *.bench.ts files (this file is not a bench itself).

export interface Timing {
  readonly runs: number;
  readonly medianMs: number;
  readonly p10Ms: number;
  readonly p90Ms: number;
  readonly minMs: number;
}

/** Times `fn` `runs` times after `warmup` untimed calls; the result of each call is kept alive via `sink`. */
export function time(fn: () => unknown, { warmup = 15, runs = 40 } = {}): Timing {
  let sink = 0;
  for (let i = 0; i < warmup; i++) sink += touch(fn());
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const result = fn();
    samples.push(performance.now() - start);
    sink += touch(result);
  }
  if (sink === -1) console.log('');
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? NaN;
  return { runs, medianMs: median(samples), p10Ms: at(0.1), p90Ms: at(0.9), minMs: samples[0] ?? NaN };
}

function touch(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/** The median of `values` (in any order). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

export function ms(value: number): string {
  return `${value.toFixed(2)} ms`;
}

/** Seeded PRNG (mulberry32) so every run filters the same rows. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
