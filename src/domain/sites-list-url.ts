import type { FilterState } from './filters/filter-state.ts';
import {
  INITIAL_LIST_STATE,
  LIST_PARAMS,
  listReducer,
  listStateFromSearchParams,
  listStateToSearchParams,
  offeredFilters,
  type ListAction,
  type ListConfig,
  type ListState,
} from './list-state.ts';
import { SITE_SORT_KEYS, type SiteSortKey } from './sites-sort.ts';

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
] as const satisfies readonly (keyof FilterState)[];

/** A sites list for the one list-state controller (domain/list-state.ts). */
export const SITES_LIST: ListConfig<SiteSortKey> = { groups: SITE_FILTER_GROUPS, sortKeys: SITE_SORT_KEYS };

/**
 * Everything a sites list shows, as the URL holds it: filters, search text, page, sort, and whether every page is
 * loaded (`all`).
 */
export type SitesListState = ListState<SiteSortKey>;
export type SitesListAction = ListAction<SiteSortKey>;

export const SITES_LIST_PARAMS = LIST_PARAMS;
export const INITIAL_SITES_LIST_STATE: SitesListState = INITIAL_LIST_STATE;

export const siteFiltersOnly = (state: Partial<FilterState>): FilterState =>
  offeredFilters(state, SITE_FILTER_GROUPS);

export const sitesListStateFromSearchParams = (params: URLSearchParams): SitesListState =>
  listStateFromSearchParams(params, SITES_LIST);

export const sitesListStateToSearchParams = (state: SitesListState): URLSearchParams =>
  listStateToSearchParams(state, SITES_LIST);

export const sitesListReducer = (state: SitesListState, action: SitesListAction): SitesListState =>
  listReducer(state, action, SITES_LIST);
