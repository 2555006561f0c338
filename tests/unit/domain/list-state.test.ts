import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FilterGroup } from '../../../src/domain/filters/filter-state.ts';
import { FILTER_GROUP_TABLE, FILTER_GROUPS } from '../../../src/domain/filter-table/filter-groups.ts';
import {
  historyOf,
  INITIAL_LIST_STATE,
  listReducer,
  type ListAction,
  type ListConfig,
  type ListState,
} from '../../../src/domain/lists/list-state.ts';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
} from '../../../src/domain/filter-table/list-url.ts';
import { SITES_LIST_MODULE } from '../../../src/domain/sites/sites.list.ts';

const SITES_LIST = SITES_LIST_MODULE.list;
import { SITE_SORT_KEYS } from '../../../src/domain/sites/sites-sort.ts';
import { filterStateArb } from '../../arbitraries/filter-cases.ts';

// The one list-state controller: every list is a config of it.

const PROBLEM_ROWS: ListConfig = {
  groups: ['siteAttributes', 'tradingAttributes', 'readiness', 'tso', 'problems', 'health'],
  table: FILTER_GROUP_TABLE,
  keep: ['list'],
};
const PREPARED: ListConfig = { groups: ['preparedStatus'], table: FILTER_GROUP_TABLE };
const CONFIGS: readonly (readonly [string, ListConfig])[] = [
  ['sites', SITES_LIST as ListConfig],
  ['problem rows', PROBLEM_ROWS],
  ['prepared installations', PREPARED],
];

function stateArb(config: ListConfig): fc.Arbitrary<ListState> {
  const sortKeys = config.sortKeys ?? [];
  return fc.record({
    // Dates without a field: the date group's own property test covers the field.
    filters: filterStateArb(config.groups.filter((group) => group !== 'dates')),
    text: fc.constantFrom('', 'CUST-1', 'SB 123', 'GW-00042'),
    page: fc.integer({ min: 1, max: 999_999 }),
    sort:
      sortKeys.length === 0
        ? fc.constant(null)
        : fc.option(
            fc.record({
              key: fc.constantFrom(...sortKeys),
              direction: fc.constantFrom('asc' as const, 'desc' as const),
            }),
            { nil: null },
          ),
    all: fc.boolean(),
  });
}

describe.each(CONFIGS)('the list controller for %s', (_name, config) => {
  it('property: parse ∘ serialize is the identity on valid state, and keeps the page’s own params', () => {
    fc.assert(
      fc.property(stateArb(config), (state) => {
        const current = new URLSearchParams({ list: 'site', other: 'x' });
        const params = listStateToSearchParams(state, config, current);
        expect(listStateFromSearchParams(new URLSearchParams(params.toString()), config)).toEqual(state);
        expect(params.getAll('list')).toEqual(config.keep?.includes('list') ? ['site'] : []);
        expect(params.has('other')).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('property: malformed or unknown params never throw and never make a group the list does not offer', () => {
    const names = [
      'page',
      'q',
      'sort',
      'dir',
      'all',
      'fleet',
      'tso',
      'problem',
      'health',
      'prepared_status',
      'activation_status',
      'creation_start_date',
      'date_field',
      'site_attribute',
      '__proto__',
      'constructor',
      'x',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 30 })), { maxLength: 20 }),
        (pairs) => {
          const state = listStateFromSearchParams(new URLSearchParams(pairs), config);
          expect(state.page).toBeGreaterThanOrEqual(1);
          const offered = new Set<FilterGroup>(config.groups);
          for (const group of FILTER_GROUPS) {
            if (!offered.has(group)) expect(state.filters[group]).toEqual(INITIAL_LIST_STATE.filters[group]);
          }
          if (config.sortKeys === undefined) expect(state.sort).toBeNull();
          // Whatever came in, one round through the URL gives a state the URL then keeps (the search text is
          // normalised on the way out).
          const once = listStateFromSearchParams(listStateToSearchParams(state, config), config);
          expect(listStateFromSearchParams(listStateToSearchParams(once, config), config)).toEqual(once);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('list reducer and history', () => {
  const on3: ListState = { ...INITIAL_LIST_STATE, page: 3 };

  it('what changes the matching rows or their order goes back to page 1; a page or a sort within a page does not', () => {
    expect(listReducer(on3, { type: 'setFilters', filters: { preparedStatus: 'READY' } }, PREPARED)).toEqual({
      ...on3,
      page: 1,
      filters: { ...on3.filters, preparedStatus: 'READY' },
    });
    // A group the list does not offer is dropped.
    expect(
      listReducer(on3, { type: 'setFilters', filters: { fleets: ['North'] } }, PREPARED).filters.fleets,
    ).toEqual([]);
    expect(listReducer(on3, { type: 'setPage', page: 7 }, PREPARED).page).toBe(7);
    expect(listReducer(on3, { type: 'setText', text: 'x' }, SITES_LIST as ListConfig).page).toBe(1);
    expect(
      listReducer(
        on3,
        { type: 'setSort', sort: { key: SITE_SORT_KEYS[0], direction: 'asc' }, keepPage: true },
        SITES_LIST as ListConfig,
      ).page,
    ).toBe(3);
    expect(listReducer({ ...on3, text: 'a' }, { type: 'reset' }, PREPARED)).toEqual({
      ...on3,
      text: '',
      page: 1,
    });
  });

  it('one history rule for every list: typing in a search box replaces, every committed change adds an entry', () => {
    const actions: ListAction[] = [
      { type: 'setFilters', filters: {} },
      { type: 'setPage', page: 2 },
      { type: 'setSort', sort: null },
      { type: 'setAll', all: true },
      { type: 'reset' },
    ];
    for (const action of actions) expect(historyOf(action)).toBe('push');
    expect(historyOf({ type: 'setText', text: 'abc' })).toBe('replace');
  });
});
