import type { FilterGroup } from '../filters/filter-state.ts';
import { readFilterState, writeFilterState } from '../filters/filter-codec.ts';
import { parsePage } from './paging.ts';
import { normalizeSearchText, SEARCH_TEXT_MAX_LENGTH } from './search-text.ts';
import { LIST_PARAMS, offeredFilters, type ListConfig, type ListSort, type ListState } from './list-state.ts';

/*
 * A list's state in the URL and back (the list-state controller, list-state.ts, is the rest), from the list's own
 * filter table (`config.table`): a screen that reads its list's URL carries only its own groups' codecs.
 */

export function readListState<K extends string, G extends FilterGroup = FilterGroup>(
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
      readFilterState(config.table, params, {
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
export function writeListState<K extends string, G extends FilterGroup = FilterGroup>(
  state: ListState<K, G>,
  config: ListConfig<K, G>,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of [...(config.keep ?? []), ...(config.item === undefined ? [] : [config.item])]) {
    for (const value of current.getAll(name)) params.append(name, value);
  }
  for (const [name, value] of writeFilterState(config.table, offeredFilters(state.filters, config.groups))) {
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
