// Turns every success answer of the spec into a fast-check arbitrary, written to
// tests/arbitraries/api-answers.gen.ts by `npm run generate`: boundary lengths (0, 1, max), unicode and right-to-left
// text, empty and full arrays, every enum value, optional fields absent, boundary integers and dates. Tests draw
// answers the spec allows from it; tests/unit/spec/api-answers.test.ts checks every drawn answer against the spec.
import { operationsOf } from './mock-spec.ts';
import { longestEmail } from './email-longest.ts';
import { longestMatch } from './pattern-longest.ts';

type Json = Record<string, unknown>;

/** "Full" arrays are this long at most: a screen must render a full page in test time (the sites page is 50). */
export const ARRAY_CAP = 60;
/** Text samples tried for every free-text pattern; only those the pattern and lengths allow are emitted. */
const TEXT_SAMPLES = [
  'a',
  'مرحبا بالعالم', // right to left
  'שלום עולם', // right to left
  'Zürich Straße 12 ÄÖÜ',
  '電力 ゲートウェイ',
  '👩‍🔧 Installateur',
  ' leading and trailing ',
];

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const lit = (value: unknown) => JSON.stringify(value);
const REF = /^#\/components\/schemas\/([A-Za-z0-9_]+)$/;

function textSamples(pattern: string | null, min: number, max: number): string[] {
  const length = (text: string) => [...text].length;
  const regex = pattern === null ? null : new RegExp(pattern, 'u');
  // A document's limit (a streamed collection allows gigabytes) is no sample to build: a million characters stand in.
  const candidates = [
    '',
    'x'.repeat(Math.max(0, min)),
    'x'.repeat(Math.min(max, 1_000_000)),
    ...TEXT_SAMPLES,
  ];
  const fitting = [...new Set(candidates)].filter(
    (text) => length(text) >= min && length(text) <= max && (regex === null || regex.test(text)),
  );
  // When no sample fits a pattern (an HH:mm time refuses them all), the longest text it allows.
  const longest = pattern === null || fitting.length > 0 ? null : longestMatch(pattern, max);
  return longest !== null && length(longest) >= min ? [longest] : fitting;
}

function stringArb(schema: Json): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
  const fit = `.filter((s) => [...s].length >= ${min} && [...s].length <= ${max})`;
  switch (schema.format) {
    case 'uuid':
      return 'fc.uuid()';
    case 'date-time':
      return 'dateTime';
    case 'date':
      return 'dateOnly';
    case 'email':
      // fast-check's addresses stay short: the longest the spec allows is drawn too.
      return `fc.oneof({ weight: 1, arbitrary: fc.constant(${lit(longestEmail(Math.min(max, 320)))}) }, { weight: 3, arbitrary: fc.emailAddress()${fit} })`;
    default:
  }
  const pattern = typeof schema.pattern === 'string' ? schema.pattern : null;
  const samples = textSamples(pattern, min, max);
  const random = pattern
    ? `fc.stringMatching(new RegExp(${lit(schema.pattern)}, 'u'))${fit}`
    : `fc.string({ unit: 'grapheme', minLength: ${min}, maxLength: ${Math.min(max, 80)} })`;
  return samples.length === 0
    ? random
    : `fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...${lit(samples)}) }, { weight: 3, arbitrary: ${random} })`;
}

function integerArb(schema: Json): string {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -2147483648;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2147483647;
  return `fc.oneof(fc.constantFrom(${min}, ${max}), fc.integer({ min: ${min}, max: ${max} }))`;
}

/** Numbers within the declared bounds, the bounds themselves included (no NaN or infinities: JSON has none). */
function numberArb(schema: Json): string {
  const min = typeof schema.minimum === 'number' ? schema.minimum : null;
  const max = typeof schema.maximum === 'number' ? schema.maximum : null;
  const bounds = [min === null ? '' : `min: ${min}`, max === null ? '' : `max: ${max}`].filter(Boolean);
  const random = `fc.double({ ${[...bounds, 'noNaN: true', 'noDefaultInfinity: true'].join(', ')} })`;
  const edges = [min, max].filter((edge) => edge !== null);
  return edges.length === 0 ? random : `fc.oneof(fc.constantFrom(${edges.join(', ')}), ${random})`;
}

function arrayArb(schema: Json): string {
  const item = arb(isObject(schema.items) ? schema.items : {});
  const max = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : ARRAY_CAP, ARRAY_CAP);
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const full = `fc.array(${item}, { minLength: ${max}, maxLength: ${max} })`;
  const some = `fc.array(${item}, { minLength: ${Math.max(min, 1)}, maxLength: ${Math.min(max, 5)} })`;
  return min === 0 ? `fc.oneof(fc.constant([]), ${some}, ${full})` : `fc.oneof(${some}, ${full})`;
}

function objectArb(schema: Json): string {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.map(String) : [];
  const entries = Object.entries(properties).map(
    ([name, property]) => `${lit(name)}: ${arb(property as Json)}`,
  );
  if (entries.length === 0) return 'fc.constant({})';
  return `fc.record({ ${entries.join(', ')} }, { requiredKeys: ${lit(required.filter((key) => key in properties))} })`;
}

