import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../../scripts/mutation/checks.ts';
import { runCommand } from '../../../scripts/mutation/process.ts';
import {
  formatKillTable,
  formatMatrix,
  formatSummary,
  seconds,
  verdictOf,
  type CheckResult,
  type RunResult,
} from '../../../scripts/mutation/report.ts';
import { parseCli } from '../../../scripts/mutation/run-mutation.ts';
import { createBase, createRun, projectFiles, removeDir } from '../../../scripts/mutation/workspace.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const check = (id: string, outcome: CheckResult['outcome'], evidence = id): CheckResult => ({
  check: id,
  label: `${id} label`,
  outcome,
  evidence,
  ms: 1000,
});

describe('verdicts', () => {
  it('a mutant is killed only by a check that failed, broken when a check broke and none failed', () => {
    expect(verdictOf([check('generate', 'pass'), check('compare', 'kill', 'x')], false)).toEqual({
      status: 'killed',
      killedBy: 'compare label',
      evidence: 'x',
    });
    expect(verdictOf([check('generate', 'error', 'TypeError'), check('compare', 'pass')], false)).toEqual({
      status: 'error',
      evidence: 'generate label: TypeError',
    });
    expect(verdictOf([check('generate', 'pass'), check('compare', 'pass')], false).status).toBe('survived');
    expect(
      verdictOf([check('generate', 'error', 'crash'), check('compare', 'kill', 'x')], false),
    ).toMatchObject({
      status: 'killed',
      evidence: 'x (also: generate label broke: crash)',
    });
  });

  it('the control passes only when every check passes', () => {
    expect(verdictOf([check('a', 'pass'), check('b', 'pass')], true).status).toBe('passed');
    expect(verdictOf([check('a', 'pass'), check('b', 'kill', 'y')], true)).toEqual({
      status: 'failed',
      evidence: 'b label: y',
    });
  });
});

describe('times', () => {
  it('read as seconds below a minute, minutes and seconds above, never "60 s"', () => {
    expect(seconds(9_549)).toBe('9.5 s');
    expect(seconds(59_949)).toBe('59.9 s');
    expect(seconds(59_990)).toBe('1 min 0 s');
    expect(seconds(119_700)).toBe('2 min 0 s');
    expect(seconds(528_400)).toBe('8 min 48 s');
  });
});

describe('the kill table', () => {
  const results: RunResult[] = [
    {
      id: 'control',
      kind: '-',
      description: '(unmutated)',
      status: 'passed',
      evidence: 'all 7 checks pass',
      checks: [check('generate', 'pass')],
      ms: 61_000,
    },
    {
      id: 'm1',
      kind: 'k',
      description: 'A -> B',
      status: 'killed',
      killedBy: 'pact ⊆ spec',
      evidence: '1 incompatibility',
      checks: [check('generate', 'pass'), check('compare', 'kill')],
      ms: 9_500,
    },
  ];

  it('prints one row per run with the check that caught it, the evidence and the time', () => {
    const table = formatKillTable(results);
    expect(table).toContain('control  (unmutated)  passed');
    expect(table).toMatch(/1 +m1 +A -> B +killed by pact ⊆ spec +9\.5 s/);
    expect(table).toContain('↳ 1 incompatibility');
    expect(table).toContain('1 min 1 s');
    expect(formatSummary(results, 70_000)).toBe(
      '[mutation] 1 mutants: 1 killed, 0 survived, 0 broken; control passed (1 min 1 s); total 1 min 10 s — PASSED',
    );
    expect(formatMatrix(results, CHECKS).split('\n')[2]).toMatch(/^m1 +✔ +✖ +·/);
  });

  it('fails the run on a survivor or a broken mutant', () => {
    const survivor: RunResult = { ...results[1]!, status: 'survived' };
    expect(formatSummary([results[0]!, survivor], 1)).toMatch(/1 survived.*FAILED$/);
    const broken: RunResult = { ...results[1]!, status: 'error' };
    expect(formatSummary([results[0]!, broken], 1)).toMatch(/1 broken.*FAILED$/);
    expect(formatSummary([results[0]!], 1)).toMatch(/FAILED$/);
  });
});

