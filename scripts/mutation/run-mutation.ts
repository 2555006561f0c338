// `npm run test:mutation`: proof that a drift of openapi/ui-api.yaml cannot pass `npm test`. Copies the project to
// a temporary folder, runs the unmutated control (every check must pass), then applies each single mutation of
// mutants.ts to a fresh copy, regenerates as a developer would (`npm run generate`) and runs the checks of
// checks.ts, cheapest first, until one of them fails. Prints the kill table; exits 1 unless the control passed and
// every mutant was killed by a check (a survivor or a broken harness fails the run).
//   --only a,b       run only these mutants (the control always runs)
//   --all-checks     run every check on every mutant and print the matrix (slower)
//   --from-head      copy HEAD instead of the working tree
//   --keep           keep the temporary folder (its path is printed)
//   --list           list the mutants and checks, run nothing
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { isMain } from '../mock/is-main.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { CHECKS, type Check } from './checks.ts';
import { MUTANTS, MutationError, mutateSpec, type Mutant } from './mutants.ts';
import { runCommand } from './process.ts';
import {
  formatKillTable,
  formatMatrix,
  formatSummary,
  seconds,
  verdictOf,
  type CheckResult,
  type RunResult,
} from './report.ts';
import { createBase, createRun, removeDir, type Source } from './workspace.ts';

const SPEC = join('openapi', 'ui-api.yaml');

export interface Options {
  only?: readonly string[];
  allChecks: boolean;
  source: Source;
  keep: boolean;
}

export function parseCli(argv: readonly string[]): Options & { list: boolean } {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      only: { type: 'string' },
      'all-checks': { type: 'boolean', default: false },
      'from-head': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const only = values.only
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const unknown = only?.filter((id) => !MUTANTS.some((mutant) => mutant.id === id)) ?? [];
  if (unknown.length > 0) throw new Error(`unknown mutant(s): ${unknown.join(', ')} (see --list)`);
  return {
    ...(only ? { only } : {}),
    allChecks: values['all-checks'] ?? false,
    source: values['from-head'] ? 'head' : 'worktree',
    keep: values.keep ?? false,
    list: values.list ?? false,
  };
}

async function runChecks(dir: string, name: string, stopAtKill: boolean): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  let generated = true;
  for (const check of CHECKS) {
    if (!generated && check.needsGenerated) {
      results.push({
        check: check.id,
        label: check.label,
        outcome: 'skipped',
        evidence: 'generation failed',
        ms: 0,
      });
      continue;
    }
    const result = await runOne(check, dir);
    results.push(result);
    const mark = result.outcome === 'pass' ? '✔' : result.outcome === 'kill' ? '✖' : '!';
    console.log(`[mutation]   ${name}: ${mark} ${check.label} (${seconds(result.ms)}) ${result.evidence}`);
    if (check.id === 'generate' && result.outcome !== 'pass') generated = false;
    if (result.outcome === 'kill' && stopAtKill) break;
  }
  return results;
}

async function runOne(check: Check, dir: string): Promise<CheckResult> {
  const result = await runCommand(check.command, check.args, { cwd: dir, timeoutMs: check.timeoutMs });
  const verdict = check.classify(result, dir);
  return { check: check.id, label: check.label, ...verdict, ms: result.ms };
}

async function runMutant(mutant: Mutant, dir: string, options: Options): Promise<RunResult> {
  const started = performance.now();
  const base = { id: mutant.id, kind: mutant.kind, description: mutant.description };
  const specPath = join(dir, SPEC);
  try {
    writeFileSync(specPath, mutateSpec(readFileSync(specPath, 'utf8'), mutant));
  } catch (error) {
    if (!(error instanceof MutationError)) throw error;
    return {
      ...base,
      status: 'error',
      evidence: `the mutation does not apply to this spec: ${error.message}`,
      checks: [],
      ms: Math.round(performance.now() - started),
    };
  }
  const checks = await runChecks(dir, mutant.id, !options.allChecks);
  return { ...base, ...verdictOf(checks, false), checks, ms: Math.round(performance.now() - started) };
}

export async function main(options: Options): Promise<number> {
  const started = performance.now();
  const mutants = MUTANTS.filter((mutant) => !options.only || options.only.includes(mutant.id));
  const { dir, files } = createBase(PROJECT_ROOT, options.source);
  console.log(
    `[mutation] ${files} project files (${options.source === 'head' ? 'HEAD' : 'working tree'}) copied to ${dir}; ` +
      `${mutants.length} mutants, checks in order: ${CHECKS.map((check) => check.id).join(' → ')}` +
      (options.allChecks ? ' (all of them, every mutant)' : ' (until the first that catches it)'),
  );
  const results: RunResult[] = [];
  try {
    const controlStarted = performance.now();
    const controlDir = createRun(dir, 'control', PROJECT_ROOT);
    console.log('[mutation] control: the unmutated project must pass every check');
    const checks = await runChecks(controlDir, 'control', false);
    const control: RunResult = {
      id: 'control',
      kind: '-',
      description: '(unmutated)',
      ...verdictOf(checks, true),
      checks,
      ms: Math.round(performance.now() - controlStarted),
    };
    results.push(control);
    if (!options.keep) removeDir(controlDir);
    if (control.status !== 'passed') {
      console.log(`\n${formatKillTable(results)}\n`);
      console.error(
        '[mutation] the unmutated project fails a check, so no mutant can prove anything: fix that first.',
      );
      return 1;
    }
    for (const [index, mutant] of mutants.entries()) {
      console.log(`[mutation] mutant ${index + 1}/${mutants.length} ${mutant.id}: ${mutant.description}`);
      const mutantDir = createRun(dir, `${String(index + 1).padStart(2, '0')}-${mutant.id}`, PROJECT_ROOT);
      const result = await runMutant(mutant, mutantDir, options);
      console.log(
        `[mutation]   → ${result.status}${result.killedBy ? ` by ${result.killedBy}` : ''} in ${seconds(result.ms)}`,
      );
      results.push(result);
      if (!options.keep) removeDir(mutantDir);
    }
  } finally {
    if (options.keep) console.log(`[mutation] kept ${dir}`);
    else removeDir(dir);
  }
  console.log(`\n${formatKillTable(results)}`);
  if (options.allChecks)
    console.log(`\n${formatMatrix(results, CHECKS)}\n(✖ caught it, ✔ passed, ! broke, · not run)`);
  const totalMs = Math.round(performance.now() - started);
  const summary = formatSummary(results, totalMs);
  console.log(`\n${summary}`);
  return summary.endsWith('PASSED') ? 0 : 1;
}

if (isMain(import.meta.url)) {
  let options: ReturnType<typeof parseCli>;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    console.error(`[mutation] ${(error as Error).message}`);
    process.exit(2);
  }
  if (options.list) {
    for (const mutant of MUTANTS)
      console.log(`${mutant.id.padEnd(28)} ${mutant.kind}: ${mutant.description}`);
    console.log(`\nchecks, in order: ${CHECKS.map((check) => `${check.id} (${check.label})`).join(', ')}`);
    process.exit(0);
  }
  process.exit(await main(options));
}
