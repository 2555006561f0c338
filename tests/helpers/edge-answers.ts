// The extreme answers the spec allows ("feed every screen its longest and emptiest answers"), built from
// openapi/ui-api.yaml itself: `longest` fills every string to its maxLength with wide letters and no place to break,
// every array to its maxItems, every integer to its maximum and every optional field; `emptiest` leaves out every
// optional field, empties every list and string it may and takes the minimum of every number. Each body is checked
// against the operation's response schema (the mock's own validator), so a screen is never fed an answer a backend
// could not send. Ids stay unique within an answer (React keys, links), as a real backend's would.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createAnswerValidator } from '../../scripts/mock/data/answer-validator.ts';
import { dereference } from '../../scripts/generate/dereference.ts';
import { longestEmail } from '../../scripts/generate/email-longest.ts';
import { longestMatch, shortestMatch } from '../../scripts/generate/pattern-longest.ts';
import { SPEC_PATH } from '../../scripts/generate/generated-paths.ts';

type Json = Record<string, unknown>;
/** `sparse`: as `emptiest`, but every list holds one item, so the screen shows its rows with every field at its least. */
export type Edge = 'longest' | 'emptiest' | 'sparse';

// A path, not a file URL: under jsdom the global URL is jsdom's, which node:fs does not take.
const SPEC = parse(readFileSync(SPEC_PATH, 'utf8')) as Json;
const RESOLVED = dereference(SPEC);
const validate = createAnswerValidator(SPEC);

/** The widest Latin capital in most fonts: the worst case for a column's width. */
const WIDE = 'W';
/**
 * Lists stop at this many items: more than any screen shows at once (pages of 50; the DOM holds at most ~100 rows),
 * so a row looks as it would in a full list, without sending the browser 75 MB (100,000 problem rows of maximal
 * length). The counts a screen shows from the answer's own totals (countTotal, countPages) still take their maximum.
 */
const MAX_ITEMS = 200;
const LONGEST_INSTANT = '2099-12-31T23:59:59Z';
const EARLIEST_INSTANT = '1970-01-01T00:00:00Z';

function operationOf(operationId: string): Json {
  for (const item of Object.values((RESOLVED.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(item)) {
      if (
        operation !== null &&
        typeof operation === 'object' &&
        (operation as Json).operationId === operationId
      ) {
        return operation as Json;
      }
    }
  }
  throw new Error(`no operation ${operationId} in the spec`);
}

function okSchema(operation: Json): Json {
  const ok = ((operation.responses ?? {}) as Record<string, Json>)['200'];
  const media = ((ok?.content ?? {}) as Record<string, Json>)['application/json'];
  if (media?.schema === undefined)
    throw new Error(`operation ${String(operation.operationId)} has no JSON 200`);
  return media.schema as Json;
}

function uuid(n: number): string {
  const hex = n.toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
}

/** Builds one instance; `serial` makes every id and long text of the answer distinct. */
function build(schema: Json, edge: Edge, serial: { next: number }): unknown {
  // Below lists, a sparse answer is the emptiest one.
  const least = edge !== 'longest';
  const variants = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (variants !== undefined) {
    const nullable = variants.find((variant) => variant.type === 'null');
    if (least && nullable !== undefined) return null;
    return build(variants.find((variant) => variant.type !== 'null') ?? variants[0] ?? {}, edge, serial);
  }
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) {
    const values = (schema.enum as unknown[]).filter((value) => value !== null);
    if (least && schema.enum.includes(null)) return null;
    const byLength = [...values].sort((a, b) => String(b).length - String(a).length);
    return edge === 'longest' ? byLength[0] : values[0];
  }
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
  if (least && types.includes('null')) return null;
  const type = types.find((candidate) => candidate !== 'null');
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = new Set((schema.required ?? []) as string[]);
      const entries = Object.entries(properties).filter(([name]) => edge === 'longest' || required.has(name));
      return Object.fromEntries(entries.map(([name, property]) => [name, build(property, edge, serial)]));
    }
    case 'array': {
      const count =
        edge === 'longest'
          ? Math.min(Number(schema.maxItems ?? 1), MAX_ITEMS)
          : Math.max(Number(schema.minItems ?? 0), edge === 'sparse' ? 1 : 0);
      return Array.from({ length: count }, () => build((schema.items ?? {}) as Json, edge, serial));
    }
    case 'integer':
    case 'number':
      return edge === 'longest' ? Number(schema.maximum ?? 2 ** 31 - 1) : Number(schema.minimum ?? 0);
    case 'boolean':
      return edge === 'longest';
    case 'string':
      return text(schema, edge, serial);
    default:
      return edge === 'longest' ? {} : null;
  }
}

