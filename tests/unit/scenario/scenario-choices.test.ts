import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseScenarioHeader,
  SCENARIO_HEADER as PROXY_SCENARIO_HEADER,
} from '../../../scripts/mock/select-example.ts';
import {
  decodeAnswer,
  describeChoice,
  encodeAnswer,
  parseChoices,
  SCENARIO_HEADER,
  scenarioHeaderValue,
  serializeChoices,
  type Answer,
  type Choice,
} from '../../../src/features/scenario/model/scenario-choices.ts';

const exampleName = fc.stringMatching(/^[A-Za-z0-9][\w.-]{0,40}$/);
const answer: fc.Arbitrary<Answer> = fc.oneof(
  fc.constant<Answer>({ kind: 'rule' }),
  exampleName.map((name): Answer => ({ kind: 'example', name })),
  fc.integer({ min: 100, max: 599 }).map((status): Answer => ({ kind: 'error', status })),
  fc.constant<Answer>({ kind: 'refresh' }),
);
const choice: fc.Arbitrary<Choice> = fc.record({
  answer,
  delayMs: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
});
const key = fc
  .tuple(fc.constantFrom('GET', 'POST'), fc.stringMatching(/^\/[\w/{}-]{0,30}$/))
  .map(([method, path]) => `${method} ${path}`);

describe('the scenario header', () => {
  it('has the name the mock proxy reads', () => {
    expect(SCENARIO_HEADER).toBe(PROXY_SCENARIO_HEADER);
  });

  it('says what the mock proxy understands (property: every choice round-trips through its parser)', () => {
    fc.assert(
      fc.property(choice, fc.stringMatching(/^[\w-]{1,64}$/), (picked, id) => {
        const header = scenarioHeaderValue(picked, () => id);
        if (picked.answer.kind === 'rule' && picked.delayMs === 0) {
          expect(header).toBeUndefined();
          return;
        }
        const parsed = parseScenarioHeader(header);
        const { answer: a } = picked;
        expect(parsed.scenario).toEqual(
          a.kind === 'example'
            ? { example: a.name }
            : a.kind === 'error'
              ? { code: a.status }
              : a.kind === 'refresh'
                ? { code: 401 }
                : undefined,
        );
        expect(parsed.once).toBe(a.kind === 'refresh' ? id : undefined);
        expect(parsed.delayMs).toBe(picked.delayMs > 0 ? picked.delayMs : undefined);
      }),
    );
  });

  it('asks for a new call id only for the refresh answer', () => {
    let ids = 0;
    const next = () => `id${++ids}`;
    expect(scenarioHeaderValue({ answer: { kind: 'error', status: 500 }, delayMs: 3000 }, next)).toBe(
      'code=500; delay=3000',
    );
    expect(scenarioHeaderValue({ answer: { kind: 'refresh' }, delayMs: 0 }, next)).toBe('code=401; once=id1');
    expect(scenarioHeaderValue({ answer: { kind: 'refresh' }, delayMs: 0 }, next)).toBe('code=401; once=id2');
    expect(scenarioHeaderValue({ answer: { kind: 'rule' }, delayMs: 1000 }, next)).toBe('delay=1000');
    expect(scenarioHeaderValue(undefined, next)).toBeUndefined();
  });
});

describe('stored choices', () => {
  it('round-trip (property), dropping the inactive ones', () => {
    fc.assert(
      fc.property(fc.dictionary(key, choice), (choices) => {
        const active = Object.fromEntries(
          Object.entries(choices).filter(([, c]) => c.answer.kind !== 'rule' || c.delayMs > 0),
        );
        expect(parseChoices(serializeChoices(choices))).toEqual(active);
      }),
    );
  });

  it('never throw on whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        expect(typeof parseChoices(text)).toBe('object');
      }),
    );
  });

  it('drop malformed entries and keep good ones', () => {
    const stored = JSON.stringify({
      'GET /ui/v1/profile': { answer: 'code=500', delayMs: 0 },
      'GET /ui/v1/sites/fleets': { answer: 'teapot' },
      'GET /ui/v1/hems-providers': { answer: 'example=empty', delayMs: -1 },
      'not a key': { answer: 'code=500' },
      'GET /ui/v1/docs/schemas': { answer: 'refresh' },
    });
    expect(parseChoices(stored)).toEqual({
      'GET /ui/v1/profile': { answer: { kind: 'error', status: 500 }, delayMs: 0 },
      'GET /ui/v1/docs/schemas': { answer: { kind: 'refresh' }, delayMs: 0 },
    });
    for (const bad of [null, '', '[]', '42', '{', 'null']) expect(parseChoices(bad)).toEqual({});
  });
});

describe('answers', () => {
  it('encode and decode as the select values (property)', () => {
    fc.assert(
      fc.property(answer, (a) => {
        expect(decodeAnswer(encodeAnswer(a))).toEqual(a);
      }),
    );
    for (const bad of ['', 'code=99', 'code=abc', 'example=', 'example=a b', 'delay=5', 42, null]) {
      expect(decodeAnswer(bad)).toBeUndefined();
    }
  });

  it('read as a person would say them', () => {
    expect(describeChoice({ answer: { kind: 'example', name: 'empty' }, delayMs: 0 })).toBe(
      'example “empty”',
    );
    expect(describeChoice({ answer: { kind: 'error', status: 500 }, delayMs: 3000 })).toBe(
      'error 500, 3 s late',
    );
    expect(describeChoice({ answer: { kind: 'refresh' }, delayMs: 0 })).toBe('401, then refresh and retry');
    expect(describeChoice({ answer: { kind: 'rule' }, delayMs: 10_000 })).toBe('10 s late');
  });
});
