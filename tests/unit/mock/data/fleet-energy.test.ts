// The fleet energy dashboard's calls answered from the dataset: every count agrees with the list its link
// opens — the fleet's sites list (gathered from every provider with fleets=<uuid>, as the fleet page does) filtered
// by the link's params, the site problems list filtered by the link's code and fleet — and the daily totals are the
// sum of the fleet's sites' own histories.
import { describe, expect, it } from 'vitest';
import type { components } from '../../../../src/api/schema.gen.ts';
import type { SiteRow } from '../../../../scripts/generate/fixtures.ts';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import { applyFilters } from '../../../../src/domain/filter-table/apply-filters.ts';
import { deriveFleetsStr } from '../../../../src/domain/sites/fleets-str.ts';
import { HEALTH_DIMENSIONS, HEALTH_LEVELS } from '../../../../src/domain/health/health.ts';
import { listStateFromSearchParams } from '../../../../src/domain/filter-table/list-url.ts';
import { SITES_LIST_MODULE } from '../../../../src/domain/sites/sites.list.ts';
import { toSiteListRows } from '../../../../src/domain/sites/sites-row.ts';
import { problemFiltersFromParams } from '../../../../src/features/health/hooks/problems-url.ts';
import { fleetDashboardLinks } from '../../../../src/routes/fleet-energy-links.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(url: string) {
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for GET ${url}`);
  return layer.answer(match, { url, body: '', owner: 'fleet-energy-test' });
}
const body = <T>(url: string) => ask(url).body as T;

/** What the fleet page lists: every provider's pages of sites with fleets=<uuid>. */
function fleetSitesList(fleetUuid: string): SiteRow[] {
  const rows: SiteRow[] = [];
  for (const provider of base.providers) {
    for (let page = 1; ; page += 1) {
      const answer = body<Schemas['SitesResponse']>(
        `/ui/v1/sites/hems/${provider.id}?page=${page}&fleets=${fleetUuid}`,
      );
      rows.push(...answer.subscriptions);
      if (page >= answer.countPages) break;
    }
  }
  return rows;
}

const siteProblemRows = body<Schemas['ProblemsResponse']>('/ui/v1/problems/sites').rows.map((row) => ({
  ...row,
  fleetsStr: deriveFleetsStr(row.fleets),
}));

const searchOf = (href: string) => new URL(href, 'http://portal.test').searchParams;

describe('getFleetEnergySummary agrees with the lists its counts link to', () => {
  it.each(base.fleets.map((fleet) => [fleet.name, fleet] as const))('%s', (_name, fleet) => {
    const answer = ask(`/ui/v1/fleets/${fleet.uuid}/energy-summary`);
    expect(answer.status).toBe(200);
    const summary = answer.body as Schemas['FleetEnergySummary'];
    const links = fleetDashboardLinks(fleet);
    const sites = toSiteListRows(fleetSitesList(fleet.uuid));
    const listed = (href: string) =>
      applyFilters(sites, listStateFromSearchParams(searchOf(href), SITES_LIST_MODULE.list).filters).length;

    expect(summary.total).toBe(listed(links.sites()));
    expect(summary.online).toBe(listed(links.online(true)));
    expect(summary.offline).toBe(listed(links.online(false)));
    for (const dimension of HEALTH_DIMENSIONS) {
      for (const level of HEALTH_LEVELS) {
        expect(summary.health[dimension][level]).toBe(listed(links.health(dimension, level)));
      }
    }
    expect(summary.problems.length).toBeGreaterThan(0);
    for (const { code, count } of summary.problems) {
      const filters = problemFiltersFromParams(searchOf(links.problem(code)));
      expect(filters.fleets).toEqual([fleet.name]);
      expect(applyFilters(siteProblemRows, filters)).toHaveLength(count);
    }
    // Every code the fleet's problem rows carry is counted.
    const fleetRows = applyFilters(siteProblemRows, { fleets: [fleet.name] });
    expect(summary.problems.reduce((sum, p) => sum + p.count, 0)).toBe(fleetRows.length);
    // The sites with the most problems: most first, each count its rows in the list.
    const counts = summary.topSites.map((site) => site.problemCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const site of summary.topSites) {
      expect(fleetRows.filter((row) => row.siteUuid === site.siteUuid)).toHaveLength(site.problemCount);
    }
  });

  it('answers 404 for a fleet the dataset lacks, on both calls', () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(ask(`/ui/v1/fleets/${unknown}/energy-summary`).status).toBe(404);
    expect(ask(`/ui/v1/fleets/${unknown}/energy/daily?days=7`).status).toBe(404);
  });
});

describe('getFleetEnergyDaily', () => {
  const fleet = base.fleets[0]!;

  it('adds up the fleet sites’ own daily history, day by day', () => {
    const daily = body<Schemas['FleetEnergyDaily']>(`/ui/v1/fleets/${fleet.uuid}/energy/daily?days=7`);
    expect(daily.days).toHaveLength(7);
    expect(daily.days.map((day) => day.date)[6]).toBe(daily.to);
    const members = fleetSitesList(fleet.uuid);
    const last = daily.days[6]!;
    let pv = 0;
    let reporting = 0;
    for (const site of members) {
      const history = body<Schemas['SiteEnergyHistory']>(
        `/ui/v1/subscriptions/${site.subscription}/energy/history?range=month&start=${daily.to}`,
      );
      // The month's buckets are its days: the day of the month is the index.
      const value = history.series.pv[Number(daily.to.slice(8, 10)) - 1];
      if (value === null || value === undefined) continue;
      reporting += 1;
      pv += value;
    }
    expect(last.sitesReporting).toBe(reporting);
    expect(last.pv).toBeCloseTo(pv, 2);
  });

  it('answers 400 for a range the API does not serve', () => {
    expect(ask(`/ui/v1/fleets/${fleet.uuid}/energy/daily?days=93`).status).toBe(400);
  });
});
