// Where today's point of the trends screen leads: each figure to the list that shows that many rows
// now — a HEMS provider's sites list filtered by health level or online state (the sites lists are per provider, so
// a figure leads to each provider's share), the home page's site or installation problems filtered by code. The
// route composes them because the lists belong to other features. Past days have no list: they open their breakdown.
import { HOME_PATH, paths } from '../config/paths.ts';
import { EMPTY_FILTER_STATE, type FilterState } from '../domain/filters/filter-state.ts';
import { healthKeyOf, type HealthDimension, type HealthLevel } from '../domain/health/health.ts';
import { problemOf } from '../domain/problems/problems.ts';
import { writeListState } from '../domain/lists/list-url-codec.ts';
import { INITIAL_LIST_STATE } from '../domain/lists/list-state.ts';
import { SITES_LIST_MODULE } from '../domain/sites/sites.list.ts';
import type { TrendLinks } from '../features/trends/components/trend-links.ts';
import { problemsSearchParams } from '../features/health/hooks/problems-url.ts';

function providerSitesHref(providerId: string, filters: Partial<FilterState>): string {
  const search = writeListState(
    { ...INITIAL_LIST_STATE, filters: { ...EMPTY_FILTER_STATE, ...filters } },
    SITES_LIST_MODULE.list,
  ).toString();
  return `${paths.hemsActive({ id: providerId })}${search === '' ? '' : `?${search}`}`;
}

export const TREND_LINKS: TrendLinks = {
  health: (providerId: string, dimension: HealthDimension, level: HealthLevel) =>
    providerSitesHref(providerId, { health: [healthKeyOf(dimension, level)] }),
  online: (providerId: string) => providerSitesHref(providerId, { activation: ['HEMS_ONLINE'] }),
  problem: (code: string) =>
    `${HOME_PATH}?${problemsSearchParams(problemOf(code)?.list === 'installation' ? 'installation' : 'site', {
      problems: [code],
    }).toString()}`,
};
