import type { operations } from '../../api/schema.gen.ts';
import type { FleetContext } from './fleet-uuids.ts';
import { fleetsParam } from './fleet-uuids.ts';
import { listRequest, sortedChoices, type ListModule, type RequestState } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import type { FilterState } from '../filters/filter-state.ts';
import type { FiltersOf } from '../lists/list-state.ts';
import { SITE_SORT_KEYS, type SiteSortKey } from './sites-sort.ts';
import { offlineParam } from '../filters/offline-window.ts';
import { DATES_GROUP, filterTable } from '../filters/group-kinds.ts';
import { HEALTH_FILTER_GROUPS } from '../health/health.filters.ts';
import { SITES_FILTER_GROUPS } from './sites.filters.ts';

/*
 * The sites lists' module (listSites, SPEC §7): what a provider's or a fleet's sites list offers and sends. The rule a
 * server applies to these parameters is `filterSitesByServerQuery` (domain/sites/sites-server-filter.ts).
 */

/** The sites call's query, `page` included. */
export type SitesWireQuery = NonNullable<operations['listSites']['parameters']['query']>;

/** The SPEC §7 query parameters of the sites call other than `page`: the server half of the filters. */
export type SitesServerQuery = Omit<SitesWireQuery, 'page'>;

/** The filter groups a sites list offers (the site row fields of SPEC §3 and DESIGN §3). */
export const SITE_FILTER_GROUPS = [
  'activation',
  'currentStatus',
  'dates',
  'fleets',
  'siteAttributes',
  'tradingAttributes',
  'readiness',
  'tso',
  'health',
  'offline',
] as const satisfies readonly (keyof FilterState)[];
export type SiteFilterGroup = (typeof SITE_FILTER_GROUPS)[number];

/** A sites list's filter state: only the groups a sites list offers. */
export type SiteFilters = FiltersOf<SiteFilterGroup>;

export const SITES_LIST_MODULE: ListModule<SiteFilterGroup, SiteSortKey, SitesWireQuery, FleetContext> = {
  name: 'sites',
  list: {
    groups: SITE_FILTER_GROUPS,
    table: filterTable(SITE_FILTER_GROUPS, SITES_FILTER_GROUPS, HEALTH_FILTER_GROUPS, { dates: DATES_GROUP }),
    sortKeys: SITE_SORT_KEYS,
  },
  params: {
    page: 'int',
    text: 'one',
    activation_status: 'many',
    current_status: 'many',
    creation_start_date: 'one',
    creation_end_date: 'one',
    fleets: 'many',
    offline: 'one',
  },
  server: {
    activation: {
      params: ['activation_status'],
      query: (value) => (value.length === 0 ? {} : { activation_status: sortedChoices(value) }),
    },
    currentStatus: {
      params: ['current_status'],
      query: (value) => (value.length === 0 ? {} : { current_status: sortedChoices(value) }),
    },
    // One date means that day, so it is sent as both ends; the sites call filters `created` only, so a date on
    // another field is the client's alone.
    dates: {
      params: ['creation_start_date', 'creation_end_date'],
      range: true,
      query: (value) => {
        const first = value.start ?? value.end;
        const last = value.end ?? value.start;
        return first === null || last === null || value.field !== undefined
          ? {}
          : { creation_start_date: first, creation_end_date: last };
      },
    },
    fleets: { params: ['fleets'], query: fleetsParam },
    siteAttributes: null,
    tradingAttributes: null,
    readiness: null,
    tso: null,
    health: null,
    offline: { params: ['offline'], query: offlineParam },
  },
  // Pages are the data path's business (all pages of one request share its key), so the request has none.
  base: (state) => {
    const text = normalizeSearchText(state.text);
    return text === '' ? {} : { text };
  },
};

/**
 * The server query for a filter state and search text (DESIGN §3): activation and current status as chosen, the
 * created dates as `yyyy-MM-dd`, fleets as uuids. Groups the sites call has no parameter for (attributes,
 * readiness, TSO, health) are applied by the client only.
 */
export function sitesServerQuery(
  filters: Partial<SiteFilters>,
  text: string,
  fleets: FleetContext['fleets'],
): SitesServerQuery {
  const state: RequestState<SiteSortKey> = { filters, text, page: 1, sort: null };
  return listRequest(SITES_LIST_MODULE, state, { fleets });
}
