// The breaking-change gate, proved by mutation (scripts/spec/breaking-mutants.ts): every breaking kind applied to the
// current spec fails it, every additive change passes; a declared break (major version + changelog entry) passes;
// and the release baseline is found from openapi/release.json in a repository's history.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { judgeSpecs, changelogEntry } from '../../../scripts/spec/breaking-gate.ts';
import { GATE_MUTANTS, judgeMutant, loadCurrentSpec } from '../../../scripts/spec/breaking-mutants.ts';
import { resolveBaseline, type Release } from '../../../scripts/spec/release-baseline.ts';
import type { Spec } from '../../../scripts/spec/breaking-changes.ts';

const base = loadCurrentSpec();

describe('the breaking-change gate against mutants of the current spec', () => {
  it('has both kinds of mutant', () => {
    expect(GATE_MUTANTS.filter((mutant) => mutant.expect === 'breaking').length).toBeGreaterThanOrEqual(15);
    expect(GATE_MUTANTS.filter((mutant) => mutant.expect === 'compatible').length).toBeGreaterThanOrEqual(8);
  });

  it('finds nothing between the spec and itself', () => {
    expect(judgeSpecs(base, structuredClone(base), '').findings).toEqual([]);
  });

  it.each(GATE_MUTANTS.map((mutant) => [mutant.id, mutant] as const))('%s', (_id, mutant) => {
    const verdict = judgeMutant(base, mutant);
    if (mutant.expect === 'breaking') expect(verdict.breaking, verdict.first).toBeGreaterThan(0);
    else expect(verdict.breaking, verdict.first).toBe(0);
    // A mutant that changes nothing the gate sees would prove nothing.
    expect(verdict.first).toBeDefined();
  });
});

describe('declaring a breaking change', () => {
  const removal = GATE_MUTANTS.find((mutant) => mutant.id === 'remove-operation');
  const broken = (version: string): Spec => {
    const head = structuredClone(base);
    removal?.apply(head);
    head.info = { ...head.info, version };
    return head;
  };
  const entry =
    '# UI API changelog\n\n## 2.0.0\n\nlistInstallationProblems is removed.\n\n## 1.0.0\n\nFirst.\n';

  it('passes with the next major version and its changelog entry', () => {
    const verdict = judgeSpecs(base, broken('2.0.0'), entry);
    expect(verdict.breaking.length).toBeGreaterThan(0);
    expect(verdict).toMatchObject({ ok: true, declared: true });
  });

  it('fails without the changelog entry, or with an empty one', () => {
    expect(judgeSpecs(base, broken('2.0.0'), '## 1.0.0\n\nFirst.\n')).toMatchObject({ ok: false });
    expect(judgeSpecs(base, broken('2.0.0'), '## 2.0.0\n\n## 1.0.0\nFirst.\n')).toMatchObject({ ok: false });
  });

  it('fails with the entry but a minor version', () => {
    const verdict = judgeSpecs(base, broken('1.1.0'), entry.replace('2.0.0', '1.1.0'));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems[0]).toContain('info.version 2.0.0');
  });

  it('fails when the version goes back', () => {
    const head = structuredClone(base);
    head.info = { ...head.info, version: '0.9.0' };
    expect(judgeSpecs(base, head, '').problems).toEqual([
      'info.version 0.9.0 is lower than the release 1.0.0',
    ]);
  });

  it('reads a version section up to the next one', () => {
    expect(changelogEntry(entry, '2.0.0')).toBe('listInstallationProblems is removed.');
    expect(changelogEntry(entry, '1.0.0')).toBe('First.');
    expect(changelogEntry(entry, '3.0.0')).toBeUndefined();
  });
});

describe('the release baseline', () => {
  const repo = mkdtempSync(join(tmpdir(), 'release-baseline-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
  const commitSpec = (version: string) => {
    mkdirSync(join(repo, 'openapi'), { recursive: true });
    writeFileSync(join(repo, 'openapi', 'ui-api.yaml'), stringify({ openapi: '3.1.0', info: { version } }));
    git('add', '.');
    git('commit', '-qm', version);
    return git('rev-parse', 'HEAD');
  };

  it('is the release commit, else its tag, else the merge base with main', () => {
    git('init', '-q', '-b', 'main');
    const released = commitSpec('1.0.0');
    git('tag', 'ui-api-v1.0.0');
    git('checkout', '-qb', 'feature');
    commitSpec('1.1.0');
    const release: Release = { version: '1.0.0', commit: released, tag: 'ui-api-v1.0.0' };
    expect(resolveBaseline(repo, release)).toMatchObject({
      source: `release commit ${released.slice(0, 12)}`,
    });
    expect(resolveBaseline(repo, release).text).toContain('version: 1.0.0');

    const unknown = 'f'.repeat(40);
    expect(resolveBaseline(repo, { ...release, commit: unknown })).toMatchObject({
      source: 'tag ui-api-v1.0.0',
      isRelease: true,
    });

    git('checkout', '-q', 'main');
    commitSpec('1.0.1');
    git('checkout', '-q', 'feature');
    const fallback = resolveBaseline(repo, { version: '1.0.0', commit: unknown });
    expect(fallback).toMatchObject({
      isRelease: false,
      source: expect.stringContaining('merge base with main'),
    });
    expect(fallback.text).toContain('version: 1.0.0');

    git('branch', '-qm', 'main', 'trunk');
    expect(() => resolveBaseline(repo, { version: '1.0.0', commit: unknown })).toThrow(
      /not in this repository/,
    );
  });
});
