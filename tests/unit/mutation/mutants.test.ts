import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildMockSpecJson } from '../../../scripts/generate/generate-all.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import { MUTANTS, MutationError, mutateSpec, type Mutant } from '../../../scripts/mutation/mutants.ts';

const specText = readFileSync(join(PROJECT_ROOT, 'openapi', 'ui-api.yaml'), 'utf8');
type Json = Record<string, unknown>;
const specLines = specText.split('\n');
const original = parse(specText) as Json;

/** Paths (dotted) where two JSON values differ; a list counts as one value. */
function differences(a: unknown, b: unknown, at = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) ||
    Array.isArray(b)
  ) {
    return [at];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) =>
    differences((a as Json)[key], (b as Json)[key], at ? `${at}.${key}` : key),
  );
}

const byId = (id: string): Mutant => {
  const mutant = MUTANTS.find((entry) => entry.id === id);
  if (!mutant) throw new Error(`no mutant ${id}`);
  return mutant;
};
const mutated = (id: string) => parse(mutateSpec(specText, byId(id))) as Json;

describe('the mutants', () => {
  it('cover the eight drifts the issue names, and more', () => {
    expect(MUTANTS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(MUTANTS.map((m) => m.id)).size).toBe(MUTANTS.length);
    expect(MUTANTS.map((m) => m.kind)).toEqual(
      expect.arrayContaining([
        'rename a required response field',
        "change a field's type",
        'remove an enum value',
        'make a query parameter required',
        'change a path',
        'remove an operation',
        'change a success status code',
        'rename a required request field',
      ]),
    );
  });

  it.each(MUTANTS.map((m) => [m.id, m] as const))(
    '%s changes the spec and keeps the rest of the file',
    (_, mutant) => {
      const text = mutateSpec(specText, mutant);
      const changedLines = text.split('\n').filter((line, i) => line !== specLines[i]);
      expect(changedLines.length).toBeGreaterThan(0);
      // Comments and layout survive: only the mutated lines differ (removals shift the rest by whole lines).
      expect(text).toContain('# --- sites and fleets');
      expect(text.split('\n').length).toBeLessThanOrEqual(specLines.length + 1);
    },
  );

  it('change exactly what they say', () => {
    const sites = (spec: Json) => ((spec.components as Json).schemas as Json).SitesResponse as Json;
    expect(differences(original, mutated('rename-response-field')).sort()).toEqual([
      'components.schemas.SitesResponse.properties.countTotal',
      'components.schemas.SitesResponse.properties.totalCount',
      'components.schemas.SitesResponse.required',
    ]);
    expect(sites(mutated('rename-response-field')).required).toEqual([
      'subscriptions',
      'page',
      'countPages',
      'totalCount',
    ]);
    expect(differences(original, mutated('change-field-type'))).toEqual([
      'components.schemas.SiteRow.properties.online.type',
    ]);
    expect(differences(original, mutated('remove-enum-value'))).toEqual([
      'components.schemas.ActivationFilter.enum',
    ]);
    expect(differences(original, mutated('require-query-parameter'))).toEqual([
      'paths./ui/v1/sites/hems/{hemsId}.get.parameters',
    ]);
    expect(Object.keys(mutated('change-path').paths as Json)).toContain('/ui/v1/fleets');
    expect(Object.keys(mutated('change-path').paths as Json)).not.toContain('/ui/v1/sites/fleets');
    expect(differences(original, mutated('remove-operation'))).toEqual([
      'paths./ui/v1/problems/installations',
    ]);
    expect(differences(original, mutated('change-success-status')).sort()).toEqual([
      'paths./ui/v1/sites/fleets.get.responses.200',
      'paths./ui/v1/sites/fleets.get.responses.201',
    ]);
    expect(differences(original, mutated('rename-request-field')).sort()).toEqual([
      'components.schemas.RefreshRequest.properties.refresh',
      'components.schemas.RefreshRequest.properties.refreshToken',
      'components.schemas.RefreshRequest.required',
    ]);
    expect(differences(original, mutated('secure-public-operation'))).toEqual([
      'paths./authentication-api/login.post.security',
    ]);
  });

  it('refuse a spec they do not apply to (the harness reports that, never a kill)', () => {
    const without = specText.replace(/countTotal/g, 'total');
    expect(() => mutateSpec(without, byId('rename-response-field'))).toThrow(MutationError);
    expect(() =>
      mutateSpec(specText.replace('type: boolean\n', 'type: integer\n'), byId('change-field-type')),
    ).toThrow(MutationError);
    expect(() => mutateSpec('openapi: 3.1.0\npaths: {}\n', byId('remove-operation'))).toThrow(MutationError);
  });

  it('a renamed response field makes the fixtures invalid: generation itself refuses it', () => {
    expect(() => buildMockSpecJson(mutated('rename-response-field'))).toThrow(
      /fixture examples do not match the spec/,
    );
  });
});
