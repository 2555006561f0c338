import type { FilterState } from './filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from './filters/filter-state.ts';
import { filterStateFromSearchParams, filterStateToSearchParams } from './filters/filter-url.ts';
import { parsePage } from './sites-paging.ts';
import { normalizeSearchText, SITE_SEARCH_MAX_LENGTH } from './sites-search.ts';
import type { SiteSort } from './sites-sort.ts';
import { isSiteSortKey } from './sites-sort.ts';

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

/**
 * Everything a sites list shows, as the URL holds it: filters, search text, page, sort, and whether every page is
 * loaded (`all`), so back, forward, reload and a shared link all show the same list.
 */
export interface SitesListState {
  /** A full FilterState; the groups a sites list does not offer are always empty. */
  readonly filters: FilterState;
  readonly text: string;
  /** 1-based; a server page while not every page is loaded, else a page of the client's result. */
  readonly page: number;
  readonly sort: SiteSort | null;
  readonly all: boolean;
}

export const SITES_LIST_PARAMS = {
  page: 'page',
  text: 'q',
  sort: 'sort',
  direction: 'dir',
  all: 'all',
} as const;

export const INITIAL_SITES_LIST_STATE: SitesListState = Object.freeze({
  filters: EMPTY_FILTER_STATE,
  text: '',
  page: 1,
  sort: null,
  all: false,
});

/** Keeps the site groups of a state; the others are emptied (a sites URL cannot carry a problem filter). */
export function siteFiltersOnly(state: Partial<FilterState>): FilterState {
  const kept: Record<string, unknown> = { ...EMPTY_FILTER_STATE };
  for (const group of SITE_FILTER_GROUPS) {
    if (state[group] !== undefined) kept[group] = state[group];
  }
  return kept as unknown as FilterState;
}

export function sitesListStateFromSearchParams(params: URLSearchParams): SitesListState {
  const sortKey = params.get(SITES_LIST_PARAMS.sort);
  const direction = params.get(SITES_LIST_PARAMS.direction);
  const sort: SiteSort | null =
    sortKey !== null && isSiteSortKey(sortKey)
      ? { key: sortKey, direction: direction === 'desc' ? 'desc' : 'asc' }
      : null;
  return {
    filters: siteFiltersOnly(filterStateFromSearchParams(params)),
    text: (params.get(SITES_LIST_PARAMS.text) ?? '').slice(0, SITE_SEARCH_MAX_LENGTH),
    page: parsePage(params.get(SITES_LIST_PARAMS.page)),
    sort,
    all: params.get(SITES_LIST_PARAMS.all) === '1',
  };
}

/** The URL params of a state; defaults (page 1, no sort, no text) are left out so URLs stay short. */
export function sitesListStateToSearchParams(state: SitesListState): URLSearchParams {
  const params = filterStateToSearchParams(siteFiltersOnly(state.filters));
  const text = normalizeSearchText(state.text);
  if (text !== '') params.set(SITES_LIST_PARAMS.text, text);
  if (state.sort !== null) {
    params.set(SITES_LIST_PARAMS.sort, state.sort.key);
    params.set(SITES_LIST_PARAMS.direction, state.sort.direction);
  }
  if (state.all) params.set(SITES_LIST_PARAMS.all, '1');
  if (state.page > 1) params.set(SITES_LIST_PARAMS.page, String(state.page));
  return params;
}

export type SitesListAction =
  | { readonly type: 'setFilters'; readonly filters: Partial<FilterState> }
  | { readonly type: 'setText'; readonly text: string }
  | { readonly type: 'setPage'; readonly page: number }
  /** `keepPage`: the order changes within one server page only, so the page still shows the same rows. */
  | { readonly type: 'setSort'; readonly sort: SiteSort | null; readonly keepPage?: boolean }
  | { readonly type: 'setAll'; readonly all: boolean }
  | { readonly type: 'reset' };

/**
 * List state changes as a pure reducer (like react-admin's queryReducer): anything that changes which rows match
 * or their order goes back to page 1, since the old page number would point into a different list.
 */
export function sitesListReducer(state: SitesListState, action: SitesListAction): SitesListState {
  switch (action.type) {
    case 'setFilters':
      return { ...state, filters: siteFiltersOnly(action.filters), page: 1 };
    case 'setText': {
      const text = action.text.slice(0, SITE_SEARCH_MAX_LENGTH);
      if (normalizeSearchText(text) === normalizeSearchText(state.text)) return { ...state, text };
      return { ...state, text, page: 1 };
    }
    case 'setPage':
      return { ...state, page: Math.max(1, Math.floor(action.page)) };
    case 'setSort':
      return { ...state, sort: action.sort, page: action.keepPage === true ? state.page : 1 };
    case 'setAll':
      return { ...state, all: action.all, page: 1 };
    case 'reset':
      return { ...state, filters: EMPTY_FILTER_STATE, text: '', page: 1 };
  }
}
