// The generated arbitraries (tests/arbitraries/api-answers.gen.ts) draw only answers the spec
// allows, and they do reach the edges: empty and full lists, the longest texts, right-to-left text, absent options.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import { answers, type AnsweredOperation } from '../../arbitraries/api-answers.gen.ts';
import { operationsOf } from '../../../scripts/generate/mock-spec.ts';
import { SPEC_PATH } from '../../../scripts/generate/generated-paths.ts';
import { createAnswerValidator } from '../../../scripts/mock/data/answer-validator.ts';

type Json = Record<string, unknown>;
const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as Json;
const validate = createAnswerValidator(spec);
const byId = new Map(operationsOf(spec).map((op) => [op.operationId, op.operation]));
const ids = Object.keys(answers) as AnsweredOperation[];
const RUNS = 60;

describe('generated answer arbitraries', () => {
  it('cover every operation with a JSON 200 answer', () => {
    const withJson = operationsOf(spec)
      .filter(({ operation }) => {
        const ok = (operation.responses as Json)['200'] as Json | undefined;
        // A text answer (exportLeads' text/csv) is a document, not a JSON body to draw.
        return (ok?.content as Json | undefined)?.['application/json'] !== undefined;
      })
      .map((op) => op.operationId);
    expect(ids.sort()).toEqual(withJson.sort());
  });

  it.each(ids)('%s: every drawn answer is valid against the spec', (id) => {
    const operation = byId.get(id) as Json;
    for (const answer of fc.sample(answers[id]() as fc.Arbitrary<unknown>, { numRuns: RUNS, seed: 19 })) {
      expect(validate(operation, 200, answer)).toBeNull();
    }
  });

  it('reach the edges: empty and full lists, the longest and right-to-left texts, absent optional fields', () => {
    const fleets = fc.sample(answers.listFleets(), { numRuns: 200, seed: 19 });
    const sizes = new Set(fleets.map((answer) => answer.fleets.length));
    expect(sizes).toContain(0);
    expect(sizes).toContain(60);
    const names = fleets.flatMap((answer) => answer.fleets.map((fleet) => fleet.name));
    expect(names.some((name) => [...name].length === 200)).toBe(true);
    expect(names.some((name) => /[\u0590-\u08FF]/u.test(name))).toBe(true);
    const rows = fc.sample(answers.listSites(), { numRuns: 200, seed: 19 }).flatMap((a) => a.subscriptions);
    expect(rows.some((row) => row.tso === undefined)).toBe(true);
    expect(rows.some((row) => row.activationDate === null)).toBe(true);
    // An address is a format, not a pattern: the longest the spec allows (320) is drawn beside fast-check's own.
    const emails = fc.sample(answers.listStaffUsers(), { numRuns: 50, seed: 19 }).flatMap((a) => a.users);
    expect(emails.some((user) => user.email.length === 320)).toBe(true);
    expect(emails.some((user) => user.email.length < 320)).toBe(true);
  });
});
