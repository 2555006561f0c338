// `npm test`: the test:* steps of DESIGN §4 in order, each step's wall time, a final table. Stops at the first
// failure (the later steps would mostly repeat it and the whole run must stay under 10 minutes on 2 cores).
// `npm run test:extended` (`--extended`): the exhaustive passes that do not fit those 10 minutes, which `.ci/run`
// runs after `npm test`; they are independent, so each runs even when another failed.
import { spawn } from 'node:child_process';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';
import { requirePinnedNode } from './node-version.ts';

export const STEPS = ['test:static', 'test:unit', 'test:contracts', 'test:build', 'test:e2e'] as const;

/**
 * The route walk at the staff hour with the layout check (tests/e2e/staff-hour-walk.extended.ts, on the build
 * `test:build` left in dist/), and the any-answer property's long mode (ANY_ANSWER_RUNS=200).
 */
export const EXTENDED_STEPS = ['test:extended:e2e', 'test:extended:any-answer'] as const;

export type StepStatus = 'passed' | 'failed' | 'skipped';
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

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatTable(results: readonly StepResult[]): string {
  const width = Math.max(4, ...results.map((result) => result.step.length));
  const total = results.reduce((sum, result) => sum + result.ms, 0);
  const row = (step: string, status: string, time: string) =>
    `${step.padEnd(width)}  ${status.padEnd(7)}  ${time.padStart(8)}`;
  return [
    row('step', 'status', 'time'),
    row('-'.repeat(width), '-------', '--------'),
    ...results.map((result) =>
      row(result.step, result.status, result.status === 'skipped' ? '-' : seconds(result.ms)),
    ),
    row('-'.repeat(width), '-------', '--------'),
    row('total', results.some((result) => result.status !== 'passed') ? 'FAILED' : 'passed', seconds(total)),
  ].join('\n');
}

function npmRun(step: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', step], { cwd: PROJECT_ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

if (isMain(import.meta.url)) {
  requirePinnedNode('test');
  const extended = process.argv.includes('--extended');
  const results = extended
    ? await runSteps(EXTENDED_STEPS, npmRun, undefined, undefined, { keepGoing: true })
    : await runSteps(STEPS, npmRun);
  console.log(`\n${formatTable(results)}`);
  const failures = results.filter((result) => result.status === 'failed');
  if (failures.length > 0 && !extended)
    console.error(`\n[test] stopped at ${failures[0]?.step}; later steps were not run.`);
  if (failures.length > 0 && extended)
    console.error(`\n[test] failed: ${failures.map((result) => result.step).join(', ')}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
