// `npm test`: the test:* steps of DESIGN §4 in order, each step's wall time, a final table. Stops at the first
// failure (the later steps would mostly repeat it and the whole run must stay under 10 minutes on 2 cores).
import { spawn } from 'node:child_process';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';
import { requirePinnedNode } from './node-version.ts';

export const STEPS = ['test:static', 'test:unit', 'test:contracts', 'test:build', 'test:e2e'] as const;

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
): Promise<StepResult[]> {
  const results: StepResult[] = [];
  let failed = false;
  for (const step of steps) {
    if (failed) {
      results.push({ step, status: 'skipped', ms: 0 });
      continue;
    }
    log(`\n[test] ▶ ${step}`);
    const started = now();
    const code = await run(step);
    const ms = Math.round(now() - started);
    failed = code !== 0;
    results.push({ step, status: failed ? 'failed' : 'passed', ms });
    log(
      `[test] ${failed ? '✖' : '✔'} ${step} ${failed ? `failed (exit ${code})` : 'passed'} in ${seconds(ms)}`,
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
  const results = await runSteps(STEPS, npmRun);
  console.log(`\n${formatTable(results)}`);
  const failure = results.find((result) => result.status === 'failed');
  if (failure) console.error(`\n[test] stopped at ${failure.step}; later steps were not run.`);
  process.exit(failure ? 1 : 0);
}
