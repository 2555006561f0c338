// A narrower sites request is answered from a complete wider one (DESIGN §3), so "narrower or equal" must never
// claim a row the wider answer lacks. It is derived from the sites module's parameter declaration
// (src/domain/lists/list-module.ts `narrowerOrEqual`): checked here against the server's own rule
// (filterSitesByServerQuery) over the mock dataset's sites, for requests built from every declared parameter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataset, datasetNow } from '../../../scripts/mock/data/dataset.ts';
import { narrowerOrEqual, type ListModule } from '../../../src/domain/lists/list-module.ts';
import { SITES_LIST_MODULE } from '../../../src/domain/sites/sites.list.ts';
import { isNarrowerOrEqual } from '../../../src/domain/sites/sites-query.ts';
import { filterSitesByServerQuery } from '../../../src/domain/sites/sites-server-filter.ts';
import { toSiteListRows } from '../../../src/domain/sites/sites-row.ts';
import type { SitesServerQuery } from '../../../src/domain/sites/sites.list.ts';

const dataset = createDataset();
const sites = toSiteListRows(Object.values(dataset.sites).flat());
const days = [...new Set(sites.map((site) => site.created.slice(0, 10)))].sort();
const fleetUuids = dataset.fleets.map((fleet) => fleet.uuid);
const texts = [
  ...new Set(sites.slice(0, 40).flatMap((site) => [site.gatewayId.slice(0, 4), site.userReference])),
];

// One arbitrary per declared parameter (a new parameter of the call does not compile until it has one).
const valueOf: { readonly [P in keyof SitesServerQuery]-?: fc.Arbitrary<NonNullable<SitesServerQuery[P]>> } =
  {
    text: fc.constantFrom(...texts),
    activation_status: fc.subarray(['HEMS_ONLINE', 'HEMS_OFFLINE', 'ACTIVE', 'AUTO_ACTIVATED'] as const, {
      minLength: 1,
    }),
    current_status: fc.subarray(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const, { minLength: 1 }),
    creation_start_date: fc.constantFrom(...days),
    creation_end_date: fc.constantFrom(...days),
    fleets: fc.subarray(fleetUuids, { minLength: 1 }),
    offline: fc.constantFrom('6h', '24h', '7d'),
  };
const request: fc.Arbitrary<SitesServerQuery> = fc.record(valueOf, { requiredKeys: [] });

/** A request derived from `base` that tends to be narrower: a subset of each list, a range inside its range. */
const narrowed = (base: SitesServerQuery): fc.Arbitrary<SitesServerQuery> =>
  fc
    .record({
      drop: fc.subarray(Object.keys(base), { maxLength: 1 }),
      lists: fc.record({
        activation_status: fc.subarray([...(base.activation_status ?? [])]),
        current_status: fc.subarray([...(base.current_status ?? [])]),
        fleets: fc.subarray([...(base.fleets ?? [])]),
      }),
      extra: request,
    })
    .map(({ drop, lists, extra }) => {
      const next: Record<string, unknown> = { ...extra, ...base };
      for (const [name, values] of Object.entries(lists)) if (values.length > 0) next[name] = values;
      for (const name of drop) delete next[name];
      return next as SitesServerQuery;
    });

const pair = fc.oneof(
  { arbitrary: fc.tuple(request, request), weight: 1 },
  { arbitrary: request.chain((base) => fc.tuple(narrowed(base), fc.constant(base))), weight: 3 },
);

const answer = (query: SitesServerQuery) =>
  new Set(filterSitesByServerQuery(sites, query, datasetNow(dataset)).map((s) => s.subscription));

describe('narrower-or-equal, derived from the sites module', () => {
  it('property: a request judged narrower or equal never answers a site the wider one does not (mock dataset)', () => {
    let narrower = 0;
    fc.assert(
      fc.property(pair, ([next, base]) => {
        if (!isNarrowerOrEqual(next, base)) return;
        narrower += 1;
        const wide = answer(base);
        for (const subscription of answer(next)) expect(wide.has(subscription)).toBe(true);
      }),
      { numRuns: 300, seed: 20261126 },
    );
    // The property is not vacuous: many of the pairs are judged narrower.
    expect(narrower).toBeGreaterThan(50);
  });

  it('every declared parameter counts: a wider value of any one of them is not narrower', () => {
    const wider: { readonly [P in keyof SitesServerQuery]-?: [SitesServerQuery, SitesServerQuery] } = {
      text: [{}, { text: 'GW' }],
      activation_status: [
        { activation_status: ['ACTIVE', 'HEMS_ONLINE'] },
        { activation_status: ['ACTIVE'] },
      ],
      current_status: [{ current_status: ['INACTIVE'] }, { current_status: ['ACTIVE'] }],
      creation_start_date: [
        { creation_start_date: '2026-01-01', creation_end_date: '2026-01-31' },
        { creation_start_date: '2026-01-02', creation_end_date: '2026-01-31' },
      ],
      creation_end_date: [
        { creation_start_date: '2026-01-01', creation_end_date: '2026-02-01' },
        { creation_start_date: '2026-01-01', creation_end_date: '2026-01-31' },
      ],
      fleets: [{ fleets: ['a', 'b'] }, { fleets: ['a'] }],
      offline: [{ offline: '24h' }, { offline: '6h' }],
    };
    for (const [name, [next, base]] of Object.entries(wider)) {
      expect([name, isNarrowerOrEqual(next, base)]).toEqual([name, false]);
      expect([name, isNarrowerOrEqual(base, base)]).toEqual([name, true]);
    }
    expect(Object.keys(wider).sort()).toEqual(
      Object.keys(SITES_LIST_MODULE.params)
        .filter((p) => p !== 'page')
        .sort(),
    );
    // One date alone means that day: inside a range that holds the day.
    expect(
      isNarrowerOrEqual(
        { creation_end_date: '2026-01-05' },
        { creation_start_date: '2026-01-01', creation_end_date: '2026-01-09' },
      ),
    ).toBe(true);
  });

  it('a parameter a module adds is judged by its shape without touching the rule', () => {
    type Q = { readonly scope?: string; readonly kinds?: readonly string[]; readonly page?: number };
    const module: ListModule<never, never, Q, null> = {
      name: 'example',
      list: { groups: [], table: {} },
      params: { scope: 'one', kinds: 'many', page: 'int' },
      server: {},
      base: () => ({}),
    };
    expect(narrowerOrEqual(module, { kinds: ['a'] }, { kinds: ['a', 'b'] })).toBe(true);
    expect(narrowerOrEqual(module, {}, { kinds: ['a'] })).toBe(false);
    expect(narrowerOrEqual(module, { scope: 'x' }, {})).toBe(true);
    expect(narrowerOrEqual(module, { scope: 'y' }, { scope: 'x' })).toBe(false);
  });
});
