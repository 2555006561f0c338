// The checks of `npm test` that can catch a spec drift, cheapest first, each run as a developer or CI runs it and
// each with its own reading of the result. A check "kills" a mutant only when it ran and reported a failure of its
// own kind (a fixture that does not match, an incompatible interaction, a type error, a failed test); a command
// that crashed, timed out or printed nothing recognisable is an "error" of the harness, never a kill.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CommandResult } from './process.ts';

export type Outcome = 'pass' | 'kill' | 'error';

export interface Verdict {
  outcome: Outcome;
  /** One line: what failed (kill), what broke (error), or what passed. */
  evidence: string;
}

export interface Check {
  id: string;
  /** How the kill table names it. */
  label: string;
  command: string;
  args: readonly string[];
  timeoutMs: number;
  /** Reads what `npm run generate` writes (types, mock spec): meaningless after a failed generation. */
  needsGenerated: boolean;
  /** Reads a finished command; `dir` is the workspace it ran in. */
  classify(result: CommandResult, dir: string): Verdict;
}

const MINUTE = 60_000;
const EVIDENCE_LENGTH = 200;

export function clip(text: string, length = EVIDENCE_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length - 1)}…` : line;
}

/** What a command that ended without a verdict of its own left behind: a time-out, or its last words. */
export function brokenCommand(result: CommandResult, what: string): Verdict {
  if (result.timedOut)
    return { outcome: 'error', evidence: `${what} timed out after ${Math.round(result.ms / 1000)} s` };
  const lines = result.output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^npm warn|^>/.test(line));
  // The thrown error's own line beats a quoted source line that merely mentions an error.
  const telling =
    lines.find((line) => /^([\w.]*Error|error)\b:?/.test(line)) ??
    lines.find((line) => /error/i.test(line)) ??
    lines.at(-1) ??
    '(no output)';
  return { outcome: 'error', evidence: clip(`${what} exited ${result.code ?? 'on a signal'}: ${telling}`) };
}

/** The first line matching `marker` and the line after it (the message under an interaction's name). */
function firstFinding(output: string, marker: RegExp, withNext = true): string {
  const lines = output.split('\n');
  const index = lines.findIndex((line) => marker.test(line));
  if (index < 0) return '';
  const next = withNext ? (lines[index + 1] ?? '').trim() : '';
  return clip(`${lines[index]?.trim() ?? ''}${next && !marker.test(next) ? ` — ${next}` : ''}`);
}

/**
 * The generator's own fixture-versus-spec checks (scripts/generate): an example that fails the schema (Ajv), fixtures
 * for an operation the spec lost, a response the fixtures have no example for. Anything else it throws (a bad
 * `$ref`, a TypeError) is a crash of the harness. Matched on the thrown error's line: tsx also prints the source
 * line that throws, message template included.
 */
const FIXTURE_FAILURES: readonly { pattern: RegExp; say: (match: RegExpExecArray) => string }[] = [
  {
    pattern: /(\d+) fixture examples? do(?:es)? not match the spec:?\s*\n\s*(.*)/,
    say: (m) => `${m[1]} fixture examples do not match the spec; first: ${m[2] ?? ''}`,
  },
  {
    pattern: /^\s*Error: examples for operations not in the spec: (.*)/m,
    say: (m) => `the fixtures have examples for operations the spec lacks: ${m[1] ?? ''}`,
  },
  {
    pattern: /^\s*Error: (.*): the fixture generator has no example for this response/m,
    say: (m) => `the fixtures have no example for ${m[1] ?? ''}`,
  },
];

export const generate: Check = {
  id: 'generate',
  label: 'fixture validation (npm run generate)',
  command: 'npm',
  args: ['run', 'generate'],
  timeoutMs: 3 * MINUTE,
  needsGenerated: false,
  classify(result) {
    if (result.code === 0 && !result.timedOut)
      return { outcome: 'pass', evidence: 'generated, every example valid' };
    for (const failure of result.timedOut ? [] : FIXTURE_FAILURES) {
      const match = failure.pattern.exec(result.output);
      if (match) return { outcome: 'kill', evidence: clip(failure.say(match)) };
    }
    return brokenCommand(result, 'generation');
  },
};

export const compare: Check = {
  id: 'compare',
  label: 'pact ⊆ spec',
  command: 'node_modules/.bin/tsx',
  args: ['scripts/contracts/compare.ts'],
  timeoutMs: 2 * MINUTE,
  needsGenerated: false,
  classify(result) {
    const summary = /\[compare\] (\d+) interactions .*: (\d+) errors, (\d+) warnings — (PASSED|FAILED)/.exec(
      result.output,
    );
    if (!summary || result.timedOut) return brokenCommand(result, 'the comparator');
    if (result.code === 0 && summary[4] === 'PASSED') {
      return { outcome: 'pass', evidence: `${summary[1]} interactions compatible` };
    }
    if (result.code === 1 && summary[4] === 'FAILED') {
      return {
        outcome: 'kill',
        evidence: clip(`${summary[2]} incompatibilities; first: ${firstFinding(result.output, /^\s+✖ /)}`),
      };
    }
    return brokenCommand(result, 'the comparator');
  },
};

export const coverage: Check = {
  id: 'coverage',
  label: 'contract coverage gate',
  command: 'node_modules/.bin/tsx',
  args: ['scripts/contracts/coverage.ts'],
  timeoutMs: 2 * MINUTE,
  needsGenerated: false,
  classify(result) {
    const summary = /\[coverage\] (\d+)\/(\d+) declared statuses covered — (PASSED|FAILED)/.exec(
      result.output,
    );
    if (!summary || result.timedOut) return brokenCommand(result, 'the coverage gate');
    if (result.code === 0 && summary[3] === 'PASSED') {
      return { outcome: 'pass', evidence: `${summary[1]}/${summary[2]} declared statuses covered` };
    }
    if (result.code === 1 && summary[3] === 'FAILED') {
      return { outcome: 'kill', evidence: firstFinding(result.output, /^\s+✖ /, false) || 'coverage FAILED' };
    }
    return brokenCommand(result, 'the coverage gate');
  },
};

export const verify: Check = {
  id: 'verify',
  label: 'pact verification against the mock',
  command: 'node_modules/.bin/tsx',
  args: ['scripts/contracts/verify.ts', '--mock'],
  timeoutMs: 4 * MINUTE,
  needsGenerated: true,
  classify(result) {
    const summary =
      /\[verify\] (\d+) interactions against .* in [\d.]+ s: (\d+) passed, (\d+) failed — (PASSED|FAILED)/.exec(
        result.output,
      );
    if (!summary || result.timedOut) return brokenCommand(result, 'the verifier');
    if (result.code === 0 && summary[4] === 'PASSED') {
      return { outcome: 'pass', evidence: `${summary[2]}/${summary[1]} interactions verified` };
    }
    // An interaction that could not be verified at all (0 run) is the harness, not the contract.
    if (result.code === 1 && summary[4] === 'FAILED' && Number(summary[1]) > 0) {
      return {
        outcome: 'kill',
        evidence: clip(
          `${summary[3]} of ${summary[1]} failed; first: ${firstFinding(result.output, /^\s+✖ /)}`,
        ),
      };
    }
    return brokenCommand(result, 'the verifier');
  },
};

export const typecheck: Check = {
  id: 'typecheck',
  label: 'typecheck (tsc)',
  command: 'npm',
  args: ['run', 'typecheck'],
  timeoutMs: 6 * MINUTE,
  needsGenerated: true,
  classify(result) {
    if (result.code === 0 && !result.timedOut) return { outcome: 'pass', evidence: 'no type errors' };
    const errors = result.output.split('\n').filter((line) => /error TS\d+:/.test(line));
    if (errors.length > 0 && !result.timedOut) {
      return { outcome: 'kill', evidence: clip(`${errors.length} type errors; first: ${errors[0]}`) };
    }
    return brokenCommand(result, 'tsc');
  },
};

interface VitestJson {
  numTotalTests?: number;
  numFailedTests?: number;
  numFailedTestSuites?: number;
  testResults?: {
    name?: string;
    status?: string;
    message?: string;
    assertionResults?: { fullName?: string; status?: string; failureMessages?: string[] }[];
  }[];
}

export const FIXTURE_TESTS_REPORT = '.mutation/fixture-tests.json';

export const fixtureTests: Check = {
  id: 'fixture-tests',
  label: 'fixture unit tests (tests/unit/fixtures)',
  command: 'node_modules/.bin/vitest',
  args: ['run', 'tests/unit/fixtures', '--reporter=json', `--outputFile=${FIXTURE_TESTS_REPORT}`],
  timeoutMs: 6 * MINUTE,
  needsGenerated: true,
  classify(result, dir) {
    const file = join(dir, FIXTURE_TESTS_REPORT);
    if (result.timedOut || !existsSync(file)) return brokenCommand(result, 'vitest');
    let report: VitestJson;
    try {
      report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
    } catch {
      return brokenCommand(result, 'vitest (unreadable report)');
    }
    const failedTests = report.numFailedTests ?? 0;
    const failedFiles = report.numFailedTestSuites ?? 0;
    if (failedTests + failedFiles > 0) {
      const suite = report.testResults?.find((entry) => entry.status === 'failed');
      const test = suite?.assertionResults?.find((entry) => entry.status === 'failed');
      const why = test
        ? `${test.fullName ?? ''}: ${test.failureMessages?.[0]?.split('\n')[0] ?? ''}`
        : `${suite?.name?.replace(`${dir}/`, '') ?? ''}: ${suite?.message?.split('\n')[0] ?? ''}`;
      return {
        outcome: 'kill',
        evidence: clip(`${failedTests} tests / ${failedFiles} files failed; first: ${why}`),
      };
    }
    if (result.code === 0 && (report.numTotalTests ?? 0) > 0) {
      return { outcome: 'pass', evidence: `${report.numTotalTests} tests passed` };
    }
    return brokenCommand(result, 'vitest');
  },
};

export const contracts: Check = {
  id: 'test-contracts',
  label: 'npm run test:contracts (consumer tests, fresh pacts, verify, compare, coverage)',
  command: 'npm',
  args: ['run', 'test:contracts'],
  timeoutMs: 10 * MINUTE,
  needsGenerated: true,
  classify(result) {
    const verdict = /\[contracts\] (PASSED|FAILED)/.exec(result.output);
    if (!verdict || result.timedOut) return brokenCommand(result, 'test:contracts');
    if (result.code === 0 && verdict[1] === 'PASSED')
      return { outcome: 'pass', evidence: 'every step passed' };
    if (result.code !== 0 && verdict[1] === 'FAILED') {
      const failed = result.output
        .split('\n')
        .filter((line) => /^\s+✖ \S/.test(line) && / s {2}/.test(line))
        .map((line) => line.trim());
      return { outcome: 'kill', evidence: clip(failed.join('; ') || 'test:contracts FAILED') };
    }
    return brokenCommand(result, 'test:contracts');
  },
};

/** In the order they run: the first to kill a mutant ends its run (unless --all-checks). */
export const CHECKS: readonly Check[] = [
  generate,
  compare,
  coverage,
  verify,
  typecheck,
  fixtureTests,
  contracts,
];
