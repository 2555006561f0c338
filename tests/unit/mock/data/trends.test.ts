// The trends call answered from the dataset: today's snapshot is what the lists show now — every
// figure followed through the screen's own links to the sites lists and problem lists finds that many rows — the
// kept history adds up to the sites of each day over the whole of it, it is the same for every owner, and a write
// changes today only.
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
import { TREND_HISTORY_DAYS } from '../../../../src/domain/trends/trend-range.ts';
import { addDays } from '../../../../src/domain/format/zoned-time.ts';
import {
  problemFiltersFromParams,
  listFromParams,
} from '../../../../src/features/health/hooks/problems-url.ts';
import { TREND_LINKS } from '../../../../src/routes/trends-links.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(url: string, owner = 'trends-test') {
  const match = matchOperation(spec, 'GET', url);
  if (!match) throw new Error(`no operation for GET ${url}`);
  return layer.answer(match, { url, body: '', owner });
}
const body = <T>(url: string, owner?: string) => ask(url, owner).body as T;
const searchOf = (href: string) => new URL(href, 'http://portal.test').searchParams;

function providerSites(providerId: string): SiteRow[] {
  const rows: SiteRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = body<Schemas['SitesResponse']>(`/ui/v1/sites/hems/${providerId}?page=${page}`);
    rows.push(...answer.subscriptions);
    if (page >= answer.countPages) break;
  }
  return rows;
}

const trends = (query = '', owner?: string) =>
  body<Schemas['TrendSnapshots']>(`/ui/v1/trends/daily${query}`, owner);

describe("today's snapshot is what the lists show now", () => {
  const answer = trends();
  const today = answer.days.at(-1);

  it('is live, the last day of the default 30 days', () => {
    expect(answer.days).toHaveLength(30);
    expect(today?.live).toBe(true);
    expect(answer.days.slice(0, -1).every((day) => !day.live)).toBe(true);
  });

  it('counts per health level and online the rows of the providers’ filtered sites lists', () => {
    if (!today) throw new Error('no today');
    const lists = base.providers.map((provider) => ({
      id: provider.id,
      rows: toSiteListRows(providerSites(provider.id)),
    }));
    const listed = (href: (id: string) => string) =>
      lists.reduce(
        (sum, list) =>
          sum +
          applyFilters(
            list.rows,
            listStateFromSearchParams(searchOf(href(list.id)), SITES_LIST_MODULE.list).filters,
          ).length,
        0,
      );
    expect(today.sites).toBe(lists.reduce((sum, list) => sum + list.rows.length, 0));
    expect(today.online).toBe(listed((id) => TREND_LINKS.online(id)));
    for (const dimension of HEALTH_DIMENSIONS)
      for (const level of HEALTH_LEVELS)
        expect(today.health[dimension][level]).toBe(listed((id) => TREND_LINKS.health(id, dimension, level)));
  });

  it('counts per code the rows of the problem list its link opens', () => {
    if (!today) throw new Error('no today');
    const rows = {
      site: body<Schemas['ProblemsResponse']>('/ui/v1/problems/sites').rows,
      installation: body<Schemas['ProblemsResponse']>('/ui/v1/problems/installations').rows,
    };
    expect(today.problems.length).toBeGreaterThan(0);
    for (const { code, count } of today.problems) {
      const search = searchOf(TREND_LINKS.problem(code));
      const list = listFromParams(search);
      if (list !== 'site' && list !== 'installation') throw new Error(`no problem list for ${code}`);
      const listRows = rows[list].map((row) => ({ ...row, fleetsStr: deriveFleetsStr(row.fleets) }));
      expect(applyFilters(listRows, problemFiltersFromParams(search))).toHaveLength(count);
    }
    expect(today.problems.reduce((sum, entry) => sum + entry.count, 0)).toBe(
      rows.site.length + rows.installation.length,
    );
  });
});

describe('the kept history', () => {
  const todayDate = trends().to;
  // The whole history, a year at a time (the cap).
  const history = [
    ...trends(`?from=${addDays(todayDate, -TREND_HISTORY_DAYS)}&to=${addDays(todayDate, -366)}`).days,
    ...trends(`?from=${addDays(todayDate, -365)}&to=${todayDate}`).days,
  ];

  it('has every day of two years, each day’s health levels adding up to its sites', () => {
    expect(history).toHaveLength(TREND_HISTORY_DAYS + 1);
    history.forEach((day, i) => {
      if (i > 0) expect(day.date).toBe(addDays(history[i - 1]?.date ?? '', 1));
      for (const dimension of HEALTH_DIMENSIONS) {
        const { good, moderate, critical } = day.health[dimension];
        expect(good + moderate + critical).toBe(day.sites);
      }
      expect(day.online).toBeLessThanOrEqual(day.sites);
      expect(day.activations).toBeLessThanOrEqual(day.sites);
      for (const problem of day.problems) expect(problem.count).toBeGreaterThan(0);
      // Sites are only added: no day has fewer than the day before.
      if (i > 0) expect(day.sites).toBeGreaterThanOrEqual(history[i - 1]?.sites ?? 0);
    });
  });

  it('drifts towards today: yesterday is within a few sites of today in every bucket', () => {
    const [yesterday, today] = history.slice(-2);
    if (!yesterday || !today) throw new Error('no days');
    for (const dimension of HEALTH_DIMENSIONS)
      for (const level of HEALTH_LEVELS)
        expect(
          Math.abs(yesterday.health[dimension][level] - today.health[dimension][level]),
        ).toBeLessThanOrEqual(8);
  });

  it('is the same for every owner, and a write changes today only', () => {
    const owner = 'trends-writer';
    const before = trends('', owner);
    expect(before.days.slice(0, -1)).toEqual(trends('', 'another-owner').days.slice(0, -1));
    // A site turns critical in the writer's world (as a backend's health job would).
    const world = layer.world(owner);
    const site = Object.values(world.sites)
      .flat()
      .find((row) => row.health.overall !== 'critical');
    if (!site) throw new Error('no site to change');
    site.health = { ...site.health, overall: 'critical' };
    const after = trends('', owner);
    expect(after.days.at(-1)?.health.overall.critical).toBe(
      (before.days.at(-1)?.health.overall.critical ?? 0) + 1,
    );
    expect(after.days.slice(0, -1)).toEqual(before.days.slice(0, -1));
  });

  it('answers the day before the range as `previous`, null before the kept history', () => {
    const answer = trends(`?from=${addDays(todayDate, -9)}&to=${todayDate}`);
    expect(answer.previous?.date).toBe(addDays(todayDate, -10));
    expect(
      trends(`?from=${addDays(todayDate, -TREND_HISTORY_DAYS)}&to=${addDays(todayDate, -700)}`).previous,
    ).toBeNull();
  });
});

describe('the range is capped', () => {
  it.each([
    ['more than 366 days', '?from=2025-01-01&to=2026-01-05'],
    ['a reversed range', '?from=2026-10-20&to=2026-10-10'],
    ['a day after today', '?to=2099-01-01'],
    ['before the kept history', '?from=2020-01-01&to=2020-01-31'],
  ])('400 for %s', (_what, query) => {
    expect(ask(`/ui/v1/trends/daily${query}`).status).toBe(400);
  });
});
