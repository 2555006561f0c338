import { availableParallelism, loadavg } from 'node:os';

// Every wall-clock limit of a unit test (a test's or a hook's time-out, a wait for an element or a line of output, a
// property's time limit) is slack against a hang, never what the test asserts. Each is written as the limit that
// holds on a quiet machine and stretched here by UNIT_TIME_SCALE. `npm test` sets it: its unit step runs beside the
// e2e step at a lower CPU priority, where the same work takes up to that many times as long (scripts/run-tests.ts
// NODE_LANE_TIME_SCALE says how far, from the two lanes' CPU weights). A run of its own (`npx vitest run`) derives it
// from the machine's load when it starts, as the browser lane does (loadTimeScale below), and writes it back so the
// worker threads read the same factor.

/** How many times as long as on a quiet machine the work of a unit test may take here. */
export function timeScale(
  env: NodeJS.ProcessEnv = process.env,
  load: () => number = () => loadavg()[0] ?? 0,
): number {
  const given = Number(env.UNIT_TIME_SCALE);
  if (env.UNIT_TIME_SCALE !== undefined && env.UNIT_TIME_SCALE !== '' && Number.isFinite(given) && given >= 1)
    return given;
  const scale = loadTimeScale(load(), availableParallelism());
  env.UNIT_TIME_SCALE = String(scale);
  return scale;
}

/** A limit of `quietMs` on a quiet machine, as long as the same work may take on this one. */
export const timeLimit = (quietMs: number): number => Math.round(quietMs * timeScale());

// The browser lane (e2e, then the contracts) runs at normal priority, but its limits — Playwright's per-test and
// per-expectation time-outs, a spec's own, the contract tests' — are wall-clock too: each was written as what the work
// takes with e2e alone on the machine (its two workers keep the cores busy by themselves). Whatever else wants the
// cores stretches that wall time by how far the machine is oversubscribed: with `load` other runnable tasks beside our
// own demand of about one task per core, each of ours gets cores / (cores + load) of a core instead of a whole one.
// So each limit is the quiet figure times E2E_TIME_SCALE, which the first reader sets from the load average when the
// run starts (a process that inherits it, a Playwright worker, uses the same factor) — or that a caller sets itself.

/** The cap: a hang must still end the test, at most as far past its quiet figure as the unit lane's limits go. */
export const MAX_E2E_TIME_SCALE = 11;

/**
 * How many times as long as alone the browser lane's work may take on a machine with a 1-minute load average of
 * `load` (runnable tasks) over `cores`: (cores + load) / cores, rounded up, between 1 and MAX_E2E_TIME_SCALE.
 */
export function loadTimeScale(load: number, cores: number): number {
  const safeCores = Number.isFinite(cores) && cores >= 1 ? cores : 1;
  const safeLoad = Number.isFinite(load) && load > 0 ? load : 0;
  return Math.min(MAX_E2E_TIME_SCALE, Math.max(1, Math.ceil((safeCores + safeLoad) / safeCores)));
}

/** The browser lane's factor: E2E_TIME_SCALE when given (≥ 1), otherwise this machine's load now, written back. */
export function e2eTimeScale(
  env: NodeJS.ProcessEnv = process.env,
  load: () => number = () => loadavg()[0] ?? 0,
): number {
  const given = Number(env.E2E_TIME_SCALE);
  if (env.E2E_TIME_SCALE !== undefined && env.E2E_TIME_SCALE !== '' && Number.isFinite(given) && given >= 1)
    return given;
  const scale = loadTimeScale(load(), availableParallelism());
  env.E2E_TIME_SCALE = String(scale);
  return scale;
}

/** A browser-lane limit of `quietMs` with e2e alone on the machine, as long as the same work may take now. */
export const e2eTimeLimit = (quietMs: number): number => Math.round(quietMs * e2eTimeScale());
