// `npm test`: the test:* steps of DESIGN §4, each step's wall time, a final table. Two lanes run side by side (LANES):
// the checks that need no build (static, unit) and the browser lane (build, e2e, then contracts). Within a lane the
// steps run in order; the first failure anywhere stops the other lane and skips what is left (the later steps would
// mostly repeat it and the whole run must stay under 10 minutes on 2 cores).
// Why side by side: the e2e step keeps about 1.3 of the 2 cores busy (its two browser workers wait on each other's
// pages, the preview server and the mock), so ~190 core-seconds of its five minutes were idle while the 40 s of static
// and contracts and the ~180 s of unit waited their turn. The node lane runs at a lower CPU priority (NODE_LANE_NICE),
// so the browser tests, whose waits are real time, keep the cores they had alone and the unit and contract tests use
// what they leave; when e2e is done, the contracts (Pact consumer tests, then the verifier and Prism, which keep ~1.3
// cores busy) run beside the rest of the unit step instead of after it: on a fresh clone the unit step ended ~150 s
// after e2e and the contracts added their ~55 s to the end.
// `npm run test:extended` (`--extended`): the exhaustive passes that do not fit those 10 minutes, which `.ci/run`
// runs after `npm test`; they are independent, so each runs even when another failed.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';
import { requirePinnedNode } from './node-version.ts';

export const STEPS = ['test:static', 'test:unit', 'test:contracts', 'test:build', 'test:e2e'] as const;

/** STEPS as `npm test` runs them: each lane in order, the lanes side by side (the first one at NODE_LANE_NICE). */
export const LANES: readonly (readonly (typeof STEPS)[number][])[] = [
  ['test:static', 'test:unit'],
  ['test:build', 'test:e2e', 'test:contracts'],
];

/**
 * The niceness of the node lane (static, unit, contracts): Linux then gives the e2e lane's processes ~9 times the CPU
 * share of the node lane's whenever both want a core, and the node lane everything the e2e lane leaves idle.
 */
export const NODE_LANE_NICE = 10;

/**
 * The route walk at the staff hour with the layout check (tests/e2e/staff-hour-walk.extended.ts) and every route's
 * route JS in Chromium held to its build-time bound (tests/e2e/budgets.extended.ts), both on the build `test:build`
 * left in dist/, and the any-answer property's long mode (ANY_ANSWER_RUNS=200).
 */
export const EXTENDED_STEPS = ['test:extended:e2e', 'test:extended:any-answer'] as const;

export type StepStatus = 'passed' | 'failed' | 'skipped' | 'stopped';
export interface StepResult {
  step: string;
  status: StepStatus;
  ms: number;
}

