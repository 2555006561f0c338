// The duplicate-installation rule (src/domain/install/duplicates.ts): examples, and properties —
// every installation sharing a hardware key with another is in exactly one group, installations with distinct keys
// are never duplicates, the answer does not depend on the rows' order, and a group keeps an activated one first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  duplicateGroups,
  duplicateKeys,
  duplicateUuids,
  type DuplicateCandidate,
} from '../../../../src/domain/install/duplicates.ts';

const row = (uuid: string, over: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  uuid,
  name: `Customer ${uuid}`,
  created: '2026-01-01T00:00:00Z',
  hemProvider: 'sonnen',
  hemsId: '',
  gatewayId: '',
  commissioning: { activated: false },
  ...over,
});

describe('duplicateGroups (examples)', () => {
  it('the same gateway id, whatever its case and spaces, makes a duplicate; the activated one is kept', () => {
    const groups = duplicateGroups([
      row('a', { gatewayId: 'GW-1', created: '2026-01-01T00:00:00Z' }),
      row('b', { gatewayId: ' gw-1 ', created: '2026-02-01T00:00:00Z', commissioning: { activated: true } }),
      row('c', { gatewayId: 'GW-2' }),
    ]);
    expect(groups).toEqual([{ keep: 'b', others: ['a'] }]);
  });

  it('the same customer and address (the name), punctuation and case aside, makes a duplicate', () => {
    expect(
      duplicateGroups([
        row('a', { name: 'Schmidt, Hauptstraße 113, Augsburg' }),
        row('b', { name: 'schmidt  Hauptstraße 113 augsburg' }),
        row('c', { name: 'Schmidt, Hauptstraße 115, Augsburg' }),
      ]),
    ).toEqual([{ keep: 'a', others: ['b'] }]);
  });

  it('the same HEMS id counts only with the same provider; empty ids never match; groups chain', () => {
    expect(
      duplicateGroups([row('a', { hemsId: 'H1' }), row('b', { hemsId: 'H1', hemProvider: 'kiwigrid' })]),
    ).toEqual([]);
    expect(duplicateGroups([row('a'), row('b')])).toEqual([]);
    expect(duplicateGroups([row('a', { name: '' }), row('b', { name: ' ' })])).toEqual([]);
    const chained = duplicateGroups([
      row('c', { gatewayId: 'G', created: '2026-03-01T00:00:00Z' }),
      row('a', { gatewayId: 'G', hemsId: 'H', created: '2026-02-01T00:00:00Z' }),
      row('b', { hemsId: 'H', created: '2026-01-01T00:00:00Z' }),
    ]);
    expect(chained).toEqual([{ keep: 'b', others: ['a', 'c'] }]);
    expect(duplicateUuids([row('x', { gatewayId: 'G' }), row('y', { gatewayId: 'g' })])).toEqual(
      new Set(['x', 'y']),
    );
  });
});

const candidate = fc.record({
  uuid: fc.uuid(),
  name: fc.constantFrom('', 'Weber, Ring 1, Ulm', 'weber ring 1 ulm', 'Roth, Weg 2, Ulm', '<b>x</b>'),
  created: fc
    .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') })
    .map((ms) => new Date(ms).toISOString()),
  hemProvider: fc.constantFrom('sonnen', 'kiwigrid'),
  // A small alphabet so that rows share keys often.
  hemsId: fc.constantFrom('', 'H1', 'h1', 'H2', ' H3'),
  gatewayId: fc.constantFrom('', 'G1', 'g1 ', 'G2', 'G3'),
  commissioning: fc.record({ activated: fc.boolean() }),
});
const rowsOf = fc.uniqueArray(candidate, { selector: (r) => r.uuid, maxLength: 12 });

describe('duplicateGroups (properties)', () => {
  it('a row is in a group exactly when it shares a key with another row, and in one group only', () => {
    fc.assert(
      fc.property(rowsOf, (rows) => {
        const groups = duplicateGroups(rows);
        const members = groups.flatMap((group) => [group.keep, ...group.others]);
        expect(new Set(members).size).toBe(members.length);
        for (const r of rows) {
          const shares = rows.some(
            (other) =>
              other.uuid !== r.uuid && duplicateKeys(other).some((k) => duplicateKeys(r).includes(k)),
          );
          if (shares) expect(members).toContain(r.uuid);
        }
        // Every group is connected through shared keys: each member shares a key with some other member.
        for (const group of groups) {
          const inGroup = rows.filter((r) => r.uuid === group.keep || group.others.includes(r.uuid));
          for (const r of inGroup) {
            expect(
              inGroup.some(
                (o) => o.uuid !== r.uuid && duplicateKeys(o).some((k) => duplicateKeys(r).includes(k)),
              ),
            ).toBe(true);
          }
        }
      }),
      { numRuns: 100 },
    );
  });

  it('the answer does not depend on the order of the rows, and the kept one is activated if any member is', () => {
    fc.assert(
      fc.property(
        rowsOf.chain((rows) =>
          fc.tuple(fc.constant(rows), fc.shuffledSubarray(rows, { minLength: rows.length })),
        ),
        ([rows, shuffled]) => {
          const groups = duplicateGroups(rows);
          expect(duplicateGroups(shuffled)).toEqual(groups);
          const byUuid = new Map(rows.map((r) => [r.uuid, r]));
          for (const group of groups) {
            const anyActivated = [group.keep, ...group.others].some(
              (uuid) => byUuid.get(uuid)?.commissioning.activated,
            );
            expect(byUuid.get(group.keep)?.commissioning.activated).toBe(anyActivated);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rows whose keys are all distinct have no duplicates', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { maxLength: 10 }), (uuids) => {
        const rows = uuids.map((uuid, i) =>
          row(uuid, { name: `Customer ${i}`, gatewayId: `G${i}`, hemsId: `H${i}` }),
        );
        expect(duplicateGroups(rows)).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});
