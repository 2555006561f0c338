import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keyed, rowKeys } from '../../../src/domain/lists/row-keys.ts';

const id = (row: { id: string }) => row.id;

describe('rowKeys', () => {
  it('keeps unique ids as they are', () => {
    expect(rowKeys([{ id: 'a' }, { id: 'b' }], id)).toEqual(['a', 'b']);
  });

  it('numbers repeats, skipping a key the answer uses itself', () => {
    expect(rowKeys([{ id: 'a' }, { id: 'a' }, { id: 'a#2' }, { id: 'a' }], id)).toEqual([
      'a',
      'a#3',
      'a#2',
      'a#4',
    ]);
  });

  it('property: one key per row, all distinct, the first occurrence of an id keeps it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'a#2', 'b#1', ''), { maxLength: 30 }), (ids) => {
        const keys = rowKeys(ids, (value) => value);
        expect(keys).toHaveLength(ids.length);
        expect(new Set(keys).size).toBe(ids.length);
        ids.forEach((value, index) => {
          if (ids.indexOf(value) === index) expect(keys[index]).toBe(value);
        });
      }),
    );
  });

  it('keyed pairs each row with its key, in order', () => {
    const rows = [
      { id: 'x', n: 1 },
      { id: 'x', n: 2 },
      { id: 'y', n: 3 },
    ];
    expect(keyed(rows, (row) => row.id)).toEqual([
      ['x', rows[0]],
      ['x#2', rows[1]],
      ['y', rows[2]],
    ]);
  });
});
