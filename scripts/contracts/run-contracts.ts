// `npm run test:contracts` (DESIGN §1): consumer tests -> fresh, normalised pacts -> fail when contracts/pacts is
// stale -> verify against Prism -> the backend teams' kit, packed, installed into an empty folder and run against the
// mock -> compare with the spec -> coverage gate. Every step runs even after a failure, so
// one run shows everything that is wrong; the exit code is non-zero when any step failed.
//   --update   write the fresh pacts to contracts/pacts and docs/provider-states.md (then commit them) instead of
//              failing when they differ
//   --verbose  echo the consumer tests' and the verifier's full output
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../mock/is-main.ts';
import { REFERENCE_DATE } from '../generate/fixtures.ts';
import { startMockServer, type MockServer } from '../mock/server.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { comparePacts, formatComparison } from './compare.ts';
import { runConsumerTests } from './consumer.ts';
import { coverageOfFiles, formatCoverage } from './coverage.ts';
import { formatKitTry, KIT_TRY_OPERATIONS, tryKit } from './kit/try-kit.ts';
import { writeStatesPage } from './kit/states-page.ts';
import { findStalePacts, listPactFiles, PACTS_DIR } from './pact-files.ts';

const TSX_BIN = resolve(PROJECT_ROOT, 'node_modules', '.bin', 'tsx');
const VERIFY_SCRIPT = resolve(PROJECT_ROOT, 'scripts', 'contracts', 'verify.ts');

// eslint-disable-next-line no-control-regex -- vitest colours its summary even with FORCE_COLOR=0
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g;

interface StepResult {
  step: string;
  ok: boolean;
  ms: number;
  note: string;
}

async function timed(step: string, run: () => Promise<{ ok: boolean; note: string }>): Promise<StepResult> {
  const started = performance.now();
  try {
    const { ok, note } = await run();
    return { step, ok, ms: Math.round(performance.now() - started), note };
  } catch (error) {
    console.error(`[contracts] ${step}: ${(error as Error).stack ?? String(error)}`);
    return { step, ok: false, ms: Math.round(performance.now() - started), note: (error as Error).message };
  }
}

/** Runs the backend-team CLI against the mock, capturing the verifier's per-interaction output. */
function verifyAgainstMock(pactDir: string, mockUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const args = [VERIFY_SCRIPT, '--mock', '--provider-base-url', mockUrl, '--pact-dir', pactDir];
    const child = spawn(TSX_BIN, args, {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.on('error', () => done({ code: 127, output: output.join('') }));
    child.on('exit', (code, signal) => done({ code: code ?? (signal ? 128 : 1), output: output.join('') }));
  });
}

/** Our summary of the verify CLI: from its "[verify] N interactions" line to the end. */
function verifySummary(output: string): string {
  const index = output.lastIndexOf('[verify] ');
  return index < 0 ? output.trim() : output.slice(output.lastIndexOf('\n', index) + 1).trim();
}

function formatSteps(results: readonly StepResult[]): string {
  const width = Math.max(...results.map((result) => result.step.length));
  return results
    .map(
      (result) =>
        `  ${result.ok ? '✔' : '✖'} ${result.step.padEnd(width)}  ${`${(result.ms / 1000).toFixed(1)} s`.padStart(7)}  ${result.note}`,
    )
    .join('\n');
}

export async function main(argv: readonly string[]): Promise<number> {
  process.env.PACT_DO_NOT_TRACK = 'true';
  const { values } = parseArgs({
    args: [...argv],
    options: { update: { type: 'boolean', default: false }, verbose: { type: 'boolean', default: false } },
  });
  const verbose = values.verbose ?? false;

  let mock: MockServer | undefined;
  try {
    return await steps(values.update ?? false, verbose, async () => {
      // Not started alongside the consumer tests: its start-up load makes the Pact mock server's match bookkeeping
      // race (see contracts/support/contract.ts), so the steps run one after the other. The generated dates stay
      // as they are (MOCK_NOW=reference): a contract run must not depend on the day it runs.
      mock ??= await startMockServer({ now: REFERENCE_DATE });
      return mock;
    });
  } finally {
    await mock?.stop();
  }
}

