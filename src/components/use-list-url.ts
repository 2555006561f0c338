import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  historyOf,
  LIST_PARAMS,
  listReducer,
  type ListAction,
  type ListConfig,
  type ListState,
} from '../domain/lists/list-state.ts';
import {
  readListState as listStateFromSearchParams,
  writeListState as listStateToSearchParams,
} from '../domain/lists/list-url-codec.ts';
import type { FilterGroup } from '../domain/filters/filter-state.ts';
import type { KeptChange } from '../domain/lists/list-module.ts';

export interface ListUrl<K extends string = string, G extends FilterGroup = FilterGroup> {
  readonly state: ListState<K, G>;
  /**
   * Applies an action to the URL, with the one history rule of every list (domain/lists/list-state.ts `historyOf`);
   * `replace` for changes the user did not make themselves (a finished "load all").
   */
  readonly dispatch: (action: ListAction<K>, options?: { replace?: boolean }) => void;
  /** The URL (search part, with '?') an action would lead to: for real links such as page buttons. */
  readonly hrefFor: (action: ListAction<K>) => string;
  /** The URL's params as they are (a list's own filters, its `keep` params, are read from them). */
  readonly params: URLSearchParams;
  /**
   * Changes the list's own params (its `keep` params): goes back to page 1 and is one history entry, as every
   * filter change is.
   */
  readonly setKept: (change: KeptChange) => void;
  /** The row opened beside the list (the config's `item` param), or null. */
  readonly item: string | null;
  /**
   * Opens a row (one history entry, so Back closes it) or closes it (null: replaces the entry). The page and the
   * filters stay.
   */
  readonly setItem: (id: string | null) => void;
}

/** The params after a change to a list's own params: each named param replaced (a list repeats it), page 1. */
export function withKeptChange(current: URLSearchParams, change: KeptChange): URLSearchParams {
  const copy = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    copy.delete(name);
    const values = value === null ? [] : typeof value === 'string' ? [value] : value;
    for (const item of values) if (item !== '') copy.append(name, item);
  }
  copy.delete(LIST_PARAMS.page);
  return copy;
}

/**
 * A list's state lives in the URL search params (DESIGN §3); this is the one place that reads and writes them, for
 * every list. `config` must be a stable object (a module constant, or memoised).
 */
export function useListUrl<K extends string, G extends FilterGroup = FilterGroup>(
  config: ListConfig<K, G>,
): ListUrl<K, G> {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(
    () => listStateFromSearchParams(new URLSearchParams(search), config),
    [search, config],
  );
  // Rapid dispatches (a chip removed while a search applies) build on each other, not on a stale render.
  const latest = useRef({ state, search });
  useLayoutEffect(() => {
    latest.current = { state, search };
  }, [state, search]);

  const dispatch = useCallback(
    (action: ListAction<K>, options: { replace?: boolean } = {}) => {
      const current = new URLSearchParams(latest.current.search);
      const next = listReducer(latest.current.state, action, config);
      const params = listStateToSearchParams(next, config, current);
      if (params.toString() === listStateToSearchParams(latest.current.state, config, current).toString())
        return;
      latest.current = { state: next, search: params.toString() };
      // flushSync: a filter click shows its result in the next frame rather than in a transition the router would
      // otherwise start (which yields and paints the old list first).
      setSearchParams(params, {
        replace: options.replace === true || historyOf(action) === 'replace',
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [setSearchParams, config],
  );

  const hrefFor = useCallback(
    (action: ListAction<K>) => {
      const current = new URLSearchParams(search);
      const params = listStateToSearchParams(listReducer(state, action, config), config, current).toString();
      return params === '' ? '?' : `?${params}`;
    },
    [state, search, config],
  );

  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setKept = useCallback(
    (change: KeptChange) => {
      const next = withKeptChange(new URLSearchParams(latest.current.search), change);
      if (next.toString() === latest.current.search) return;
      latest.current = { state: listStateFromSearchParams(next, config), search: next.toString() };
      setSearchParams(next, { preventScrollReset: true, flushSync: true });
    },
    [setSearchParams, config],
  );

  const itemParam = config.item;
  const item = itemParam === undefined ? null : params.get(itemParam) || null;
  const setItem = useCallback(
    (id: string | null) => {
      if (itemParam === undefined) return;
      const next = new URLSearchParams(latest.current.search);
      if (id === null) next.delete(itemParam);
      else next.set(itemParam, id);
      if (next.toString() === latest.current.search) return;
      latest.current = { ...latest.current, search: next.toString() };
      setSearchParams(next, { replace: id === null, preventScrollReset: true });
    },
    [setSearchParams, itemParam],
  );

  return { state, dispatch, hrefFor, params, setKept, item, setItem };
}