describe('commands', () => {
  it('captures output and exit code', async () => {
    const result = await runCommand('sh', ['-c', 'echo out; echo err >&2; exit 3'], {
      cwd: tmpdir(),
      timeoutMs: timeLimit(10_000),
    });
    expect(result).toMatchObject({ code: 3, timedOut: false });
    expect(result.output).toContain('out');
    expect(result.output).toContain('err');
  });

  it('a time-out ends the whole process group, grandchildren included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mutation-timeout-'));
    const marker = join(dir, 'late');
    // The grandchild would write its marker well after the 300 ms time-out, even when that fires late on a loaded
    // machine; the wait looks past the moment it would have.
    const late = timeLimit(1_000);
    const result = await runCommand(
      'sh',
      ['-c', `(sleep ${String(late / 1000)}; touch ${marker}) & sleep 30`],
      {
        cwd: dir,
        timeoutMs: 300,
      },
    );
    expect(result).toMatchObject({ code: null, timedOut: true });
    await new Promise((done) => setTimeout(done, late + 500));
    expect(existsSync(marker)).toBe(false);
  });
});

describe('workspaces', () => {
  function repo(): string {
    const root = mkdtempSync(join(tmpdir(), 'mutation-repo-'));
    execFileSync('git', ['init', '-q'], { cwd: root });
    writeFileSync(join(root, '.gitignore'), 'dist/\ntest-results/\n');
    mkdirSync(join(root, 'openapi'));
    writeFileSync(join(root, 'openapi', 'ui-api.yaml'), 'openapi: 3.1.0\n');
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'index.html'), '<html>');
    mkdirSync(join(root, 'node_modules', 'x'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'x', 'index.js'), '');
    execFileSync('git', ['add', '.gitignore', 'openapi'], { cwd: root });
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'init'], {
      cwd: root,
    });
    writeFileSync(join(root, 'untracked.ts'), 'export {};\n');
    return root;
  }

  it('copy the project files (tracked and untracked), never dist/ or node_modules, and link node_modules', () => {
    const root = repo();
    expect(projectFiles(root).sort()).toEqual(['.gitignore', 'openapi/ui-api.yaml', 'untracked.ts']);
    const { dir, files } = createBase(root, 'worktree');
    try {
      expect(files).toBe(3);
      const run = createRun(dir, 'control', root);
      expect(readFileSync(join(run, 'openapi', 'ui-api.yaml'), 'utf8')).toBe('openapi: 3.1.0\n');
      expect(existsSync(join(run, 'dist'))).toBe(false);
      expect(lstatSync(join(run, 'node_modules')).isSymbolicLink()).toBe(true);
      expect(realpathSync(join(run, 'node_modules'))).toBe(realpathSync(join(root, 'node_modules')));
      // A mutant's copy is fresh: changes in one run never reach the next.
      writeFileSync(join(run, 'openapi', 'ui-api.yaml'), 'mutated');
      expect(readFileSync(join(createRun(dir, 'next', root), 'openapi', 'ui-api.yaml'), 'utf8')).toBe(
        'openapi: 3.1.0\n',
      );
    } finally {
      removeDir(dir);
    }
  });

  it('copy HEAD on request (uncommitted files stay out)', () => {
    const root = repo();
    const { dir, files } = createBase(root, 'head');
    try {
      expect(files).toBe(2);
      expect(existsSync(join(dir, 'base', 'untracked.ts'))).toBe(false);
      expect(existsSync(join(dir, 'base', 'openapi', 'ui-api.yaml'))).toBe(true);
    } finally {
      removeDir(dir);
    }
  });
});

describe('the command line', () => {
  it('takes --only, --all-checks, --from-head, --keep and --list, and refuses unknown mutants', () => {
    expect(parseCli([])).toEqual({ allChecks: false, source: 'worktree', keep: false, list: false });
    expect(
      parseCli(['--only', 'change-path, remove-operation', '--all-checks', '--from-head', '--keep']),
    ).toEqual({
      only: ['change-path', 'remove-operation'],
      allChecks: true,
      source: 'head',
      keep: true,
      list: false,
    });
    expect(() => parseCli(['--only', 'nope'])).toThrow('unknown mutant(s): nope');
    expect(() => parseCli(['--bogus'])).toThrow();
  });
});
