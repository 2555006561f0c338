// The indexed answer (SitesIndex: ranks, search keys, group masks) equals the filter engine's (matchingSites: the
// search, the collator sort, filterRows) on random collections and random sequences of searches, sorts and filters:
// the same rows, in the same order, so the same count. One index answers a whole sequence, so its kept masks, its
// narrowed searches and its orders are checked too.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterState } from '../../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../../src/domain/filters/filter-state.ts';
import {
  NO_RANK,
  orderFromRanks,
  runSteps,
  sortRankSteps,
  SitesIndex,
} from '../../../src/domain/sites/sites-index.ts';
import type { SiteListRow } from '../../../src/domain/sites/sites-row.ts';
import { SITE_SORT_KEYS, sortSites, type SiteSort } from '../../../src/domain/sites/sites-sort.ts';
import { SITE_FILTER_GROUPS, type SiteFilters } from '../../../src/domain/sites/sites.list.ts';
import { matchingSites, matchingSitesIndexed } from '../../../src/features/sites/hooks/use-sites-view.ts';
import { groupValueArbs, siteRowArb } from '../../arbitraries/filter-cases.ts';

const RUNS = 300;
const NOW = Date.parse('2024-10-29T12:00:00Z');

// Few characters, so texts tie, differ in case only, hold numbers the collator compares as numbers, and contain
// each other.
const text = (maxLength: number) =>
  fc.string({ unit: fc.constantFrom('a', 'A', 'b', 'B', '1', '2', '0', '-', 'ä', ' '), maxLength });
const instant = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.integer({ min: -72, max: 2 }).map((h) => new Date(NOW + h * 3_600_000).toISOString()),
  },
  { weight: 1, arbitrary: fc.constant('not a date') },
);

const siteArb: fc.Arbitrary<SiteListRow> = fc
  .tuple(
    siteRowArb,
    fc.record({
      gatewayId: text(6),
      userReference: text(6),
      subscription: text(4),
      timestamp: instant,
      activationDate: fc.option(instant, { nil: null }),
    }),
  )
  .map(([row, extra]) => ({ ...row, ...extra }) as unknown as SiteListRow);

const filtersArb: fc.Arbitrary<SiteFilters> = fc
  .subarray([...SITE_FILTER_GROUPS], { maxLength: 3 })
  .chain((groups) =>
    fc.tuple(...groups.map((group) => groupValueArbs[group].map((value) => ({ [group]: value })))),
  )
  .map((chosen) => Object.assign({}, EMPTY_FILTER_STATE, ...chosen) as FilterState as SiteFilters);

const sortArb: fc.Arbitrary<SiteSort | null> = fc.option(
  fc.record({
    key: fc.constantFrom(...SITE_SORT_KEYS),
    direction: fc.constantFrom('asc' as const, 'desc' as const),
  }),
  { nil: null, freq: 4 },
);

const queryArb = fc.record({
  filters: filtersArb,
  text: text(3),
  sort: sortArb,
  now: fc.constantFrom(NOW, NOW + 3_600_000),
});

const ids = (rows: readonly SiteListRow[]) =>
  rows.map((row) => row.subscription + '|' + row.siteUuid + '|' + rows.indexOf(row));

describe('the sites index', () => {
  it('answers every search, sort and filter as the filter engine does, query after query', () => {
    fc.assert(
      fc.property(
        fc.array(siteArb, { maxLength: 80, size: 'medium' }),
        fc.array(queryArb, { minLength: 1, maxLength: 6 }),
        (rows, queries) => {
          const index = new SitesIndex(rows);
          for (const query of queries) {
            const expected = matchingSites(rows, query.filters, query.text, query.sort, query.now);
            const answer = matchingSitesIndexed(index, query.filters, query.text, query.sort, query.now);
            expect(answer.length).toBe(expected.length);
            // The same row objects, in the same order.
            expect(answer).toEqual(expected);
            answer.forEach((row, at) => expect(row).toBe(expected[at]));
            expect(ids(answer)).toEqual(ids(expected));
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('orders by a key as the collator sort does, in both directions, from ranks computed in steps', () => {
    fc.assert(
      fc.property(
        fc.array(siteArb, { maxLength: 120, size: 'medium' }),
        fc.constantFrom(...SITE_SORT_KEYS),
        (rows, key) => {
          const ranks = runSteps(sortRankSteps(rows, key));
          for (const direction of ['asc', 'desc'] as const) {
            const order = orderFromRanks(ranks, direction === 'asc');
            expect([...order].map((i) => rows[i])).toEqual(sortSites(rows, { key, direction }));
          }
          const present = [...ranks.ranks].filter((rank) => rank !== NO_RANK);
          expect(new Set(present).size).toBe(ranks.distinct);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('sorts more rows than one merge step holds', () => {
    const rows = Array.from({ length: 5000 }, (_, n) => ({
      ...(fc.sample(siteArb, { numRuns: 1, seed: n })[0] as SiteListRow),
      userReference: `CUST-${(n * 7919) % 5000}`,
    }));
    const index = new SitesIndex(rows);
    const sort: SiteSort = { key: 'userReference', direction: 'desc' };
    expect(matchingSitesIndexed(index, EMPTY_FILTER_STATE, '', sort, NOW)).toEqual(
      matchingSites(rows, EMPTY_FILTER_STATE, '', sort, NOW),
    );
  });
});
