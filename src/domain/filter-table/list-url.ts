import { FILTER_GROUP_TABLE } from './filter-groups.ts';
import type { FilterState } from '../filters/filter-state.ts';
import {
  filterParamNames,
  readFilterState,
  writeFilterState,
  type ReadFilterOptions,
} from '../filters/filter-codec.ts';

export {
  readListState as listStateFromSearchParams,
  writeListState as listStateToSearchParams,
} from '../lists/list-url-codec.ts';

/*
 * The URL codec of the filter state over the composed table of every group (the filter codec, filters/filter-codec.ts,
 * with FILTER_GROUP_TABLE): for code that reads any group (the mock, the tests). A list's screen reads its own groups
 * through its module's table (lists/list-url-codec.ts), which these re-export: a list's config carries its table.
 */

const FILTER_PARAM_NAMES: ReadonlySet<string> = filterParamNames(FILTER_GROUP_TABLE);

export function isFilterParam(name: string): boolean {
  return FILTER_PARAM_NAMES.has(name);
}

export type ParseFilterOptions = ReadFilterOptions;

/** The filter state a URL describes. Unknown params, unknown values and malformed dates are dropped. */
export function filterStateFromSearchParams(
  params: URLSearchParams,
  options: ParseFilterOptions = {},
): FilterState {
  return readFilterState(FILTER_GROUP_TABLE, params, options);
}

/**
 * The URL params of a state. Params of `keep` that are not filter params (a page number, a search text) are carried
 * over first; its filter params are replaced by the state's.
 */
export function filterStateToSearchParams(
  state: Partial<FilterState>,
  keep: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  return writeFilterState(FILTER_GROUP_TABLE, state, keep, FILTER_PARAM_NAMES);
}
