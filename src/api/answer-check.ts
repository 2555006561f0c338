import { ANSWER_SHAPES } from './answer-shapes.gen.ts';

/*
 * The client's check of a success answer's top level against the spec (the shapes are generated from it,
 * scripts/generate/answer-shapes.ts): an answer that is not what the spec says is reported as such, never read as an
 * empty list or a blank field. Only the top level: it is what the screens' mappers read first, and a check of every
 * nested field would cost the bundle a schema validator.
 */

const WORDS: Readonly<Record<string, string>> = {
  a: 'a list',
  o: 'an object',
  s: 'a text',
  n: 'a number',
  b: 'true or false',
  z: 'empty',
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a';
  if (value === null) return 'z';
  if (typeof value === 'number') return Number.isFinite(value) ? 'n' : '?';
  return typeof value === 'object'
    ? 'o'
    : typeof value === 'string'
      ? 's'
      : typeof value === 'boolean'
        ? 'b'
        : '?';
}

const fits = (kinds: string, value: unknown): boolean => kinds === '*' || kinds.includes(kindOf(value));
const words = (kinds: string): string => [...kinds].map((kind) => WORDS[kind] ?? kind).join(' or ');

/**
 * What is wrong with an answer of `METHOD template` (the spec's path) at `status`, in words; undefined when its top
 * level is what the spec says, or the spec describes no JSON body for it.
 */
export function answerProblem(
  method: string,
  template: string,
  status: number,
  data: unknown,
): string | undefined {
  const shape = ANSWER_SHAPES[`${method} ${template} ${String(status)}`];
  if (shape === undefined) return undefined;
  if (shape.startsWith('=')) {
    const kinds = shape.slice(1);
    return fits(kinds, data) ? undefined : `it is not ${words(kinds)}`;
  }
  if (kindOf(data) !== 'o') return 'it is not an object';
  const record = data as Record<string, unknown>;
  for (const entry of shape.split(' ')) {
    const [key = '', kinds = '*'] = entry.split(':');
    const required = key.endsWith('!');
    const name = required ? key.slice(0, -1) : key;
    if (!Object.prototype.hasOwnProperty.call(record, name)) {
      if (required) return `${name} is missing`;
    } else if (!fits(kinds, record[name])) {
      return `${name} is not ${words(kinds)}`;
    }
  }
  return undefined;
}
