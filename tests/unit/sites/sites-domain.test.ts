import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_STATE, type FilterState } from '../../../src/domain/filters/filter-state.ts';
import {
  collectionRows,
  COLLECTION_MAX_AGE_MS,
  emptyCollection,
  isComplete,
  pagesStillMissing,
  pickCollection,
  withPage,
} from '../../../src/domain/sites/sites-collection.ts';
import { fleetIdValues, findFleet, sitesOfFleet } from '../../../src/domain/sites/sites-fleets.ts';
import {
  listStateFromSearchParams,
  listStateToSearchParams,
} from '../../../src/domain/filter-table/list-url.ts';
import {
  INITIAL_LIST_STATE,
  listReducer,
  type ListAction,
  type ListState,
} from '../../../src/domain/lists/list-state.ts';
import { SITES_LIST_MODULE, type SiteFilterGroup } from '../../../src/domain/sites/sites.list.ts';
import type { SiteSortKey } from '../../../src/domain/sites/sites-sort.ts';
import {
  clampPage,
  missingPages,
  pageCountOf,
  pageRange,
  pageSlice,
  parsePage,
} from '../../../src/domain/lists/paging.ts';
import { serverFleetUuids } from '../../../src/domain/sites/fleet-uuids.ts';
import { isNarrowerOrEqual, sitesQueryKey, sitesServerQuery } from '../../../src/domain/sites/sites-query.ts';
import type { SitesServerQuery } from '../../../src/domain/sites/sites.list.ts';
import { toSiteListRows, type SiteListRow } from '../../../src/domain/sites/sites-row.ts';
import { searchSites } from '../../../src/domain/sites/sites-search.ts';
import {
  nextSort,
  siteSortFromToken,
  siteSortToken,
  sortSites,
  SITE_SORT_KEYS,
} from '../../../src/domain/sites/sites-sort.ts';
import { FLEETS, site } from './harness.tsx';

// The sites list on the one list-state controller: its module's groups and sort keys.
type SitesListState = ListState<SiteSortKey, SiteFilterGroup>;
const SITES_LIST = SITES_LIST_MODULE.list;
const INITIAL_SITES_LIST_STATE: SitesListState = INITIAL_LIST_STATE;
const sitesListStateFromSearchParams = (params: URLSearchParams): SitesListState =>
  listStateFromSearchParams(params, SITES_LIST);
const sitesListStateToSearchParams = (state: SitesListState): URLSearchParams =>
  listStateToSearchParams(state, SITES_LIST);
const sitesListReducer = (state: SitesListState, action: ListAction<SiteSortKey>): SitesListState =>
  listReducer(state, action, SITES_LIST);

const rows = (count: number): SiteListRow[] =>
  toSiteListRows(Array.from({ length: count }, (_, i) => site(i + 1)));