/** The arbitrary expression of one schema. */
export function arb(schema: Json): string {
  if (typeof schema.$ref === 'string') {
    const name = REF.exec(schema.$ref)?.[1];
    if (!name) throw new Error(`unsupported $ref ${schema.$ref}`);
    return `ref(${lit(name)})`;
  }
  if (schema.const !== undefined) return `fc.constant(${lit(schema.const)})`;
  if (Array.isArray(schema.enum)) return `fc.constantFrom(...${lit(schema.enum)})`;
  // One of the alternatives (e.g. an object or null): each drawn as its own schema.
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf;
  if (Array.isArray(alternatives)) {
    return `fc.oneof(${alternatives.map((alternative) => arb(alternative as Json)).join(', ')})`;
  }
  if (Array.isArray(schema.type)) {
    const types = schema.type.map(String);
    const others = types.filter((type) => type !== 'null');
    const one = arb({ ...schema, type: others.length === 1 ? others[0] : others });
    return types.includes('null') ? `fc.option(${one}, { nil: null })` : one;
  }
  switch (schema.type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return integerArb(schema);
    case 'number':
      return numberArb(schema);
    case 'boolean':
      return 'fc.boolean()';
    case 'null':
      return 'fc.constant(null)';
    case 'array':
      return arrayArb(schema);
    case 'object':
      return objectArb(schema);
    default:
      return isObject(schema.properties) ? objectArb(schema) : 'fc.constant({})';
  }
}

/** The generated module's source. */
export function generateArbitraries(spec: Json): string {
  const components = isObject(spec.components) ? spec.components : {};
  const schemas = isObject(components.schemas) ? components.schemas : {};
  const lines = [
    '// GENERATED by `npm run generate` (scripts/generate/arbitraries.ts) from openapi/ui-api.yaml. Do not edit.',
    '// fast-check arbitraries of every success answer the spec allows: boundary lengths, unicode and',
    '// right-to-left text, empty and full arrays (full = maxItems, at most ' +
      ARRAY_CAP +
      '), every enum value, optional',
    '// fields absent, boundary integers and dates.',
    "/* eslint-disable no-control-regex -- the spec's text patterns name the control characters they exclude */",
    "import fc from 'fast-check';",
    "import type { operations } from '../../src/api/schema.gen.ts';",
    '',
    '/** Instants at the edges: the epoch, the far future, a daylight-saving change in Europe, a leap day. */',
    'const EDGE_INSTANTS = [',
    "  '1970-01-01T00:00:00Z',",
    "  '2099-12-31T23:59:59Z',",
    "  '2026-03-29T01:00:00Z',",
    "  '2026-10-25T00:59:59Z',",
    "  '2028-02-29T12:00:00Z',",
    '];',
    'const dateTime = fc.oneof(',
    '  fc.constantFrom(...EDGE_INSTANTS),',
    "  fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })",
    "    .map((date) => date.toISOString().replace('.000Z', 'Z')),",
    ');',
    'const dateOnly = dateTime.map((text) => text.slice(0, 10));',
    '',
    'const schemas: Record<string, () => fc.Arbitrary<unknown>> = {',
  ];
  for (const [name, schema] of Object.entries(schemas)) {
    lines.push(`  ${name}: () => ${arb(schema as Json)},`);
  }
  lines.push('};', '');
  lines.push("/** A component schema's arbitrary, made when drawn (the schemas refer to each other). */");
  lines.push('function ref(name: string): fc.Arbitrary<unknown> {');
  lines.push('  const make = schemas[name];');
  lines.push('  if (!make) throw new Error(`no arbitrary for schema ${name}`);');
  lines.push('  return make();');
  lines.push('}', '');
  lines.push('type Ok<Id extends keyof operations> = operations[Id] extends {');
  lines.push('  responses: { 200: { content: { "application/json": infer Body } } };');
  lines.push('}');
  lines.push('  ? Body');
  lines.push('  : never;');
  lines.push('');
  lines.push('/** The 200 answer of each operation, as the spec allows it. */');
  lines.push('export const answers = {');
  for (const { operationId, operation } of operationsOf(spec)) {
    const responses = isObject(operation.responses) ? operation.responses : {};
    const ok = responses['200'];
    const media = isObject(ok) && isObject(ok.content) ? ok.content['application/json'] : undefined;
    if (!isObject(media) || !isObject(media.schema)) continue;
    lines.push(`  ${operationId}: (): fc.Arbitrary<Ok<'${operationId}'>> =>`);
    // The arbitraries are checked against the spec at run time (tests/unit/spec/api-answers.test.ts), not by tsc.
    lines.push(`    ${arb(media.schema)} as unknown as fc.Arbitrary<Ok<'${operationId}'>>,`);
  }
  lines.push('};', '');
  lines.push('export type AnsweredOperation = keyof typeof answers;', '');
  // A helper no schema uses would be an unused variable.
  const text = lines.join('\n');
  return text.includes('dateOnly,') || text.includes('dateOnly)') || text.includes('dateOnly }')
    ? text
    : text.replace(/^const dateOnly = .*\n/m, '');
}
