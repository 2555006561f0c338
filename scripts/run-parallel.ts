// Runs independent npm scripts side by side, two at a time (the machines have 2 cores), each one's output held back
// and printed whole when it ends, so the log reads as if they had run one after the other. Used by `test:static`:
// spectral, the freshness check, ESLint and tsc read the same files and write nothing, and each uses one core.
//   tsx scripts/run-parallel.ts lint:spec check:fresh lint typecheck
// Exits non-zero when any script failed; every script runs to its end, so one run shows every failure.
import { spawn } from 'node:child_process';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';

export interface JobResult {
  name: string;
  code: number;
  ms: number;
  output: string;
}

/** Runs `jobs` with at most `concurrency` at a time; results in the order given. */
export async function runParallel(
  jobs: readonly string[],
  run: (name: string) => Promise<{ code: number; output: string }>,
  concurrency = 2,
  now: () => number = () => performance.now(),
): Promise<JobResult[]> {
  const results: JobResult[] = new Array<JobResult>(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      const name = jobs[index]!;
      const started = now();
      const { code, output } = await run(name);
      results[index] = { name, code, ms: Math.round(now() - started), output };
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
  return results;
}

function npmRunCaptured(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', (error) => resolve({ code: 127, output: String(error) }));
    child.on('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: output.join('') }),
    );
  });
}

if (isMain(import.meta.url)) {
  const scripts = process.argv.slice(2);
  const results = await runParallel(scripts, async (script) => {
    const result = await npmRunCaptured(script);
    const mark = result.code === 0 ? '✔' : `✖ (exit ${result.code})`;
    process.stdout.write(`\n[${script}]\n${result.output.trimEnd()}\n[${script}] ${mark}\n`);
    return result;
  });
  console.log(
    `\n${results.map((r) => `${r.code === 0 ? '✔' : '✖'} ${r.name} ${(r.ms / 1000).toFixed(1)} s`).join(', ')}`,
  );
  process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
}
