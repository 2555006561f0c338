import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRun } from './use-run.ts';
import { asApiError } from '../../../api/query-client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import {
  collectionRows,
  emptyCollection,
  isComplete,
  withPage,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites-collection.ts';
import { missingPages } from '../../../domain/lists/paging.ts';
import type { SitesServerQuery } from '../../../domain/sites-server-query.ts';
import { sitesQueryKey } from '../../../domain/sites-query.ts';
import type { SiteListRow } from '../../../domain/sites-row.ts';
import {
  dropUnshownPages,
  fetchSitesPage,
  isOutOfRange,
  pickCachedCollection,
  useSitesCacheVersion,
  useSitesRetrying,
} from '../api/cached-sites.ts';
import { getSitesPage, sitesKey, useSitesPage } from '../api/get-sites-page.ts';
import { loadPages, type LoadOutcome } from '../api/load-pages.ts';
import { IDLE_LOAD_ALL, type LoadAllState, type SitesSource } from './sites-source.ts';

const NO_ROWS: readonly SiteListRow[] = Object.freeze([]);
const PENDING_QUERY: SitesServerQuery = Object.freeze({});

export interface ProviderSitesOptions {
  readonly hemsId: string;
  /** Null while the query cannot be built yet (the fleet uuids are still loading). */
  readonly query: SitesServerQuery | null;
  /** The server page to show while not every page is loaded. */
  readonly page: number;
  /** The URL asks for every page (`all=1`): load them without being asked again. */
  readonly wantAll: boolean;
  /** Every page arrived in a run. */
  readonly onAllLoaded?: () => void;
  /** The user stopped a run. */
  readonly onAllCancelled?: () => void;
}

/**
 * One HEMS provider's sites: the asked server page on demand, or every page ("load all", at most 4 requests in
 * flight, cancellable). Every page is a query of the cache, so going back to the list is instant, and a complete
 * collection also answers any narrower query without asking the server again.
 */
