import { useCallback, useMemo } from 'react';
import { chipsOf } from '../../domain/filters/chip-values.ts';
import type { FilterTableOf } from '../../domain/filters/group-kinds.ts';
import { isActiveValue, type FilterGroup, type FilterState } from '../../domain/filters/filter-state.ts';
import type { ListSort } from '../../domain/lists/list-state.ts';
import {
  listRequest,
  type KeptChange,
  type KeptListModule,
  type ListModule,
} from '../../domain/lists/list-module.ts';
import { useListUrl, type ListUrl } from '../use-list-url.ts';

/**
 * What a kit list screen reads and does: its list state in the URL (the one list controller), the request the
 * module builds from it, whether anything narrows it, and the handlers of its toolbar, chips, sort headers and pages.
 */
export interface ListScreenController<G extends FilterGroup, K extends string, Q, C> {
  readonly url: ListUrl<K, G>;
  /** The module's request for the list state (page included). */
  readonly request: Q;
  /** The request's context: the screen's own, or a kept-params module's filters read from the URL. */
  readonly context: C;
  /** The groups the screen offers (the module's, or fewer). */
  readonly groups: readonly G[];
  /** The module's filter table (its groups' specs): the chips read it. */
  readonly table: FilterTableOf<G>;
  /** Search, a filter group or a kept filter narrows the list. */
  readonly filtered: boolean;
  /** Filters set (chips plus kept filters): the Filters button's badge. */
  readonly filterCount: number;
  /** The sort shown: the URL's, else the list's default order. */
  readonly sort: ListSort<K> | null;
  readonly setText: (text: string) => void;
  readonly setFilters: (filters: Partial<FilterState>) => void;
  readonly setKept: (change: KeptChange) => void;
  /** Clears search, filter groups and kept filters. */
  readonly reset: () => void;
  readonly pageHref: (page: number) => string;
  /** The link a sortable header leads to: the other direction when sorted by it, else its first direction. */
  readonly sortHref: (key: K) => string;
}

export interface ListScreenOptions<G extends FilterGroup, K extends string, C> {
  /** The request's context (fleets, a scope); a kept-params module reads its own from the URL instead. */
  readonly context?: C;
  /** Fewer groups than the module's (a fleet's own list offers no fleet filter). */
  readonly groups?: readonly G[];
  /** The order the server gives without a sort param (shown on its header); a header click asks for the other. */
  readonly defaultSort?: ListSort<K>;
}

const isKept = <G extends FilterGroup, K extends string, Q extends object, C>(
  module: ListModule<G, K, Q, C>,
): module is KeptListModule<G, K, Q, C> => 'kept' in module;

/** The headless half of the kit's list screen: one list module, its state in the URL through `useListUrl`. */
export function useListScreen<G extends FilterGroup, K extends string, Q extends object, C>(
  module: ListModule<G, K, Q, C>,
  options: ListScreenOptions<G, K, C> = {},
): ListScreenController<G, K, Q, C> {
  const url = useListUrl(module.list);
  const { state, dispatch, hrefFor, params, setKept } = url;
  const kept = isKept(module) ? module.kept : null;
  const keptFilters = useMemo(() => (kept === null ? null : kept.read(params)), [kept, params]);
  // A module without kept filters and without a context needs none (its `base` ignores it).
  const context = (keptFilters ?? options.context) as C;
  const request = useMemo(() => listRequest(module, state, context), [module, state, context]);
  const keptCount = kept === null || keptFilters === null ? 0 : kept.count(keptFilters);
  const filterCount = chipsOf(module.list.table, state.filters).length + keptCount;
  const narrowed = module.list.groups.some((group) => isActiveValue(state.filters[group]));
  const filtered = narrowed || state.text.trim() !== '' || keptCount > 0;
  const sort = state.sort ?? options.defaultSort ?? null;

  const setText = useCallback((text: string) => dispatch({ type: 'setText', text }), [dispatch]);
  const setFilters = useCallback(
    (filters: Partial<FilterState>) => dispatch({ type: 'setFilters', filters }),
    [dispatch],
  );
  const reset = useCallback(() => {
    if (kept !== null) setKept(kept.clear);
    dispatch({ type: 'reset' });
  }, [dispatch, kept, setKept]);
  const pageHref = useCallback((page: number) => hrefFor({ type: 'setPage', page }), [hrefFor]);
  const sortHref = useCallback(
    (key: K) =>
      hrefFor({
        type: 'setSort',
        sort: {
          key,
          direction: sort !== null && sort.key === key && sort.direction === 'desc' ? 'asc' : 'desc',
        },
      }),
    [hrefFor, sort],
  );
  return {
    url,
    request,
    context,
    groups: options.groups ?? module.list.groups,
    table: module.list.table,
    filtered,
    filterCount,
    sort,
    setText,
    setFilters,
    setKept,
    reset,
    pageHref,
    sortHref,
  };
}
