// "Now is now" (DESIGN §3, the mock): the dataset is generated against a fixed reference date; the data layer moves
// every timestamp by one offset so that the reference date becomes the moment the mock started. Only canonical UTC
// date-times (what the API sends) move; whole dates, ids and tokens stay as they are.

const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const T = 'T'.charCodeAt(0);

/** The offset that makes `reference` read as `now`, in whole seconds (the fixtures have no sub-second parts). */
export function shiftFor(reference: number, now: number): number {
  return Math.round((now - reference) / 1000) * 1000;
}

/** A canonical UTC date-time: the cheap tests first (most strings of a big world are not one), then the pattern. */
function isUtcDateTime(text: string): boolean {
  return text.length >= 20 && text.length <= 24 && text.charCodeAt(10) === T && UTC_DATE_TIME.test(text);
}

function shiftOne(text: string, offsetMs: number): string {
  const moved = new Date(Date.parse(text) + offsetMs).toISOString();
  // Keep the writing the dataset uses: no milliseconds unless the value had them.
  return text.includes('.') ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
}

/** A copy of a JSON value (Maps included) with every canonical UTC date-time string moved by `offsetMs`. */
export function shiftTimestamps<T>(value: T, offsetMs: number): T {
  if (offsetMs === 0) return structuredClone(value);
  // The same instants recur across a world (a site's row, its problems, its gateway): each is moved once.
  const moved = new Map<string, string>();
  const shift = (text: string): string => {
    let result = moved.get(text);
    if (result === undefined) moved.set(text, (result = shiftOne(text, offsetMs)));
    return result;
  };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return isUtcDateTime(node) ? shift(node) : node;
    if (node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map(walk);
    if (node instanceof Map) return new Map([...node].map(([key, item]) => [key, walk(item)]));
    const copy: Record<string, unknown> = {};
    for (const key of Object.keys(node)) {
      const item = walk((node as Record<string, unknown>)[key]);
      // An own `__proto__` key stays a key, as Object.fromEntries keeps it, never the copy's prototype.
      if (key === '__proto__')
        Object.defineProperty(copy, key, {
          value: item,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else copy[key] = item;
    }
    return copy;
  };
  return walk(value) as T;
}
