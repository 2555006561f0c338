// Every wall-clock limit of a unit test (a test's or a hook's time-out, a wait for an element or a line of output, a
// property's time limit) is slack against a hang, never what the test asserts. Each is written as the limit that
// holds on a quiet machine and stretched here by the factor `npm test` gives (UNIT_TIME_SCALE): its unit step runs
// beside the e2e step at a lower CPU priority, where the same work takes up to that many times as long
// (scripts/run-tests.ts NODE_LANE_TIME_SCALE says how far, from the two lanes' CPU weights).

/** How many times as long as on a quiet machine the work of a unit test may take here (1: a run of its own). */
export function timeScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.UNIT_TIME_SCALE);
  return Number.isFinite(scale) && scale > 1 ? scale : 1;
}

/** A limit of `quietMs` on a quiet machine, as long as the same work may take on this one. */
export const timeLimit = (quietMs: number): number => Math.round(quietMs * timeScale());
