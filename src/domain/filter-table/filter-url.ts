import type { ParseContext } from '../filters/group-kinds.ts';
import { FILTER_GROUP_TABLE, FILTER_GROUPS, specOf } from './filter-groups.ts';
import type { FilterGroup, FilterState, Writable } from '../filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../filters/filter-state.ts';

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
