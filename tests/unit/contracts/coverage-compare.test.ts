import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { comparePacts, formatComparison, loadSpec } from '../../../scripts/contracts/compare.ts';
import { coverage, coverageOfFiles, formatCoverage } from '../../../scripts/contracts/coverage.ts';
import {
  listPactFiles,
  readPact,
  type PactFile,
  type PactInteraction,
} from '../../../scripts/contracts/pact-files.ts';
import type { MockSpec } from '../../../scripts/mock/select-example.ts';

const spec = loadSpec() as MockSpec;
/** Every operation the spec declares: the committed pacts must cover them all. */
const OPERATIONS = Object.values(spec.paths ?? {}).flatMap((item) =>
  Object.values(item as Record<string, unknown>).filter(
    (op) => typeof op === 'object' && op !== null && 'operationId' in op,
  ),
).length;
const committed = listPactFiles();
const work = mkdtempSync(join(tmpdir(), 'coverage-compare-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const json = (content: unknown) => ({ content, contentType: 'application/json', encoded: false });
const call = (description: string, method: string, path: string, status: number): PactInteraction => ({
  type: 'Synchronous/HTTP',
  description,
  providerStates: [{ name: 'fleets exist' }],
  request: { method, path, headers: { Authorization: ['Bearer t'] } },
  response: { status, headers: { 'Content-Type': ['application/json'] }, body: json({ fleets: [] }) },
});

describe('coverage gate', () => {
  it('passes on the committed pacts: every operation, every declared status', () => {
    const report = coverageOfFiles(committed);
    expect(report.problems).toEqual([]);
    expect(OPERATIONS).toBeGreaterThanOrEqual(26);
    expect(report.operations).toBe(OPERATIONS);
    expect(report.rows.every((row) => row.interactions > 0)).toBe(true);
    expect(report.states.some((state) => state.mock === 'UNMAPPED')).toBe(false);
    const table = formatCoverage(report);
    expect(table).toMatch(/listSites\s+GET \/ui\/v1\/sites\/hems\/\{hemsId\}\s+200\s+3/);
    expect(table).toContain('PASSED');
  });

  it('fails for an operation without interactions and for a declared 2xx without one', () => {
    const report = coverage(spec, [
      call('listFleets: 401 only', 'GET', '/ui/v1/sites/fleets', 401),
      call('getSite: ok', 'GET', '/ui/v1/site/8936d6cf-20fb-41f2-84c1-071bac3645ef', 200),
    ]);
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('listFleets declares 200 but no interaction covers it');
    expect(report.problems).toContain('login has no interaction');
    expect(report.problems).not.toContain('getSite has no interaction');
    expect(formatCoverage(report)).toMatch(/listFleets\s+GET \/ui\/v1\/sites\/fleets\s+200\s+0 {2}✖/);
  });

  it('fails for a call or status the spec does not declare, naming the interaction', () => {
    const report = coverage(spec, [
      call('fleets: teapot', 'GET', '/ui/v1/sites/fleets', 418),
      call('nowhere', 'DELETE', '/ui/v1/sites/fleets', 200),
    ]);
    expect(report.problems).toContain(
      '"fleets: teapot [given fleets exist]" expects 418 from listFleets, which does not declare it',
    );
    expect(report.problems).toContain(
      '"nowhere [given fleets exist]" calls DELETE /ui/v1/sites/fleets, which the spec does not declare',
    );
  });
});

describe('pact ⊆ spec (openapi-pact-comparator)', () => {
  it('finds no incompatibility in the committed pacts', async () => {
    const report = await comparePacts(committed);
    expect(formatComparison(report)).toContain('0 errors');
    expect(report.ok).toBe(true);
    expect(report.interactions).toBe(readPact(committed[0] ?? '').interactions.length);
  });

  it('fails with the interaction named when a pact expects what the spec does not promise', async () => {
    const broken: PactFile = {
      consumer: { name: 'operator-portal' },
      provider: { name: 'ui-api' },
      metadata: { pactSpecification: { version: '4.0' } },
      interactions: [
        call('listFleets: fleets exist', 'GET', '/ui/v1/sites/fleets', 200),
        {
          ...call('listFleets: wrong shape', 'GET', '/ui/v1/sites/fleets', 200),
          response: {
            status: 200,
            headers: { 'Content-Type': ['application/json'] },
            body: json({ fleets: [{ uuid: 'f0', name: 'North', colour: 'red' }] }),
          },
        },
        call('getFleet: not in the spec', 'GET', '/ui/v1/fleets/f0', 200),
      ],
    };
    const file = join(work, 'broken.json');
    writeFileSync(file, JSON.stringify(broken));
    const report = await comparePacts([file]);
    expect(report.ok).toBe(false);
    const errors = report.findings.filter((finding) => finding.type === 'error');
    expect(errors.map((error) => [error.interaction, error.code])).toEqual(
      expect.arrayContaining([
        ['listFleets: wrong shape [given fleets exist]', 'response.body.incompatible'],
        ['getFleet: not in the spec [given fleets exist]', 'request.path-or-method.unknown'],
      ]),
    );
    expect(errors.some((error) => error.interaction.startsWith('listFleets: fleets exist'))).toBe(false);
    expect(formatComparison(report)).toContain('✖ listFleets: wrong shape [given fleets exist]');
  });
});