/** Runs the steps in order with `run` (resolving to an exit code); after a failure the rest are skipped. */
export async function runSteps(
  steps: readonly string[],
  run: (step: string) => Promise<number>,
  now: () => number = () => performance.now(),
  log: (line: string) => void = console.log,
  { keepGoing = false }: { keepGoing?: boolean } = {},
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const step of steps) {
    if (failed && !keepGoing) {
      results.push({ step, status: 'skipped', ms: 0 });
      continue;
    }
    log(`\n[test] ▶ ${step}`);
    const started = now();
    const code = await run(step);
    const ms = Math.round(now() - started);
    const passed = code === 0;
    failed ||= !passed;
    results.push({ step, status: passed ? 'passed' : 'failed', ms });
    log(
      `[test] ${passed ? '✔' : '✖'} ${step} ${passed ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
    );
  }
  return results;
}

/** Runs one step; `stop` aborts when another lane failed (the step should end, its exit code is then ignored). */
export type LaneRun = (step: string, lane: number, stop: AbortSignal) => Promise<number>;

/**
 * Runs each lane's steps in order and the lanes side by side. The first failure aborts the steps still running in
 * other lanes (status `stopped`) and skips every step not yet started. Results come in the order of `order`.
 */
export async function runLanes(
  lanes: readonly (readonly string[])[],
  run: LaneRun,
  order: readonly string[] = lanes.flat(),
  now: () => number = () => performance.now(),
  log: (line: string) => void = console.log,
): Promise<StepResult[]> {
  const results = new Map<string, StepResult>();
  const stop = new AbortController();
  const lane = async (steps: readonly string[], index: number) => {
    for (const step of steps) {
      if (stop.signal.aborted) {
        results.set(step, { step, status: 'skipped', ms: 0 });
        continue;
      }
      log(`\n[test] ▶ ${step}`);
      const started = now();
      const code = await run(step, index, stop.signal);
      const ms = Math.round(now() - started);
      if (stop.signal.aborted && code !== 0) {
        results.set(step, { step, status: 'stopped', ms });
        log(`[test] ■ ${step} stopped after ${seconds(ms)} (another step failed)`);
        continue;
      }
      const passed = code === 0;
      results.set(step, { step, status: passed ? 'passed' : 'failed', ms });
      log(
        `[test] ${passed ? '✔' : '✖'} ${step} ${passed ? 'passed' : `failed (exit ${code})`} in ${seconds(ms)}`,
      );
      if (!passed) stop.abort();
    }
  };
  await Promise.all(lanes.map(lane));
  return order.flatMap((step) => results.get(step) ?? []);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table of steps; `wallMs` (lanes side by side) is the run's own time, otherwise the total is the steps' sum. */
export function formatTable(results: readonly StepResult[], wallMs?: number): string {
  const width = Math.max(
    wallMs === undefined ? 4 : 'wall (lanes side by side)'.length,
    ...results.map((result) => result.step.length),
  );
  const sum = results.reduce((total, result) => total + result.ms, 0);
  const total = wallMs ?? sum;
  const row = (step: string, status: string, time: string) =>
    `${step.padEnd(width)}  ${status.padEnd(7)}  ${time.padStart(8)}`;
  return [
    row('step', 'status', 'time'),
    row('-'.repeat(width), '-------', '--------'),
    ...results.map((result) =>
      row(result.step, result.status, result.status === 'skipped' ? '-' : seconds(result.ms)),
    ),
    row('-'.repeat(width), '-------', '--------'),
    ...(wallMs === undefined ? [] : [row('sum of the steps', '', seconds(sum))]),
    row(
      wallMs === undefined ? 'total' : 'wall (lanes side by side)',
      results.some((result) => result.status !== 'passed') ? 'FAILED' : 'passed',
      seconds(total),
    ),
  ].join('\n');
}

function npmRun(step: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** The process groups of the steps running now, stopped with the run (Ctrl-C) or by another lane's failure. */
const running = new Set<number>();

const stopGroup = (pid: number) => {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};

/**
 * A step's own process group is a session of its own (`detached`), and where Linux groups the scheduling by session
 * (autogroup, on by default) a process's niceness counts only inside its session: between sessions, each gets an equal
 * share. So the node lane's session is niced as a whole too; elsewhere (no autogroup, not Linux) `nice` alone does it.
 */
function niceSession(pid: number): void {
  try {
    writeFileSync(`/proc/${String(pid)}/autogroup`, String(NODE_LANE_NICE));
  } catch {
    // No autogroup here: the process niceness applies across the machine.
  }
}

/**
 * The CPU weights Linux's scheduler gives nice 0 (the e2e lane) and NODE_LANE_NICE (kernel sched_prio_to_weight).
 * When the e2e lane wants both cores, the node lane gets 110 / (1024 + 110) of each.
 */
const CPU_WEIGHT = { e2eLane: 1024, nodeLane: 110 } as const;

/**
 * How many times as long as alone the node lane's work may take beside e2e: (1024 + 110) / 110 ≈ 10.3, rounded up.
 * Every time limit of the unit step (a test's time-out, a wait for the page, a property's time limit) is slack
 * against a hang, not what a test asserts, and a starved worker must not turn it into a failure: each is written as
 * the limit of a quiet machine and stretched by this (scripts/test/time-limit.ts; tests/setup.ts, vite.config.ts).
 */
export const NODE_LANE_TIME_SCALE = Math.ceil(
  (CPU_WEIGHT.e2eLane + CPU_WEIGHT.nodeLane) / CPU_WEIGHT.nodeLane,
);

export const NODE_LANE_ENV = { UNIT_TIME_SCALE: String(NODE_LANE_TIME_SCALE) } as const;

/**
 * One step of a lane as a child process in its own process group (a failure elsewhere stops all of it: npm, the
 * tool, and the servers and browsers it started). The e2e lane (1) prints as it goes; the node lane (0) runs at
 * NODE_LANE_NICE, its output held back and printed whole when the step ends, so the two never interleave.
 */
export function laneRun(step: string, lane: number, stop: AbortSignal): Promise<number> {
  return new Promise((resolve) => {
    const live = lane !== 0;
    const child: ChildProcess = live
      ? spawn('npm', ['run', step], { cwd: PROJECT_ROOT, stdio: 'inherit', detached: true })
      : spawn('nice', ['-n', String(NODE_LANE_NICE), 'npm', 'run', step], {
          cwd: PROJECT_ROOT,
          env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...NODE_LANE_ENV },
          stdio: ['ignore', 'pipe', 'pipe'],
          detached: true,
        });
    const pid = child.pid;
    if (pid !== undefined) running.add(pid);
    if (!live && pid !== undefined) niceSession(pid);
    const output: string[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const onStop = () => pid !== undefined && stopGroup(pid);
    stop.addEventListener('abort', onStop, { once: true });
    let ended = false;
    const done = (code: number) => {
      if (ended) return;
      ended = true;
      stop.removeEventListener('abort', onStop);
      if (pid !== undefined) running.delete(pid);
      if (!live) process.stdout.write(`\n[${step}]\n${output.join('').trimEnd()}\n[${step}] end of output\n`);
      resolve(code);
    };
    child.on('error', (error) => (output.push(String(error)), done(127)));
    // 'close' comes once the output is read to its end; a server left behind in the group may hold the pipe open,
    // so the step ends at most a moment after its own process has.
    child.on('exit', (code, signal) => {
      const result = code ?? (signal ? 128 : 1);
      child.on('close', () => done(result));
      setTimeout(() => done(result), 2000).unref();
    });
  });
}

if (isMain(import.meta.url)) {
  requirePinnedNode('test');
  const extended = process.argv.includes('--extended');
  // The steps run in process groups of their own, which a Ctrl-C in the terminal no longer reaches: pass it on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      for (const pid of running) stopGroup(pid);
      process.exit(130);
    });
  }
  const started = performance.now();
  // TEST_LANES=off: the steps one after the other as before the lanes (to compare, or on a machine shared with other
  // work, where a niced lane would only wait).
  const sequential = extended || process.env.TEST_LANES === 'off';
  const results = extended
    ? await runSteps(EXTENDED_STEPS, npmRun, undefined, undefined, { keepGoing: true })
    : sequential
      ? await runSteps(STEPS, npmRun)
      : await runLanes(LANES, laneRun, STEPS);
  console.log(`\n${formatTable(results, sequential ? undefined : Math.round(performance.now() - started))}`);
  const failures = results.filter((result) => result.status === 'failed');
  if (failures.length > 0 && !extended)
    console.error(`\n[test] stopped at ${failures[0]?.step}; later steps were not run.`);
  if (failures.length > 0 && extended)
    console.error(`\n[test] failed: ${failures.map((result) => result.step).join(', ')}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
