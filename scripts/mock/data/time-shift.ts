// "Now is now" (DESIGN §3, the mock): the dataset is generated against a fixed reference date; the data layer moves
// every timestamp by one offset so that the reference date becomes the moment the mock started. Only canonical UTC
// date-times (what the API sends) move; whole dates, ids and tokens stay as they are.

const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The offset that makes `reference` read as `now`, in whole seconds (the fixtures have no sub-second parts). */
export function shiftFor(reference: number, now: number): number {
  return Math.round((now - reference) / 1000) * 1000;
}

function shiftOne(text: string, offsetMs: number): string {
  const moved = new Date(Date.parse(text) + offsetMs).toISOString();
  // Keep the writing the dataset uses: no milliseconds unless the value had them.
  return text.includes('.') ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
}

/** A copy of a JSON value (Maps included) with every canonical UTC date-time string moved by `offsetMs`. */
export function shiftTimestamps<T>(value: T, offsetMs: number): T {
  if (offsetMs === 0) return structuredClone(value);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return UTC_DATE_TIME.test(node) ? shiftOne(node, offsetMs) : node;
    if (Array.isArray(node)) return node.map(walk);
    if (node instanceof Map) return new Map([...node].map(([key, item]) => [key, walk(item)]));
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
  };
  return walk(value) as T;
}
