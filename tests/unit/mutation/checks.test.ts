import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatComparison } from '../../../scripts/contracts/compare.ts';
import { formatReport } from '../../../scripts/contracts/verifier.ts';
import { buildMockSpecJson, loadSpec } from '../../../scripts/generate/generate-all.ts';
import {
  compare,
  contracts,
  coverage,
  FIXTURE_TESTS_REPORT,
  fixtureTests,
  generate,
  typecheck,
  verify,
} from '../../../scripts/mutation/checks.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import { runCommand, type CommandResult } from '../../../scripts/mutation/process.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const ran = (code: number | null, output: string, timedOut = false): CommandResult => ({
  code,
  output,
  ms: 1234,
  timedOut,
});

describe('generation', () => {
  it('kills on the generator’s own fixture mismatch message', async () => {
    const spec = await loadSpec();
    const sites = (spec.components as { schemas: Record<string, { properties: Record<string, unknown> }> })
      .schemas.SiteRow;
    if (!sites) throw new Error('no SiteRow');
    sites.properties.online = { type: 'string' };
    let message = '';
    try {
      buildMockSpecJson(spec);
    } catch (error) {
      message = (error as Error).stack ?? '';
    }
    const verdict = generate.classify(ran(1, `> generate\n${message}`), '/tmp');
    expect(verdict.outcome).toBe('kill');
    expect(verdict.evidence).toMatch(/^\d+ fixture examples do not match the spec; first: GET .*online/);
  });

  it('kills on fixtures for an operation the spec lost, as tsx reports the generator’s throw', async () => {
    // The real output format: tsx prints the throwing source line (the message template) before the error.
    const dir = mkdtempSync(join(tmpdir(), 'mutation-generate-'));
    const script = join(dir, 'generate-without-operation.mts');
    writeFileSync(
      script,
      [
        `import { buildMockSpecJson, loadSpec } from ${JSON.stringify(join(PROJECT_ROOT, 'scripts/generate/generate-all.ts'))};`,
        'const spec = await loadSpec();',
        "delete (spec.paths as Record<string, unknown>)['/ui/v1/problems/installations'];",
        'buildMockSpecJson(spec);',
      ].join('\n'),
    );
    const result = await runCommand(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [script], {
      cwd: PROJECT_ROOT,
      timeoutMs: timeLimit(60_000),
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('throw new Error(`examples for operations not in the spec');
    expect(generate.classify(result, dir)).toEqual({
      outcome: 'kill',
      evidence: 'the fixtures have examples for operations the spec lacks: listInstallationProblems',
    });
  });

  it('passes on exit 0; a crash or a time-out is the harness, not a kill', () => {
    expect(generate.classify(ran(0, 'generated …'), '/tmp').outcome).toBe('pass');
    const crash = generate.classify(
      ran(1, "TypeError: Cannot read properties of undefined (reading 'enum')"),
      '/tmp',
    );
    expect(crash).toEqual({
      outcome: 'error',
      evidence: "generation exited 1: TypeError: Cannot read properties of undefined (reading 'enum')",
    });
    expect(generate.classify(ran(null, '', true), '/tmp').evidence).toMatch(/timed out/);
  });
});

describe('pact ⊆ spec', () => {
  const report = (errors: number) =>
    formatComparison({
      ok: errors === 0,
      ms: 10,
      interactions: 69,
      findings: Array.from({ length: errors }, () => ({
        type: 'error' as const,
        code: 'request.body.incompatible',
        message: 'Request body is incompatible with the request body schema in the spec file',
        interaction: 'refreshToken: a new access token [the refresh token is valid]',
        pactFile: 'x.json',
      })),
    });

  it('kills on incompatibilities and names the first', () => {
    const verdict = compare.classify(ran(1, report(2)), '/tmp');
    expect(verdict.outcome).toBe('kill');
    expect(verdict.evidence).toBe(
      '2 incompatibilities; first: ✖ refreshToken: a new access token [the refresh token is valid]: request.body.incompatible — Request body is incompatible with the request body schema in the spec file',
    );
    expect(compare.classify(ran(0, report(0)), '/tmp')).toEqual({
      outcome: 'pass',
      evidence: '69 interactions compatible',
    });
  });

  it('an exception without the summary is the harness', () => {
    expect(
      compare.classify(ran(1, 'Error: ENOENT: no such file, open contracts/pacts'), '/tmp').outcome,
    ).toBe('error');
  });
});

describe('coverage gate', () => {
  it('kills on a FAILED summary and names the problem', () => {
    const output =
      '[coverage] 61/62 declared statuses covered — FAILED\n  ✖ interaction calls GET /ui/v1/x, not in the spec';
    expect(coverage.classify(ran(1, output), '/tmp')).toEqual({
      outcome: 'kill',
      evidence: '✖ interaction calls GET /ui/v1/x, not in the spec',
    });
    expect(
      coverage.classify(ran(0, '[coverage] 62/62 declared statuses covered — PASSED'), '/tmp').outcome,
    ).toBe('pass');
  });
});

describe('verification', () => {
  it('kills on failed interactions; a verifier that ran nothing is the harness', () => {
    const failing = formatReport(
      {
        ok: false,
        ms: 3000,
        interactions: [
          { interaction: 'a', result: 'OK' },
          { interaction: 'b', result: 'FAILED' },
        ] as never,
        failures: [{ interaction: 'listFleets: every fleet', messages: ['expected status 200 but was 201'] }],
        unmappedStates: [],
      },
      'the mock',
    );
    const verdict = verify.classify(ran(1, failing), '/tmp');
    expect(verdict.outcome).toBe('kill');
    expect(verdict.evidence).toBe(
      '1 of 2 failed; first: ✖ listFleets: every fleet — expected status 200 but was 201',
    );
    const nothing = formatReport(
      { ok: false, ms: 1, interactions: [], failures: [], unmappedStates: [] },
      'the mock',
    );
    expect(verify.classify(ran(1, nothing), '/tmp').outcome).toBe('error');
    expect(verify.classify(ran(1, '[verify] Prism did not start: port in use'), '/tmp').outcome).toBe(
      'error',
    );
  });
});

describe('typecheck', () => {
  it('kills on type errors only', () => {
    const output =
      "src/features/sites/api/use-sites.ts(12,5): error TS2339: Property 'countTotal' does not exist on type …\n" +
      'tests/x.ts(1,1): error TS2322: Type …';
    expect(typecheck.classify(ran(2, output), '/tmp')).toEqual({
      outcome: 'kill',
      evidence:
        "2 type errors; first: src/features/sites/api/use-sites.ts(12,5): error TS2339: Property 'countTotal' does not exist on type …",
    });
    expect(typecheck.classify(ran(0, ''), '/tmp').outcome).toBe('pass');
    expect(typecheck.classify(ran(1, 'error: could not find tsconfig.json'), '/tmp').outcome).toBe('error');
  });
});

describe('fixture unit tests', () => {
  const dir = () => {
    const root = mkdtempSync(join(tmpdir(), 'mutation-vitest-'));
    mkdirSync(join(root, '.mutation'));
    return root;
  };

  it('kills on a failed test, reading vitest’s JSON report', () => {
    const root = dir();
    writeFileSync(
      join(root, FIXTURE_TESTS_REPORT),
      JSON.stringify({
        numTotalTests: 10,
        numFailedTests: 1,
        numFailedTestSuites: 0,
        testResults: [
          {
            name: `${root}/tests/unit/fixtures/consistency.test.ts`,
            status: 'failed',
            assertionResults: [
              {
                fullName: 'fixtures are consistent',
                status: 'failed',
                failureMessages: ['AssertionError: expected 1\n at …'],
              },
            ],
          },
        ],
      }),
    );
    expect(fixtureTests.classify(ran(1, ''), root)).toEqual({
      outcome: 'kill',
      evidence: '1 tests / 0 files failed; first: fixtures are consistent: AssertionError: expected 1',
    });
  });

  it('passes on a clean report; no report at all is the harness', () => {
    const root = dir();
    writeFileSync(
      join(root, FIXTURE_TESTS_REPORT),
      JSON.stringify({ numTotalTests: 10, numFailedTests: 0, numFailedTestSuites: 0 }),
    );
    expect(fixtureTests.classify(ran(0, ''), root).outcome).toBe('pass');
    expect(fixtureTests.classify(ran(1, 'Error: config'), dir()).outcome).toBe('error');
  });
});

describe('test:contracts', () => {
  it('kills on its FAILED verdict and lists the failed steps', () => {
    const output = [
      '[contracts] FAILED (verification 7.7 s)',
      '  ✔ consumer tests            15.7 s  68 passed (68); operator-portal-ui-api.json',
      '  ✖ pact ⊆ spec                3.1 s  69 interactions, 1 incompatibilities',
    ].join('\n');
    expect(contracts.classify(ran(1, output), '/tmp')).toEqual({
      outcome: 'kill',
      evidence: '✖ pact ⊆ spec 3.1 s 69 interactions, 1 incompatibilities',
    });
    expect(contracts.classify(ran(0, '[contracts] PASSED (verification 7.7 s)'), '/tmp').outcome).toBe(
      'pass',
    );
    expect(contracts.classify(ran(1, 'Error: Cannot find module'), '/tmp').outcome).toBe('error');
  });
});