async function steps(update: boolean, verbose: boolean, mock: () => Promise<MockServer>): Promise<number> {
  const results: StepResult[] = [];
  let pactFiles: string[] = [];
  let pactDir = '';
  results.push(
    await timed('consumer tests', async () => {
      const run = await runConsumerTests({ echo: verbose });
      if (!run.ok) console.log(run.output);
      pactFiles = run.pactFiles;
      pactDir = run.pactDir;
      const plain = run.output.replace(ANSI_COLOURS, '');
      const summary = /Tests\s+(.+)/.exec(plain)?.[1]?.trim() ?? `exit ${run.exitCode}`;
      return { ok: run.ok, note: `${summary}; ${pactFiles.map((file) => basename(file)).join(', ')}` };
    }),
  );
  if (pactFiles.length === 0) {
    console.log(
      `\n[contracts] the consumer tests wrote no pact; nothing else to check.\n${formatSteps(results)}`,
    );
    return 1;
  }

  results.push(
    await timed(update ? 'write contracts/pacts' : 'committed pacts fresh', async () => {
      if (update) {
        rmSync(PACTS_DIR, { recursive: true, force: true });
        mkdirSync(PACTS_DIR, { recursive: true });
        for (const file of pactFiles) copyFileSync(file, join(PACTS_DIR, basename(file)));
        await writeStatesPage();
        return {
          ok: true,
          note: `wrote ${pactFiles.length} file(s) and docs/provider-states.md; commit them`,
        };
      }
      const stale = findStalePacts(pactDir, PACTS_DIR);
      for (const entry of stale)
        console.log(`[contracts] ✖ contracts/pacts/${entry.file} ${entry.problem}: ${entry.detail}`);
      if (stale.length > 0) {
        console.log(
          '[contracts] the committed pacts are stale: run `npm run test:contracts -- --update` and commit them',
        );
      }
      return {
        ok: stale.length === 0,
        note: stale.length === 0 ? 'identical to a fresh run' : `${stale.length} stale file(s)`,
      };
    }),
  );

  let verifyMs = 0;
  results.push(
    await timed('verify against the mock', async () => {
      const server = await mock();
      console.log(
        `[contracts] the mock at ${server.url} (Prism behind the mock proxy; Prism started in ${server.prism.startMs} ms)`,
      );
      const { code, output } = await verifyAgainstMock(pactDir, server.url);
      if (verbose || code !== 0) console.log(output);
      else console.log(verifySummary(output));
      const summary = /\[verify\] (\d+) interactions .* in ([\d.]+) s: (\d+) passed, (\d+) failed/.exec(
        output,
      );
      verifyMs = summary ? Math.round(Number(summary[2]) * 1000) : 0;
      return {
        ok: code === 0,
        note: summary
          ? `${summary[3]}/${summary[1]} interactions passed, verifier ${summary[2]} s`
          : `exit ${code}`,
      };
    }),
  );

  results.push(
    await timed('kit from an empty folder', async () => {
      // The committed pacts are what the kit ships; the step above holds them identical to this run's.
      const server = await mock();
      const result = await tryKit({ mockUrl: server.url, operations: KIT_TRY_OPERATIONS });
      if (verbose || !result.ok) console.log(result.output);
      console.log(formatKitTry(result));
      return {
        ok: result.ok,
        note:
          `${result.passed}/${result.interactions} interactions of ${KIT_TRY_OPERATIONS.join(', ')} through ` +
          `the installed kit (${result.packages} packages)`,
      };
    }),
  );

  results.push(
    await timed('pact ⊆ spec', async () => {
      const report = await comparePacts(pactFiles);
      console.log(formatComparison(report));
      const errors = report.findings.filter((finding) => finding.type === 'error').length;
      return { ok: report.ok, note: `${report.interactions} interactions, ${errors} incompatibilities` };
    }),
  );

  results.push(
    await timed('coverage gate', async () => {
      const report = coverageOfFiles(pactFiles);
      console.log(formatCoverage(report));
      const covered = report.rows.filter((row) => row.interactions > 0).length;
      return {
        ok: report.ok,
        note: `${covered}/${report.rows.length} declared statuses, ${report.operations} operations`,
      };
    }),
  );

  rmSync(dirname(pactDir), { recursive: true, force: true });
  const ok = results.every((result) => result.ok);
  console.log(
    `\n[contracts] ${ok ? 'PASSED' : 'FAILED'} (verification ${(verifyMs / 1000).toFixed(1)} s)\n${formatSteps(results)}`,
  );
  if (!update && listPactFiles(PACTS_DIR).length === 0) {
    console.log(
      '[contracts] contracts/pacts is empty: run `npm run test:contracts -- --update` once and commit.',
    );
  }
  return ok ? 0 : 1;
}

if (isMain(import.meta.url)) {
  process.exit(await main(process.argv.slice(2)));
}