export function useProviderSites(options: ProviderSitesOptions): SitesSource {
  const { hemsId, query, page, wantAll } = options;
  const api = useApiClient();
  const queryClient = useQueryClient();
  const requestKey = `${hemsId}|${query === null ? 'pending' : sitesQueryKey(query)}`;
  const version = useSitesCacheVersion(hemsId);
  const retrying = useSitesRetrying(hemsId);
  const collection = useMemo<SitesCollection | null>(
    () => (query === null ? null : pickCachedCollection(queryClient, hemsId, query)),
    // `version` is the cache's: the collection is read again whenever a page arrives or leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, hemsId, requestKey, version],
  );
  const complete = collection !== null && isComplete(collection);
  const shown = useSitesPage(hemsId, query ?? PENDING_QUERY, page, query !== null && !complete);

  // The "load all" run of this request; another request starts from idle.
  const [run, setRun] = useState<LoadAllState & { readonly for: string }>({
    ...IDLE_LOAD_ALL,
    for: requestKey,
  });
  if (run.for !== requestKey) setRun({ ...IDLE_LOAD_ALL, for: requestKey });
  const loadAll: LoadAllState = run.for === requestKey ? run : IDLE_LOAD_ALL;
  const update = useCallback(
    (key: string, change: (state: LoadAllState) => LoadAllState) =>
      setRun((state) => (state.for === key ? { ...change(state), for: key } : state)),
    [],
  );

  const latest = useRef({ collection, requestKey, options });
  useEffect(() => {
    latest.current = { collection, requestKey, options };
  });
  const runs = useRun(requestKey, (key) =>
    update(key ?? '', (state) => (state.status === 'running' ? IDLE_LOAD_ALL : state)),
  );

  const startLoadAll = useCallback(() => {
    const { collection: held, requestKey: key } = latest.current;
    if (held === null || isComplete(held)) return;
    const run = runs.begin();
    update(key, () => ({ status: 'running', done: 0, total: held.countPages, error: null }));
    let known = held;
    const fetchPage = (pageNumber: number, signal: AbortSignal) =>
      fetchSitesPage(queryClient, api, hemsId, held.query, pageNumber, signal);
    const onPage = (pageNumber: number, answer: PageAnswer) => {
      known = withPage(known, pageNumber, answer, Date.now());
    };
    const report = (outcome: LoadOutcome<number>) => {
      if (run.signal.aborted) return;
      runs.end(run);
      if (outcome.status === 'done') {
        update(key, () => IDLE_LOAD_ALL);
        latest.current.options.onAllLoaded?.();
      } else if (outcome.status === 'failed') {
        update(key, (state) => ({ ...state, status: 'failed', error: asApiError(outcome.error) }));
      }
    };
    void (async () => {
      // The page count is known from any answer; without one, page 1 comes first.
      if (known.countPages === null) {
        const first = await loadPages({ keys: [1], fetchPage, signal: run.signal, onPage });
        if (first.status !== 'done') return report(first);
      }
      const keys = missingPages(known.countPages ?? 0, known.pages);
      const outcome = await loadPages({
        keys,
        fetchPage,
        signal: run.signal,
        alreadyDone: (known.countPages ?? 0) - keys.length,
        onPage,
        onProgress: ({ done, total }) =>
          update(key, (state) => (state.status === 'running' ? { ...state, done, total } : state)),
      });
      report(outcome);
    })();
  }, [api, queryClient, hemsId, update, runs]);

  const cancelLoadAll = useCallback(() => {
    if (!runs.stop()) return;
    const { requestKey: key } = latest.current;
    update(key, (state) => (state.status === 'running' ? { ...state, status: 'cancelled' } : state));
    latest.current.options.onAllCancelled?.();
  }, [update, runs]);

  useEffect(() => {
    if (wantAll && collection !== null && !complete && loadAll.status === 'idle') startLoadAll();
  }, [wantAll, collection, complete, loadAll.status, startLoadAll]);

  const allRows = useMemo(
    () => (complete && collection !== null ? collectionRows(collection) : null),
    [complete, collection],
  );

  const refetchShown = shown.refetch;
  const retry = useCallback(() => {
    if (latest.current.collection !== null && loadAll.status === 'failed') startLoadAll();
    else void refetchShown();
  }, [loadAll.status, startLoadAll, refetchShown]);

  const refresh = useCallback(() => {
    runs.stop();
    update(latest.current.requestKey, () => IDLE_LOAD_ALL);
    // The shown page stays on screen while it is asked again; every other page is forgotten.
    dropUnshownPages(queryClient, [hemsId]);
    void queryClient.invalidateQueries({ queryKey: sitesKey(hemsId) });
  }, [queryClient, hemsId, update, runs]);

  const exportPage = useCallback(
    (pageNumber: number, signal: AbortSignal) =>
      getSitesPage(api, hemsId, pageNumber, query ?? PENDING_QUERY, signal),
    [api, hemsId, query],
  );

  const outOfRange = !complete && shown.data !== undefined && isOutOfRange(page, shown.data);
  const pageRows = collection?.pages.get(page);
  const status: SitesSource['status'] =
    collection === null
      ? 'loading'
      : complete || pageRows !== undefined || outOfRange
        ? 'ready'
        : shown.isError && !shown.isFetching
          ? 'error'
          : 'loading';
  const empty = collection ?? emptyCollection(hemsId, PENDING_QUERY);

  return {
    status,
    error: status === 'error' ? asApiError(shown.error) : null,
    retrying,
    retry,
    refresh,
    refreshing: shown.isFetching || loadAll.status === 'running',
    updatedAt: empty.loadedAt ?? 0,
    rows: allRows ?? pageRows ?? NO_ROWS,
    complete,
    serverPage: page,
    countPages: empty.countPages,
    countTotal: empty.countTotal,
    outOfRange,
    loadAll: { ...loadAll, start: startLoadAll, cancel: cancelLoadAll },
    exportPage: query === null ? null : exportPage,
  };
}
