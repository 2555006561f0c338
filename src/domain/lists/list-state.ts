import type { FilterGroup, FilterState, Writable } from '../filters/filter-state.ts';
import type { FilterTableOf } from '../filters/group-kinds.ts';
import { EMPTY_FILTER_STATE } from '../filters/filter-state.ts';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH } from './search-text.ts';

/*
 * THE list-state controller of every list (sites, problem rows, prepared installations), as a pure reducer over the
 * URL search params (react-admin's queryReducer is the model). A list is described by its config — the filter groups
 * it offers, its sort keys, the params it carries that are not list state — and its state lives only in the URL, so
 * back, forward, reload and a shared link all show the same list. Unknown or malformed params are dropped.
 *
 * History (one rule for every list, see `historyOf`): one entry per committed change — a filter applied, a chip
 * removed, a page, a sort — so Back undoes it; typing in a search box replaces the entry (a word is not a step);
 * changes the user did not make (a finished "load all") replace too.
 */

export type SortDirection = 'asc' | 'desc';

export interface ListSort<K extends string = string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/** The filter state of a list offering the groups G: only those groups are typed (the others stay empty). */
export type FiltersOf<G extends FilterGroup> = { readonly [P in G]: FilterState[P] };

/** A list's state; `G`, the groups it offers, types its filters (a charger list's state has no `activation`). */
export interface ListState<K extends string = string, G extends FilterGroup = FilterGroup> {
  readonly filters: FiltersOf<G>;
  readonly text: string;
  /** 1-based. */
  readonly page: number;
  readonly sort: ListSort<K> | null;
  /** Every page of a server-paged list is loaded (the sites list's "load all"). */
  readonly all: boolean;
}

export interface ListConfig<K extends string = string, G extends FilterGroup = FilterGroup> {
  /** The filter groups the list offers; params of other groups are dropped. */
  readonly groups: readonly G[];
  /**
   * Their specs (URL codec, chips, row tests), from the declarations of the list's area (`filterTable`): the URL
   * codec, the chips and the engine read the list's groups here, so a list's screen carries no other area's table.
   */
  readonly table: FilterTableOf<G>;
  /** Restricts the accepted problem codes. */
  readonly problemCodes?: readonly string[];
  /** The sortable columns; without them the list has no sort. */
  readonly sortKeys?: readonly K[];
  /** Params of the page that are not list state (e.g. the home page's `list`): carried over unchanged. */
  readonly keep?: readonly string[];
  /**
   * The param naming the row opened beside the list (a lead's drawer), so a reload or a shared link opens it again:
   * carried over unchanged by every list change, set and removed only through the list controller's `setItem`.
   */
  readonly item?: string;
}

export const LIST_PARAMS = {
  page: 'page',
  text: 'q',
  sort: 'sort',
  direction: 'dir',
  all: 'all',
} as const;

export const INITIAL_LIST_STATE: ListState<never> = Object.freeze({
  filters: EMPTY_FILTER_STATE,
  text: '',
  page: 1,
  sort: null,
  all: false,
});

/** Keeps the list's groups of a state; the others are emptied (a sites URL cannot carry a problem filter). */
export function offeredFilters(state: Partial<FilterState>, groups: readonly FilterGroup[]): FilterState {
  const kept: Writable<FilterState> = { ...EMPTY_FILTER_STATE };
  const keep = <G extends FilterGroup>(group: G) => {
    const value: Partial<FilterState>[G] = state[group];
    if (value !== undefined) kept[group] = value;
  };
  groups.forEach(keep);
  return kept;
}

export type ListAction<K extends string = string> =
  | { readonly type: 'setFilters'; readonly filters: Partial<FilterState> }
  | { readonly type: 'setText'; readonly text: string }
  | { readonly type: 'setPage'; readonly page: number }
  /** `keepPage`: the order changes within one server page only, so the page still shows the same rows. */
  | { readonly type: 'setSort'; readonly sort: ListSort<K> | null; readonly keepPage?: boolean }
  | { readonly type: 'setAll'; readonly all: boolean }
  | { readonly type: 'reset' };

/**
 * List state changes: anything that changes which rows match or their order goes back to page 1, since the old
 * page number would point into a different list.
 */
export function listReducer<K extends string, G extends FilterGroup = FilterGroup>(
  state: ListState<K, G>,
  action: ListAction<K>,
  config: ListConfig<K, G>,
): ListState<K, G> {
  switch (action.type) {
    case 'setFilters':
      return { ...state, filters: offeredFilters(action.filters, config.groups), page: 1 };
    case 'setText': {
      const text = action.text.slice(0, SEARCH_TEXT_MAX_LENGTH);
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

/** The one history rule: typing in a search box replaces the entry; every other committed change adds one. */
export function historyOf(action: ListAction<string>): 'push' | 'replace' {
  return action.type === 'setText' ? 'replace' : 'push';
}
