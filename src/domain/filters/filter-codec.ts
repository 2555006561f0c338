import type { FilterTableOf, ParseContext } from './group-kinds.ts';
import { groupsOf } from './group-table.ts';
import type { FilterGroup, FilterState, Writable } from './filter-state.ts';
import { EMPTY_FILTER_STATE } from './filter-state.ts';

/*
 * The URL codec of a filter state, driven by a filter table: the list's own (its module's `list.table`, built from
 * its area's declarations) or the composed table of every group (domain/filter-table/). Lists repeat their param
 * (`?fleet=A&fleet=B`); dates are `yyyy-MM-dd`, named like the sites call's query so a shared link reads the same as
 * the request it causes.
 */

/** The URL params the table's groups read and write. */
export function filterParamNames(table: FilterTableOf<FilterGroup>): ReadonlySet<string>;
export function filterParamNames<G extends FilterGroup>(table: FilterTableOf<G>): ReadonlySet<string> {
  const spec = <P extends G>(group: P) => table[group].params;
  return new Set(groupsOf(table).flatMap(spec));
}

export interface ReadFilterOptions extends ParseContext {
  /**
   * Fewer groups than the table's (e.g. those of the screen's row type); params of other groups are dropped, so a
   * hand-made link cannot apply a filter the screen neither shows nor lets the user remove.
   */
  readonly groups?: readonly FilterGroup[];
}

/** The filter state a URL describes: the table's groups; unknown params, values and malformed dates are dropped. */
export function readFilterState<G extends FilterGroup>(
  table: FilterTableOf<G>,
  params: URLSearchParams,
  options: ReadFilterOptions = {},
): FilterState {
  const offered = options.groups ? new Set<FilterGroup>(options.groups) : null;
  const state: Writable<FilterState> = { ...EMPTY_FILTER_STATE };
  const read = <P extends G>(group: P) => {
    if (offered === null || offered.has(group)) state[group] = table[group].parse(params, options);
  };
  groupsOf(table).forEach(read);
  return state;
}

/**
 * The URL params of a state's groups of the table. Params of `keep` that are not the table's filter params (a page
 * number, a search text) are carried over first; its filter params are replaced by the state's.
 */
export function writeFilterState<G extends FilterGroup>(
  table: FilterTableOf<G>,
  state: Partial<FilterState>,
  keep: URLSearchParams = new URLSearchParams(),
  filterParams: ReadonlySet<string> = filterParamNames(table as FilterTableOf<FilterGroup>),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of keep) {
    if (!filterParams.has(name)) params.append(name, value);
  }
  const full: FilterState = { ...EMPTY_FILTER_STATE, ...state };
  const write = <P extends G>(group: P) => {
    for (const [name, value] of table[group].serialize(full[group])) params.append(name, value);
  };
  groupsOf(table).forEach(write);
  return params;
}
