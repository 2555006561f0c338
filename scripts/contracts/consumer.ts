// Runs the Pact consumer tests (contracts/*.pact.test.ts, one process, one file at a time) into an empty directory and
// normalises what they wrote. Never writes contracts/pacts itself: run.ts compares or, with --update, copies.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { listPactFiles, writeNormalisedPacts } from './pact-files.ts';
import { e2eTimeLimit } from '../test/time-limit.ts';

/** A consumer test's limit with e2e alone on the machine (contracts/vitest.config.ts has the same figure). */
const CONTRACT_TEST_QUIET_MS = 30_000;

const VITEST_BIN = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'vitest');
export const CONSUMER_CONFIG = resolve(PROJECT_ROOT, 'contracts', 'vitest.config.ts');

export interface ConsumerRun {
  ok: boolean;
  exitCode: number;
  /** Normalised pact files, in a fresh temporary directory. */
  pactFiles: string[];
  pactDir: string;
  output: string;
}

export async function runConsumerTests(
  options: { echo?: boolean; vitestArgs?: readonly string[] } = {},
): Promise<ConsumerRun> {
  const work = mkdtempSync(join(tmpdir(), 'portal-contracts-'));
  const rawDir = join(work, 'raw');
  const pactDir = join(work, 'pacts');
  const output: string[] = [];
  const exitCode = await new Promise<number>((done) => {
    const child = spawn(
      VITEST_BIN,
      [
        'run',
        '--config',
        CONSUMER_CONFIG,
        '--reporter=dot',
        // The config's 30 s per test is e2e-alone-on-the-machine's figure: stretched by the load this run meets.
        `--testTimeout=${String(e2eTimeLimit(CONTRACT_TEST_QUIET_MS))}`,
        ...(options.vitestArgs ?? []),
      ],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, PACT_OUT_DIR: rawDir, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (options.echo) process.stdout.write(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', () => done(127));
    child.on('exit', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
  const ok = exitCode === 0 && listPactFiles(rawDir).length > 0;
  const pactFiles = ok ? writeNormalisedPacts(rawDir, pactDir) : [];
  return { ok, exitCode, pactFiles, pactDir, output: output.join('') };
}