/**
 * The shortest text a pattern anchored only at its start asks for (`^3\.`, an OpenAPI version: any text that begins
 * so), or null for any other pattern: its longest text is the prefix filled up to maxLength.
 */
function prefixOf(schema: Json): string | null {
  const pattern = schema.pattern;
  if (typeof pattern !== 'string' || !pattern.startsWith('^') || pattern.endsWith('$')) return null;
  return shortestMatch(`${pattern}$`, Number(schema.minLength ?? 0), Number(schema.maxLength ?? 200));
}

function text(schema: Json, edge: Edge, serial: { next: number }): string {
  serial.next += 1;
  const n = serial.next;
  if (schema.format === 'uuid') return uuid(n);
  if (schema.format === 'date-time') return edge === 'longest' ? LONGEST_INSTANT : EARLIEST_INSTANT;
  if (schema.format === 'date') return (edge === 'longest' ? LONGEST_INSTANT : EARLIEST_INSTANT).slice(0, 10);
  // An address the format allows: the shortest, or one of maxLength characters.
  if (schema.format === 'email')
    return edge === 'longest' ? longestEmail(Number(schema.maxLength ?? 254), String(n)) : `${n}@x.example`;
  const prefix = prefixOf(schema);
  if (prefix !== null)
    return edge === 'longest'
      ? prefix + WIDE.repeat(Math.max(0, Number(schema.maxLength ?? 200) - prefix.length))
      : prefix;
  if (edge !== 'longest') {
    // The empty text where the schema allows it, else the shortest distinct one (digits fit the id patterns), else
    // the shortest the pattern allows (an HH:mm time, a time zone name).
    const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
    const min = Number(schema.minLength ?? 0);
    if (min === 0 && (pattern === null || pattern.test(''))) return '';
    const digits = String(n).padStart(min, '0');
    if (pattern === null || pattern.test(digits)) return digits;
    return shortestMatch(String(schema.pattern), min, Number(schema.maxLength ?? 200)) ?? digits;
  }
  const max = Number(schema.maxLength ?? 200);
  const suffix = String(n);
  const longest = WIDE.repeat(Math.max(0, max - suffix.length)) + suffix;
  if (typeof schema.pattern !== 'string') return longest;
  // A pattern may refuse the digits (a time zone name is letters and slashes): then the letters alone, as long; a
  // pattern that refuses both (an HH:mm time) gets its own longest match.
  const pattern = new RegExp(schema.pattern, 'u');
  const fit =
    [longest, WIDE.repeat(max)].find((candidate) => pattern.test(candidate)) ??
    longestMatch(schema.pattern, max) ??
    undefined;
  if (fit === undefined)
    throw new Error(`no longest text of ${max} characters fits the pattern ${schema.pattern}`);
  return fit;
}

/** The `edge` answer of `operationId`'s 200, changed by `adjust` (a screen's own consistency), checked against the spec. */
export function edgeAnswer<T = Json>(
  operationId: string,
  edge: Edge,
  adjust: (body: T) => T = (body) => body,
): T {
  const operation = operationOf(operationId);
  const body = adjust(build(okSchema(operation), edge, { next: 0 }) as T);
  const problems = validate(operation, 200, body);
  if (problems !== null) {
    throw new Error(
      `the ${edge} ${operationId} answer breaks the spec: ${JSON.stringify(problems.slice(0, 3))}`,
    );
  }
  return body;
}
