// The timestamp shift walks a whole world (a big one has millions of strings): its quick tests must move exactly
// what the plain walk below moves — every canonical UTC date-time, nothing else — over the generated world.
import { describe, expect, it } from 'vitest';
import { buildFixtures } from '../../../../scripts/generate/fixtures.ts';
import { shiftTimestamps } from '../../../../scripts/mock/data/time-shift.ts';

const UTC_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** The plain walk: every string tested against the pattern, every value copied. */
function plainShift(node: unknown, offsetMs: number): unknown {
  if (typeof node === 'string') {
    if (!UTC_DATE_TIME.test(node)) return node;
    const moved = new Date(Date.parse(node) + offsetMs).toISOString();
    return node.includes('.') ? moved : moved.replace(/\.\d{3}Z$/, 'Z');
  }
  if (Array.isArray(node)) return node.map((item) => plainShift(item, offsetMs));
  if (node instanceof Map) return new Map([...node].map(([key, item]) => [key, plainShift(item, offsetMs)]));
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, plainShift(item, offsetMs)]));
}

const OFFSET = 37 * 86_400_000 + 5_000;

describe('shiftTimestamps', () => {
  it('moves the generated world exactly as the plain walk does', () => {
    const fixtures = buildFixtures();
    expect(shiftTimestamps(fixtures, OFFSET)).toEqual(plainShift(fixtures, OFFSET));
  });

  it('moves date-times with and without milliseconds, keeps dates, ids, near misses and keys', () => {
    const value = {
      at: '2026-11-01T00:00:00Z',
      precise: '2026-11-01T00:00:00.250Z',
      day: '2026-11-01',
      local: '2026-11-01T00:00:00+01:00',
      id: 'run-forecasting-20261101T0000',
      list: ['2026-10-31T23:59:59Z', 7, null, true],
      map: new Map([['k', { since: '2026-01-01T12:00:00Z' }]]),
      ['__proto__']: { at: '2026-11-01T00:00:00Z' },
    };
    const shifted = shiftTimestamps(JSON.parse(JSON.stringify({ ...value, map: undefined })), OFFSET);
    expect(shifted).toEqual(plainShift(JSON.parse(JSON.stringify({ ...value, map: undefined })), OFFSET));
    expect(shiftTimestamps(value, OFFSET)).toEqual(plainShift(value, OFFSET));
    expect(shiftTimestamps(value, OFFSET).precise).toBe('2026-12-08T00:00:05.250Z');
    expect(shiftTimestamps(value, OFFSET).day).toBe('2026-11-01');
  });
});
