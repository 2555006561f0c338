// The longest (and the shortest) text a simple anchored pattern allows within length limits (the §14a windows' HH:mm
// patterns, which no filled-up text matches). "Simple" is what the spec's patterns use: literals, escapes (\d, \w, \s,
// \S, \uXXXX, \xXX, escaped punctuation), character classes with ranges and negation, `.`, groups (capturing or
// `(?:`), alternation and the quantifiers ? * + {n} {n,} {n,m}. Anything else (look-arounds, back-references, an
// unanchored pattern) answers null: the caller says it cannot draw such a text. Characters are chosen wide ('W'
// where allowed, else the class's highest character), so the text is the worst case for a column's width.

type Node =
  | { kind: 'chars'; has: (code: number) => boolean }
  | { kind: 'seq'; items: Node[] }
  | { kind: 'alt'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Unsupported extends Error {}

const WIDE_FIRST = ['W', 'M', 'w', 'm'].map((c) => c.codePointAt(0)!);
/** Ranges a class can only name with escapes; negated or `.` classes pick from the printable ASCII. */
const PRINTABLE: readonly [number, number] = [0x20, 0x7e];

const DIGIT = (c: number) => c >= 48 && c <= 57;
const WORD = (c: number) => DIGIT(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const SPACE = (c: number) => /\s/u.test(String.fromCodePoint(c));

class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private take(): string {
    const c = this.source[this.at];
    if (c === undefined) throw new Unsupported('unexpected end');
    this.at += 1;
    return c;
  }

  done(): boolean {
    return this.at >= this.source.length;
  }

  alternation(): Node {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'alt', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (!this.done() && this.peek() !== '|' && this.peek() !== ')') {
      items.push(this.quantified(this.atom()));
    }
    return { kind: 'seq', items };
  }

  private quantified(node: Node): Node {
    const c = this.peek();
    let min: number;
    let max: number;
    if (c === '?') [min, max] = [0, 1];
    else if (c === '*') [min, max] = [0, Infinity];
    else if (c === '+') [min, max] = [1, Infinity];
    else if (c === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
      if (!match) throw new Unsupported('bad quantifier');
      this.at += match[0].length - 1;
      min = Number(match[1]);
      max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    } else return node;
    this.at += 1;
    if (this.peek() === '?') this.at += 1; // lazy: the same texts
    return { kind: 'repeat', node, min, max };
  }

  private atom(): Node {
    const c = this.take();
    if (c === '(') {
      if (this.peek() === '?') {
        if (this.source.slice(this.at, this.at + 2) !== '?:') throw new Unsupported('look-around');
        this.at += 2;
      }
      const inner = this.alternation();
      if (this.take() !== ')') throw new Unsupported('unclosed group');
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '.') return { kind: 'chars', has: (code) => code !== 10 && code !== 13 };
    if (c === '\\') return this.escape();
    if ('^$)*+?{'.includes(c)) throw new Unsupported(`'${c}' inside the pattern`);
    const code = c.codePointAt(0)!;
    return { kind: 'chars', has: (other) => other === code };
  }

  /** An escape as a set of characters (single ones are one-element sets). */
  private escape(): Node & { kind: 'chars' } {
    const c = this.take();
    const classes: Record<string, (code: number) => boolean> = {
      d: DIGIT,
      D: (code) => !DIGIT(code),
      w: WORD,
      W: (code) => !WORD(code),
      s: SPACE,
      S: (code) => !SPACE(code),
    };
    if (c in classes) return { kind: 'chars', has: classes[c]! };
    const code = this.escapedCode(c);
    return { kind: 'chars', has: (other) => other === code };
  }

  private escapedCode(c: string): number {
    const hex = (length: number) => {
      const digits = this.source.slice(this.at, this.at + length);
      if (!/^[0-9A-Fa-f]+$/.test(digits) || digits.length !== length) throw new Unsupported('bad escape');
      this.at += length;
      return parseInt(digits, 16);
    };
    if (c === 'u') return hex(4);
    if (c === 'x') return hex(2);
    if (c === 'n') return 10;
    if (c === 'r') return 13;
    if (c === 't') return 9;
    if (/[0-9A-Za-z]/.test(c)) throw new Unsupported(`\\${c}`);
    return c.codePointAt(0)!;
  }

  private characterClass(): Node {
    const negated = this.peek() === '^';
    if (negated) this.at += 1;
    const tests: ((code: number) => boolean)[] = [];
    while (this.peek() !== ']') {
      const from = this.classMember();
      if (typeof from !== 'number') {
        tests.push(from);
        continue;
      }
      if (this.peek() === '-' && this.source[this.at + 1] !== ']') {
        this.at += 1;
        const to = this.classMember();
        if (typeof to !== 'number') throw new Unsupported('range to a class');
        tests.push((code) => code >= from && code <= to);
      } else tests.push((code) => code === from);
    }
    this.at += 1;
    const inClass = (code: number) => tests.some((test) => test(code));
    return { kind: 'chars', has: negated ? (code) => !inClass(code) : inClass };
  }

  private classMember(): number | ((code: number) => boolean) {
    const c = this.take();
    if (c !== '\\') return c.codePointAt(0)!;
    const escaped = this.escape();
    const single = [...Array(0x80).keys()].filter(escaped.has);
    return single.length === 1 ? single[0]! : escaped.has;
  }
}

/** The widest character of a set, or undefined if it holds no printable ASCII one. */
function widest(has: (code: number) => boolean): string | undefined {
  const preferred = WIDE_FIRST.find(has);
  if (preferred !== undefined) return String.fromCodePoint(preferred);
  for (let code = PRINTABLE[1]; code >= PRINTABLE[0]; code -= 1) {
    if (has(code)) return String.fromCodePoint(code);
  }
  return undefined;
}

/** One text per length the node can match, up to `limit` characters. */
function texts(node: Node, limit: number): Map<number, string> {
  switch (node.kind) {
    case 'chars': {
      const c = widest(node.has);
      return c === undefined || limit < 1 ? new Map() : new Map([[1, c]]);
    }
    case 'alt': {
      const all = new Map<number, string>();
      for (const option of node.options) {
        for (const [length, text] of texts(option, limit)) if (!all.has(length)) all.set(length, text);
      }
      return all;
    }
    case 'seq':
      return node.items.reduce((sofar, item) => concat(sofar, texts(item, limit), limit), new Map([[0, '']]));
    case 'repeat': {
      const one = texts(node.node, limit);
      const result = node.min === 0 ? new Map([[0, '']]) : new Map<number, string>();
      let current = new Map([[0, '']]);
      // Each further repetition adds at least one character (empty repetitions add nothing new), so `limit` bounds it.
      for (let count = 1; count <= Math.min(node.max, limit + 1) && current.size > 0; count += 1) {
        const next = concat(current, one, limit);
        if (count >= node.min)
          for (const [length, text] of next) if (!result.has(length)) result.set(length, text);
        if (next.size === current.size && [...next.keys()].every((length) => current.has(length))) break;
        current = next;
      }
      return result;
    }
  }
}

function concat(left: Map<number, string>, right: Map<number, string>, limit: number): Map<number, string> {
  const dense = denseRange(right);
  if (dense !== null) return concatDense(left, right, dense, limit);
  const out = new Map<number, string>();
  for (const [a, first] of left) {
    for (const [b, second] of right) {
      if (a + b <= limit && !out.has(a + b)) out.set(a + b, first + second);
    }
  }
  return out;
}

/** [lowest, highest] when the lengths are every number between them (a `+`, `*` or `{n,m}` of one character). */
function denseRange(lengths: Map<number, string>): [number, number] | null {
  if (lengths.size === 0) return null;
  const keys = [...lengths.keys()];
  const [low, high] = [Math.min(...keys), Math.max(...keys)];
  return high - low + 1 === lengths.size ? [low, high] : null;
}

/**
 * `concat` when the right side's lengths are one range: each left length `a` (ascending) reaches the range a+low …
 * a+high, and the ranges reached before already hold every length up to the highest one set, so each length is set
 * once (linear instead of the product of both sizes: a 8,192-character token pattern took seconds).
 */
function concatDense(
  left: Map<number, string>,
  right: Map<number, string>,
  [low, high]: [number, number],
  limit: number,
): Map<number, string> {
  const out = new Map<number, string>();
  let highestSet = -1;
  for (const a of [...left.keys()].sort((x, y) => x - y)) {
    const first = left.get(a)!;
    for (let sum = Math.max(a + low, highestSet + 1); sum <= Math.min(a + high, limit); sum += 1) {
      out.set(sum, first + right.get(sum - a)!);
      highestSet = sum;
    }
  }
  return out;
}

/** The texts the pattern matches, one per length up to `maxLength`; null when it is not a simple anchored pattern. */
function matchesByLength(pattern: string, maxLength: number): Map<number, string> | null {
  if (!pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return null;
  try {
    const parser = new Parser(pattern.slice(1, -1));
    const node = parser.alternation();
    return parser.done() ? texts(node, maxLength) : null;
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

/** The parser covers a subset: the engine itself has the last word. */
const checked = (pattern: string, text: string | undefined) =>
  text !== undefined && new RegExp(pattern, 'u').test(text) ? text : null;

/**
 * The longest text of at most `maxLength` characters that `pattern` (anchored with ^ and $) matches, or null when the
 * pattern is not a simple one or nothing within the limit matches.
 */
export function longestMatch(pattern: string, maxLength: number): string | null {
  const all = matchesByLength(pattern, maxLength);
  if (all === null || all.size === 0) return null;
  return checked(pattern, all.get(Math.max(...all.keys())));
}

/** The shortest text of `minLength` to `maxLength` characters that `pattern` matches (null as for longestMatch). */
export function shortestMatch(pattern: string, minLength: number, maxLength: number): string | null {
  const all = matchesByLength(pattern, maxLength);
  const lengths = [...(all?.keys() ?? [])].filter((length) => length >= minLength);
  if (all === null || lengths.length === 0) return null;
  return checked(pattern, all.get(Math.min(...lengths)));
}
