import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SitesListAction, SitesListState } from '../../../domain/sites-list-url.ts';
import {
  sitesListReducer,
  sitesListStateFromSearchParams,
  sitesListStateToSearchParams,
} from '../../../domain/sites-list-url.ts';

export interface SitesListUrl {
  readonly state: SitesListState;
  /**
   * Applies an action to the URL. A new history entry by default, so back and forward step through filter and
   * page changes; `replace` for changes the user did not make themselves (a finished "load all").
   */
  readonly dispatch: (action: SitesListAction, options?: { replace?: boolean }) => void;
  /** The URL (search part, with '?') an action would lead to: for real links such as page buttons. */
  readonly hrefFor: (action: SitesListAction) => string;
}

/** The list state lives in the URL search params (DESIGN §3); this is the one place that reads and writes them. */
export function useSitesListUrl(): SitesListUrl {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const state = useMemo(() => sitesListStateFromSearchParams(new URLSearchParams(search)), [search]);
  // Rapid dispatches (a chip removed while a search applies) build on each other, not on a stale render.
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  }, [state]);

  const dispatch = useCallback(
    (action: SitesListAction, options: { replace?: boolean } = {}) => {
      const next = sitesListReducer(latest.current, action);
      const params = sitesListStateToSearchParams(next);
      if (params.toString() === sitesListStateToSearchParams(latest.current).toString()) return;
      latest.current = next;
      // flushSync: a filter click shows its result in the next frame rather than in a transition the router would
      // otherwise start (which yields and paints the old list first).
      setSearchParams(params, {
        replace: options.replace === true,
        preventScrollReset: true,
        flushSync: true,
      });
    },
    [setSearchParams],
  );

  const hrefFor = useCallback(
    (action: SitesListAction) => {
      const params = sitesListStateToSearchParams(sitesListReducer(state, action)).toString();
      return params === '' ? '?' : `?${params}`;
    },
    [state],
  );

  return { state, dispatch, hrefFor };
}
