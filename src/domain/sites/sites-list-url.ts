import type { FilterState } from '../filters/filter-state.ts';
import {
  INITIAL_LIST_STATE,
  LIST_PARAMS,
  listReducer,
  offeredFilters,
  type ListAction,
  type ListConfig,
  type ListState,
} from '../lists/list-state.ts';
import { listStateFromSearchParams, listStateToSearchParams } from '../filter-table/list-url.ts';
import {
  SITE_FILTER_GROUPS,
  SITES_LIST_MODULE,
  type SiteFilterGroup,
  type SiteFilters,
} from './sites.list.ts';
import type { SiteSortKey } from './sites-sort.ts';

export { SITE_FILTER_GROUPS, type SiteFilters } from './sites.list.ts';

/** A sites list for the one list-state controller (domain/lists/list-state.ts): its module's groups and sort keys. */
export const SITES_LIST: ListConfig<SiteSortKey, SiteFilterGroup> = SITES_LIST_MODULE.list;

/**
 * Everything a sites list shows, as the URL holds it: filters, search text, page, sort, and whether every page is
 * loaded (`all`).
 */
export type SitesListState = ListState<SiteSortKey, SiteFilterGroup>;
export type SitesListAction = ListAction<SiteSortKey>;

export const SITES_LIST_PARAMS = LIST_PARAMS;
export const INITIAL_SITES_LIST_STATE: SitesListState = INITIAL_LIST_STATE;

export const siteFiltersOnly = (state: Partial<FilterState>): SiteFilters =>
  offeredFilters(state, SITE_FILTER_GROUPS);

export const sitesListStateFromSearchParams = (params: URLSearchParams): SitesListState =>
  listStateFromSearchParams(params, SITES_LIST);

export const sitesListStateToSearchParams = (state: SitesListState): URLSearchParams =>
  listStateToSearchParams(state, SITES_LIST);

export const sitesListReducer = (state: SitesListState, action: SitesListAction): SitesListState =>
  listReducer(state, action, SITES_LIST);
