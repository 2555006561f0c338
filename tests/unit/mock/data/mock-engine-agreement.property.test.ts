// The mock and the screen agree (issue: data-backed answers): for any search and any choice of the groups the sites
// call can carry, the rows the data layer answers over all its pages are exactly the rows the screen's engine keeps
// from every site. Fleets travel as uuids and dates as whole `yyyy-MM-dd` days (src/domain/sites/sites-server-filter.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiteRow } from '../../../../scripts/generate/fixtures.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset, runningNow } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { applyFilters } from '../../../../src/domain/filter-table/apply-filters.ts';
import { EMPTY_FILTER_STATE, type FilterState } from '../../../../src/domain/filters/filter-state.ts';
import { sitesServerQuery } from '../../../../src/domain/sites/sites-query.ts';
import { toSiteListRows } from '../../../../src/domain/sites/sites-row.ts';
import { searchSites } from '../../../../src/domain/sites/sites-search.ts';

const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
const providers = base.providers.map((p) => p.id);

function walkPages(hemsId: string, query: URLSearchParams): string[] {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    query.set('page', String(page));
    const url = `/ui/v1/sites/hems/${hemsId}?${query.toString()}`;
    const match = matchOperation(spec, 'GET', url);
    const answer = layer.answer(match!, { url, body: '', owner: 'agreement' });
    const body = answer.body as { subscriptions: SiteRow[]; countPages: number };
    out.push(...body.subscriptions.map((s) => s.subscription));
    if (page >= body.countPages) return out;
  }
}

const allSites = Object.values(base.sites).flat();
const days = [...new Set(allSites.map((s) => s.created.slice(0, 10)))].sort();
const caseArb = fc.record({
  hemsId: fc.constantFrom(...providers),
  activation: fc.subarray(['HEMS_ONLINE', 'HEMS_OFFLINE', 'ACTIVE', 'AUTO_ACTIVATED'] as const),
  currentStatus: fc.subarray(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const),
  // Went offline in the last …: relative to the mock's running clock, which the engine is given.
  offline: fc.subarray(['6h', '24h', '7d'] as const, { maxLength: 2 }),
  fleets: fc.subarray(
    base.fleets.map((f) => f.name),
    { maxLength: 3 },
  ),
  dates: fc.option(
    fc
      .tuple(fc.constantFrom(...days), fc.option(fc.constantFrom(...days), { nil: null }))
      .map(([a, b]): { start: string; end: string | null } =>
        b !== null && b < a ? { start: b, end: a } : { start: a, end: b },
      ),
    { nil: null },
  ),
  // Search text from a real site's gateway id, user reference or subscription, any case, or none.
  text: fc.option(
    fc
      .tuple(
        fc.constantFrom(...allSites),
        fc.constantFrom('gatewayId', 'userReference', 'subscription') as fc.Arbitrary<
          'gatewayId' | 'userReference' | 'subscription'
        >,
        fc.nat(),
        fc.integer({ min: 2, max: 8 }),
        fc.boolean(),
      )
      .map(([site, field, at, length, upper]) => {
        const value = site[field];
        const start = at % Math.max(1, value.length - 1);
        const part = value.slice(start, start + length);
        return upper ? part.toUpperCase() : part.toLowerCase();
      }),
    { nil: '' },
  ),
});

describe('the data-backed sites list agrees with the screen engine', () => {
  it('answers over all pages exactly the rows the engine keeps, for every provider of the fixtures', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const filters: FilterState = {
          ...EMPTY_FILTER_STATE,
          activation: c.activation,
          currentStatus: c.currentStatus,
          fleets: c.fleets,
          dates: c.dates ?? { start: null, end: null },
          offline: c.offline,
        };
        const rows = base.sites[c.hemsId] ?? [];
        const engine = applyFilters(searchSites(toSiteListRows(rows), c.text), filters, {
          now: runningNow(base),
        }).map((s) => s.subscription);
        const query = sitesServerQuery(filters, c.text, base.fleets);
        const wire = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) {
          for (const item of Array.isArray(value) ? value : [value]) wire.append(key, String(item));
        }
        expect(walkPages(c.hemsId, wire)).toEqual(engine);
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });
});