describe('paging math (pages of 50)', () => {
  it('counts, clamps, slices and ranges pages', () => {
    expect([0, 1, 50, 51, 124].map((n) => pageCountOf(n))).toEqual([1, 1, 1, 2, 3]);
    expect([
      clampPage(0, 3),
      clampPage(2, 3),
      clampPage(9, 3),
      clampPage(Number.NaN, 3),
      clampPage(2.7, 3),
    ]).toEqual([1, 2, 3, 1, 2]);
    const list = Array.from({ length: 124 }, (_, i) => i);
    expect(pageSlice(list, 3)).toEqual(list.slice(100));
    expect(pageRange(2, 124)).toEqual({ first: 51, last: 100 });
    expect(pageRange(3, 124)).toEqual({ first: 101, last: 124 });
    expect(pageRange(1, 0)).toEqual({ first: 0, last: 0 });
    expect(['3', '0', '-1', '1.5', 'x', null, '0012', '1000000'].map(parsePage)).toEqual([
      3, 1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(missingPages(5, new Set([1, 3]))).toEqual([2, 4, 5]);
  });
});

describe('sorting', () => {
  it('sorts each column both ways, keeps ties in server order, and puts missing dates last either way', () => {
    const list = rows(12);
    for (const key of SITE_SORT_KEYS) {
      const asc = sortSites(list, { key, direction: 'asc' });
      const desc = sortSites(list, { key, direction: 'desc' });
      expect(asc).toHaveLength(list.length);
      expect(new Set(asc)).toEqual(new Set(list));
      expect(desc).toHaveLength(list.length);
    }
    const byActivation = sortSites(list, { key: 'activationDate', direction: 'desc' });
    const firstNull = byActivation.findIndex((row) => row.activationDate === null);
    expect(byActivation.slice(firstNull).every((row) => row.activationDate === null)).toBe(true);
    expect(sortSites(list, { key: 'activationDate', direction: 'asc' }).at(-1)?.activationDate).toBeNull();
    const byStatus = sortSites(list, { key: 'status', direction: 'asc' });
    expect(byStatus.map((row) => row.status)).toEqual([
      ...Array(4).fill('ACTIVE'),
      ...Array(4).fill('AUTO_ACTIVATED'),
      ...Array(4).fill('INACTIVE'),
    ]);
    // Ties keep the input order.
    expect(byStatus.filter((row) => row.status === 'ACTIVE').map((row) => row.userReference)).toEqual(
      list.filter((row) => row.status === 'ACTIVE').map((row) => row.userReference),
    );
    expect(sortSites(list, null)).toBe(list);
    expect(sortSites(list, { key: 'userReference', direction: 'desc' })[0]?.userReference).toBe('CUST-00012');
  });

  it('a header click starts in the column default direction and then flips; tokens round-trip', () => {
    expect(nextSort(null, 'created')).toEqual({ key: 'created', direction: 'desc' });
    expect(nextSort({ key: 'created', direction: 'desc' }, 'created')).toEqual({
      key: 'created',
      direction: 'asc',
    });
    expect(nextSort({ key: 'created', direction: 'desc' }, 'gatewayId')).toEqual({
      key: 'gatewayId',
      direction: 'asc',
    });
    expect(siteSortFromToken(siteSortToken({ key: 'online', direction: 'desc' }))).toEqual({
      key: 'online',
      direction: 'desc',
    });
    expect(siteSortFromToken('')).toBeNull();
    expect(siteSortFromToken('nope:asc')).toBeNull();
  });
});

describe('free-text search', () => {
  it('matches gateway id, user reference and subscription, ignoring case and surrounding blanks', () => {
    const list = rows(30);
    expect(searchSites(list, '  gw-00007 ').map((r) => r.userReference)).toEqual(['CUST-00007']);
    expect(searchSites(list, 'cust-0001').map((r) => r.userReference)).toHaveLength(10);
    expect(searchSites(list, list[4]?.subscription.toUpperCase() ?? '')).toEqual([list[4]]);
    expect(searchSites(list, '')).toBe(list);
    expect(searchSites(list, 'no such site')).toEqual([]);
  });
});

describe('server query (SPEC §7)', () => {
  it('sends activation, current status, dates as yyyy-MM-dd (one date = that day) and fleet uuids; other groups stay client-side', () => {
    const filters: FilterState = {
      ...EMPTY_FILTER_STATE,
      activation: ['HEMS_ONLINE', 'ACTIVE'],
      currentStatus: ['INACTIVE'],
      dates: { start: '2026-02-03', end: null },
      fleets: ['Ruhr Flex'],
      siteAttributes: ['hasEvse'],
      health: ['criticalIot'],
    };
    expect(sitesServerQuery(filters, '  CUST ', FLEETS)).toEqual({
      text: 'CUST',
      activation_status: ['ACTIVE', 'HEMS_ONLINE'],
      current_status: ['INACTIVE'],
      creation_start_date: '2026-02-03',
      creation_end_date: '2026-02-03',
      fleets: [FLEETS[0]?.uuid],
    });
    expect(
      sitesServerQuery({ ...filters, dates: { start: '2026-02-01', end: '2026-02-09' } }, '', FLEETS),
    ).toMatchObject({
      creation_start_date: '2026-02-01',
      creation_end_date: '2026-02-09',
    });
    expect(sitesServerQuery(EMPTY_FILTER_STATE, '', FLEETS)).toEqual({});
  });

  it('sends every fleet whose name contains a chosen name, and no fleet parameter when a name is unknown', () => {
    const fleets = [...FLEETS, { uuid: 'ffffffff-0000-4000-8000-000000000001', name: 'Ruhr Flex North' }];
    expect(serverFleetUuids(['Ruhr Flex'], fleets)).toEqual(
      [FLEETS[0]?.uuid, 'ffffffff-0000-4000-8000-000000000001'].sort(),
    );
    expect(serverFleetUuids(['Ruhr Flex', 'Gone Fleet'], fleets)).toBeNull();
    expect(sitesServerQuery({ ...EMPTY_FILTER_STATE, fleets: ['Gone Fleet'] }, '', fleets)).toEqual({});
  });

  it('keys equal queries equally whatever their key order', () => {
    const a: SitesServerQuery = { text: 'x', fleets: ['b', 'a'], current_status: ['ACTIVE'] };
    const b: SitesServerQuery = { current_status: ['ACTIVE'], fleets: ['b', 'a'], text: 'x' };
    expect(sitesQueryKey(a)).toBe(sitesQueryKey(b));
    expect(sitesQueryKey(a)).not.toBe(sitesQueryKey({ ...a, text: 'y' }));
  });

  it('property: two different requests never share a cache key, a parameter the key never heard of included', () => {
    // Each parameter of the sites call, plus one it does not have yet (a new server filter must not need the key
    // changed to stay apart).
    const list = fc.array(fc.constantFrom('A', 'B', 'C'), { maxLength: 3 });
    const day = fc.constantFrom('2026-01-01', '2026-02-01');
    const request = fc.record(
      {
        text: fc.constantFrom('x', 'y'),
        activation_status: list,
        current_status: list,
        creation_start_date: day,
        creation_end_date: day,
        fleets: list,
        tso: list,
      },
      { requiredKeys: [] },
    );
    // What goes on the wire: an empty text or list is not sent, so it narrows nothing.
    const wire = (query: Record<string, unknown>) =>
      JSON.stringify(
        Object.keys(query)
          .sort()
          .filter((key) => {
            const value = query[key];
            return value !== '' && !(Array.isArray(value) && value.length === 0);
          })
          .map((key) => [key, query[key]]),
      );
    fc.assert(
      fc.property(request, request, (a, b) => {
        const sameKey = sitesQueryKey(a as SitesServerQuery) === sitesQueryKey(b as SitesServerQuery);
        expect(sameKey).toBe(wire(a) === wire(b));
      }),
      { numRuns: 2_000 },
    );
  });

  // The server semantics of each parameter, written out plainly for the property below.
  const serverMatches = (row: SiteListRow, q: SitesServerQuery): boolean => {
    if (
      q.text !== undefined &&
      ![row.gatewayId, row.userReference, row.subscription].some((v) => v.includes(q.text ?? ''))
    )
      return false;
    if (q.activation_status?.length) {
      const ok = q.activation_status.some((a) =>
        a === 'HEMS_ONLINE' ? row.online : a === 'HEMS_OFFLINE' ? !row.online : row.status === a,
      );
      if (!ok) return false;
    }
    if (q.current_status?.length && !q.current_status.includes(row.status)) return false;
    // SPEC §5: one date means that day; two an inclusive range.
    const day = row.created.slice(0, 10);
    const from = q.creation_start_date ?? q.creation_end_date;
    const to = q.creation_end_date ?? q.creation_start_date;
    if (from !== undefined && day < from) return false;
    if (to !== undefined && day > to) return false;
    if (q.fleets?.length && !row.fleets.some((f) => q.fleets?.includes(f.uuid))) return false;
    return true;
  };
  const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-02-${String(d).padStart(2, '0')}`);
  const query: fc.Arbitrary<SitesServerQuery> = fc.record(
    {
      text: fc.constantFrom('GW-0000', 'CUST-0001', '1'),
      activation_status: fc.subarray(['HEMS_ONLINE', 'HEMS_OFFLINE', 'ACTIVE', 'AUTO_ACTIVATED'] as const, {
        minLength: 1,
      }),
      current_status: fc.subarray(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const, { minLength: 1 }),
      creation_start_date: day,
      creation_end_date: day,
      fleets: fc.subarray(
        FLEETS.map((f) => f.uuid),
        { minLength: 1 },
      ),
    },
    { requiredKeys: [] },
  );

  it('property: a query "narrower or equal" to a loaded one never matches a site the loaded one does not', () => {
    const list = rows(60);
    fc.assert(
      fc.property(query, query, (next, base) => {
        if (!isNarrowerOrEqual(next, base)) return;
        for (const row of list) if (serverMatches(row, next)) expect(serverMatches(row, base)).toBe(true);
      }),
      { numRuns: 400 },
    );
    expect(isNarrowerOrEqual({ current_status: ['ACTIVE'] }, {})).toBe(true);
    expect(isNarrowerOrEqual({}, { current_status: ['ACTIVE'] })).toBe(false);
    expect(isNarrowerOrEqual({ text: 'ab' }, { text: 'a' })).toBe(false);
  });
});

describe('list state in the URL', () => {
  const state: fc.Arbitrary<SitesListState> = fc.record({
    filters: fc
      .record({
        activation: fc.subarray(['HEMS_ONLINE', 'HEMS_OFFLINE', 'ACTIVE', 'AUTO_ACTIVATED'] as const),
        currentStatus: fc.subarray(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const),
        fleets: fc.subarray(['Ruhr Flex', 'Spree Storage', 'Zugspitze Solar']),
        siteAttributes: fc.subarray(['hasPv', 'hasBattery', 'hasEvse', 'hasHp'] as const),
        tradingAttributes: fc.subarray(['tradingEnabledSupply', 'tradingEnabledFeedIn'] as const),
        readiness: fc.subarray(['READY', 'NOT_READY', 'MISSING_MASTER_DATA'] as const),
        tso: fc.subarray(['Amprion', 'TenneT', 'not available']),
        health: fc.subarray(['goodOverall', 'criticalIot', 'moderateVpp'] as const),
        dates: fc.oneof(
          fc.constant({ start: null, end: null }),
          fc.constant({ start: '2026-02-01', end: '2026-02-09' }),
          fc.constant({ start: '2026-02-01', end: null }),
        ),
      })
      .map((groups) => ({ ...EMPTY_FILTER_STATE, ...groups })),
    text: fc.constantFrom('', 'CUST-1', 'SB 123'),
    page: fc.integer({ min: 1, max: 400 }),
    sort: fc.option(
      fc.record({
        key: fc.constantFrom(...SITE_SORT_KEYS),
        direction: fc.constantFrom('asc' as const, 'desc' as const),
      }),
      { nil: null },
    ),
    all: fc.boolean(),
  });

  it('property: state -> URL -> state is the identity', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(sitesListStateFromSearchParams(sitesListStateToSearchParams(s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('drops unknown params, values of other lists, and malformed pages', () => {
    const parsed = sitesListStateFromSearchParams(
      new URLSearchParams(
        'page=abc&problem=SITE_OFFLINE_NOW&installation_status=READY&site_attribute=hasWings&site_attribute=hasPv&sort=nope&x=1',
      ),
    );
    expect(parsed).toEqual({
      ...INITIAL_SITES_LIST_STATE,
      filters: { ...EMPTY_FILTER_STATE, siteAttributes: ['hasPv'] },
    });
    expect(sitesListStateToSearchParams(INITIAL_SITES_LIST_STATE).toString()).toBe('');
  });

  it('any change of what matches goes back to page 1; a page-local sort keeps the page', () => {
    const on3 = { ...INITIAL_SITES_LIST_STATE, page: 3 };
    expect(sitesListReducer(on3, { type: 'setFilters', filters: { siteAttributes: ['hasPv'] } }).page).toBe(
      1,
    );
    expect(sitesListReducer(on3, { type: 'setText', text: 'x' }).page).toBe(1);
    expect(sitesListReducer({ ...on3, text: 'x' }, { type: 'setText', text: ' x ' }).page).toBe(3);
    expect(sitesListReducer(on3, { type: 'setSort', sort: { key: 'created', direction: 'asc' } }).page).toBe(
      1,
    );
    expect(
      sitesListReducer(on3, { type: 'setSort', sort: { key: 'created', direction: 'asc' }, keepPage: true })
        .page,
    ).toBe(3);
    expect(sitesListReducer(on3, { type: 'setPage', page: 7 }).page).toBe(7);
    expect(
      sitesListReducer(
        { ...on3, text: 'a', filters: { ...EMPTY_FILTER_STATE, tso: ['Amprion'] } },
        { type: 'reset' },
      ),
    ).toEqual({
      ...INITIAL_SITES_LIST_STATE,
    });
  });
});

describe('collections of loaded pages', () => {
  const answer = (from: number, count: number, countPages: number, countTotal: number) => ({
    rows: toSiteListRows(Array.from({ length: count }, (_, i) => site(from + i))),
    countPages,
    countTotal,
  });

  it('collects pages in any order, knows what is missing, and joins rows in page order', () => {
    let c = emptyCollection('sonnen', {});
    expect(pagesStillMissing(c)).toEqual([1]);
    c = withPage(c, 3, answer(101, 20, 3, 120), 1000);
    c = withPage(c, 1, answer(1, 50, 3, 120), 2000);
    expect(isComplete(c)).toBe(false);
    expect(pagesStillMissing(c)).toEqual([2]);
    c = withPage(c, 2, answer(51, 50, 3, 120), 3000);
    expect(isComplete(c)).toBe(true);
    expect(c.loadedAt).toBe(1000);
    expect(collectionRows(c).map((r) => r.userReference)).toEqual(rows(120).map((r) => r.userReference));
    // The data shrank: pages past the new end are dropped.
    expect([...withPage(c, 1, answer(1, 50, 2, 90), 4000).pages.keys()].sort()).toEqual([1, 2]);
    const empty = withPage(emptyCollection('x', {}), 1, answer(1, 0, 0, 0), 0);
    expect(isComplete(empty)).toBe(true);
  });

  it('reuses a held collection for the same query, or when complete for a narrower one; never stale or for another provider', () => {
    const base = withPage(emptyCollection('sonnen', {}), 1, answer(1, 30, 1, 30), 1000);
    const narrower: SitesServerQuery = { current_status: ['ACTIVE'] };
    expect(pickCollection(base, 'sonnen', {}, 2000)).toBe(base);
    expect(pickCollection(base, 'sonnen', narrower, 2000)).toBe(base);
    expect(pickCollection(base, 'senec', {}, 2000)).not.toBe(base);
    expect(pickCollection(base, 'sonnen', {}, 1000 + COLLECTION_MAX_AGE_MS + 1)).not.toBe(base);
    const partial = withPage(emptyCollection('sonnen', {}), 1, answer(1, 50, 3, 120), 1000);
    expect(pickCollection(partial, 'sonnen', narrower, 2000)).toEqual(emptyCollection('sonnen', narrower));
    const filtered = withPage(emptyCollection('sonnen', narrower), 1, answer(1, 30, 1, 30), 1000);
    expect(pickCollection(filtered, 'sonnen', {}, 2000).pages.size).toBe(0);
  });
});

describe('fleets', () => {
  it('presents fleets as id/value by name, finds one by uuid, and keeps the sites linked to it', () => {
    expect(fleetIdValues([FLEETS[2], FLEETS[0]].filter((f) => f !== undefined))).toEqual([
      { id: FLEETS[0]?.uuid, value: 'Ruhr Flex' },
      { id: FLEETS[2]?.uuid, value: 'Zugspitze Solar' },
    ]);
    expect(findFleet(FLEETS, FLEETS[1]?.uuid.toUpperCase() ?? '')).toEqual(FLEETS[1]);
    const list = rows(24);
    const linked = sitesOfFleet([...list, ...list], FLEETS[1]?.uuid ?? '');
    expect(linked.length).toBeGreaterThan(0);
    expect(new Set(linked.map((r) => r.subscription)).size).toBe(linked.length);
    expect(linked.every((r) => r.fleets.some((f) => f.uuid === FLEETS[1]?.uuid))).toBe(true);
  });
});
