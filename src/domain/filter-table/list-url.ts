import type { ParseContext } from '../filters/group-kinds.ts';
import { FILTER_GROUP_TABLE, FILTER_GROUPS, specOf } from './filter-groups.ts';
import type { FilterGroup, FilterState, Writable } from '../filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../filters/filter-state.ts';
import { parsePage } from '../lists/paging.ts';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH } from '../lists/search-text.ts';
import {
  LIST_PARAMS,
  offeredFilters,
  type ListConfig,
  type ListSort,
  type ListState,
} from '../lists/list-state.ts';

/*
 * The URL codec of the filter state, driven by the filter-group table. Lists repeat their param (`?fleet=A&fleet=B`);
 * dates are `yyyy-MM-dd`, named like the sites call's query so a shared link reads the same as the request it causes.
 */

const FILTER_PARAM_NAMES: ReadonlySet<string> = new Set(
  FILTER_GROUPS.flatMap((group) => FILTER_GROUP_TABLE[group].params),
);

export function isFilterParam(name: string): boolean {
  return FILTER_PARAM_NAMES.has(name);
}

export interface ParseFilterOptions extends ParseContext {
  /**
   * The groups the screen offers (e.g. those of its row type); params of other groups are dropped, so a hand-made
   * link cannot apply a filter the screen neither shows nor lets the user remove. By default every group.
   */
  readonly groups?: readonly FilterGroup[];
}

/** The filter state a URL describes. Unknown params, unknown values and malformed dates are dropped. */
export function filterStateFromSearchParams(
  params: URLSearchParams,
  options: ParseFilterOptions = {},
): FilterState {
  const offered = options.groups ? new Set<FilterGroup>(options.groups) : null;
  const state: Writable<FilterState> = { ...EMPTY_FILTER_STATE };
  const read = <G extends FilterGroup>(group: G) => {
    if (offered === null || offered.has(group)) state[group] = specOf(group).parse(params, options);
  };
  FILTER_GROUPS.forEach(read);
  return state;
}

/**
 * The URL params of a state. Params of `keep` that are not filter params (a page number, a search text) are carried
 * over first; its filter params are replaced by the state's.
 */
export function filterStateToSearchParams(
  state: Partial<FilterState>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of keep) {
    if (!isFilterParam(name)) params.append(name, value);
  }
  const full: FilterState = { ...EMPTY_FILTER_STATE, ...state };
  const write = <G extends FilterGroup>(group: G) => {
    for (const [name, value] of specOf(group).serialize(full[group])) params.append(name, value);
  };
  FILTER_GROUPS.forEach(write);
  return params;
}

/*
 * A list's state in the URL and back (the list-state controller, domain/lists/list-state.ts, is the rest): here
 * because it reads every group's codec from the composed filter-group table, which the list engine does not import.
 */

export function listStateFromSearchParams<K extends string, G extends FilterGroup = FilterGroup>(
  params: URLSearchParams,
  config: ListConfig<K, G>,
): ListState<K, G> {
  const sortKey = params.get(LIST_PARAMS.sort);
  const direction = params.get(LIST_PARAMS.direction);
  const sortable = config.sortKeys as readonly string[] | undefined;
  const sort: ListSort<K> | null =
    sortKey !== null && sortable !== undefined && sortable.includes(sortKey)
      ? { key: sortKey as K, direction: direction === 'desc' ? 'desc' : 'asc' }
      : null;
  return {
    filters: offeredFilters(
      filterStateFromSearchParams(params, {
        groups: config.groups,
        ...(config.problemCodes ? { problemCodes: config.problemCodes } : {}),
      }),
      config.groups,
    ),
    text: (params.get(LIST_PARAMS.text) ?? '').slice(0, SEARCH_TEXT_MAX_LENGTH),
    page: parsePage(params.get(LIST_PARAMS.page)),
    sort,
    all: params.get(LIST_PARAMS.all) === '1',
  };
}

/**
 * The URL params of a state; defaults (page 1, no sort, no text) are left out so URLs stay short. The `keep` params
 * of `current` come first, unchanged, then its opened row (`item`).
 */
export function listStateToSearchParams<K extends string, G extends FilterGroup = FilterGroup>(
  state: ListState<K, G>,
  config: ListConfig<K, G>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of [...(config.keep ?? []), ...(config.item === undefined ? [] : [config.item])]) {
    for (const value of current.getAll(name)) params.append(name, value);
  }
  for (const [name, value] of filterStateToSearchParams(offeredFilters(state.filters, config.groups))) {
    params.append(name, value);
  }
  const text = normalizeSearchText(state.text);
  if (text !== '') params.set(LIST_PARAMS.text, text);
  if (state.sort !== null) {
    params.set(LIST_PARAMS.sort, state.sort.key);
    params.set(LIST_PARAMS.direction, state.sort.direction);
  }
  if (state.all) params.set(LIST_PARAMS.all, '1');
  if (state.page > 1) params.set(LIST_PARAMS.page, String(state.page));
  return params;
}
