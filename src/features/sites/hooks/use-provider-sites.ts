import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isApiError, noResponseError, type ApiError } from '../../../api/api-error.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { SitesCollection } from '../../../domain/sites-collection.ts';
import {
  collectionRows,
  emptyCollection,
  isComplete,
  pickCollection,
  withPage,
} from '../../../domain/sites-collection.ts';
import { missingPages } from '../../../domain/sites-paging.ts';
import type { SitesServerQuery } from '../../../domain/sites-query.ts';
import { sitesQueryKey } from '../../../domain/sites-query.ts';
import type { SiteListRow } from '../../../domain/sites-row.ts';
import { getSitesPage } from '../api/get-sites-page.ts';
import { loadPages, type LoadOutcome } from '../api/load-pages.ts';
import { dropCollection, heldCollection, holdCollection } from '../api/sites-cache.ts';
import { initialProviderSitesState, providerSitesReducer } from './provider-sites-state.ts';
import type { SitesSource } from './sites-source.ts';

const NO_ROWS: readonly SiteListRow[] = Object.freeze([]);
const PENDING_QUERY: SitesServerQuery = Object.freeze({});

export const toApiError = (error: unknown): ApiError => (isApiError(error) ? error : noResponseError(error));

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

function collectionFor(hemsId: string, query: SitesServerQuery | null): SitesCollection {
  return query === null
    ? emptyCollection(hemsId, PENDING_QUERY)
    : pickCollection(heldCollection(hemsId), hemsId, query, Date.now());
}

/**
 * One HEMS provider's sites: the asked server page on demand, or every page ("load all", at most 4 requests in
 * flight, cancellable). Loaded pages are kept per provider, so going back to the list is instant, and a complete
 * collection also answers any narrower query without asking the server again.
 */
export function useProviderSites(options: ProviderSitesOptions): SitesSource {
  const { hemsId, query, page, wantAll } = options;
  const api = useApiClient();
  const requestKey = `${hemsId}|${query === null ? 'pending' : sitesQueryKey(query)}`;
  const [state, dispatch] = useReducer(providerSitesReducer, undefined, () =>
    initialProviderSitesState(requestKey, collectionFor(hemsId, query)),
  );
  // A new provider or query: switch collections during render, so no frame shows the old rows under new filters.
  if (state.requestKey !== requestKey) {
    dispatch({ type: 'reset', requestKey, collection: collectionFor(hemsId, query) });
  }
  const current = state.requestKey === requestKey ? state : null;
  const collection = current?.collection ?? null;
  const complete = collection !== null && query !== null && isComplete(collection);
  const problem = current?.pageProblems.get(page);
  const needPage =
    collection !== null &&
    query !== null &&
    !complete &&
    !collection.pages.has(page) &&
    problem === undefined;

  const latest = useRef({ state, onAllLoaded: options.onAllLoaded, onAllCancelled: options.onAllCancelled });
  useEffect(() => {
    latest.current = { state, onAllLoaded: options.onAllLoaded, onAllCancelled: options.onAllCancelled };
  });

  useEffect(() => {
    if (collection !== null && collection.pages.size > 0) holdCollection(collection);
  }, [collection]);

  const collectionKey = collection?.key;
  const collectionQuery = collection?.query;
  useEffect(() => {
    if (!needPage || collectionKey === undefined || collectionQuery === undefined) return undefined;
    const controller = new AbortController();
    const key = collectionKey;
    getSitesPage(api, hemsId, page, collectionQuery, controller.signal).then(
      (answer) => {
        if (controller.signal.aborted) return;
        // Past the last page: a real server answers an empty page, the mock its empty example.
        if (answer.rows.length === 0 && page > 1) dispatch({ type: 'pageOutOfRange', key, page });
        else dispatch({ type: 'pageLoaded', key, page, answer, now: Date.now() });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'pageFailed', key, page, error: toApiError(error) });
      },
    );
    return () => controller.abort();
  }, [api, hemsId, page, needPage, collectionKey, collectionQuery]);

  const run = useRef<AbortController | null>(null);

  const startLoadAll = useCallback(() => {
    const held = latest.current.state.collection;
    if (isComplete(held)) return;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const { key } = held;
    dispatch({ type: 'loadAllStarted', key });
    const fetchPage = (pageNumber: number, signal: AbortSignal) =>
      getSitesPage(api, hemsId, pageNumber, held.query, signal);
    let known = held;
    const onPage = (pageNumber: number, answer: Awaited<ReturnType<typeof fetchPage>>) => {
      known = withPage(known, pageNumber, answer, Date.now());
      dispatch({ type: 'pageLoaded', key, page: pageNumber, answer, now: Date.now() });
    };
    const report = (outcome: LoadOutcome<number>) => {
      if (controller.signal.aborted) return;
      run.current = null;
      if (outcome.status === 'done') {
        dispatch({ type: 'loadAllDone', key });
        latest.current.onAllLoaded?.();
      } else if (outcome.status === 'failed') {
        dispatch({ type: 'loadAllFailed', key, error: toApiError(outcome.error) });
      }
    };
    void (async () => {
      // The page count is known from any answer; without one, page 1 comes first.
      if (known.countPages === null) {
        const first = await loadPages({ keys: [1], fetchPage, signal: controller.signal, onPage });
        if (first.status !== 'done') return report(first);
      }
      const keys = missingPages(known.countPages ?? 0, known.pages);
      const outcome = await loadPages({
        keys,
        fetchPage,
        signal: controller.signal,
        alreadyDone: (known.countPages ?? 0) - keys.length,
        onPage,
        onProgress: ({ done, total }) => dispatch({ type: 'loadAllProgress', key, done, total }),
      });
      report(outcome);
    })();
  }, [api, hemsId]);

  const cancelLoadAll = useCallback(() => {
    const controller = run.current;
    if (controller === null) return;
    controller.abort();
    run.current = null;
    dispatch({ type: 'loadAllCancelled' });
    latest.current.onAllCancelled?.();
  }, []);

  // Leaving the list (or a new query) stops a run; nothing it still receives is applied.
  useEffect(
    () => () => {
      if (run.current === null) return;
      run.current.abort();
      run.current = null;
      dispatch({ type: 'loadAllInterrupted' });
    },
    [requestKey],
  );

  const loadAllStatus = current?.loadAll.status ?? 'idle';
  useEffect(() => {
    if (wantAll && query !== null && collection !== null && !complete && loadAllStatus === 'idle')
      startLoadAll();
  }, [wantAll, query, collection, complete, loadAllStatus, startLoadAll]);

  const allRows = useMemo(
    () => (complete && collection !== null ? collectionRows(collection) : null),
    [complete, collection],
  );

  const retry = useCallback(() => {
    const { state: now } = latest.current;
    if (now.loadAll.status === 'failed') startLoadAll();
    else dispatch({ type: 'retryPage', page });
  }, [page, startLoadAll]);

  const refresh = useCallback(() => {
    run.current?.abort();
    run.current = null;
    dropCollection(hemsId);
    dispatch({ type: 'reset', requestKey, collection: collectionFor(hemsId, query) });
  }, [hemsId, query, requestKey]);

  const loadAll =
    current?.loadAll ?? initialProviderSitesState(requestKey, emptyCollection(hemsId, {})).loadAll;
  const rows = allRows ?? collection?.pages.get(page) ?? NO_ROWS;
  const pageError = problem !== undefined && problem !== 'outOfRange' ? problem : null;
  const status: SitesSource['status'] =
    collection === null || query === null
      ? 'loading'
      : complete || collection.pages.has(page) || problem === 'outOfRange'
        ? 'ready'
        : pageError !== null
          ? 'error'
          : 'loading';

  return {
    status,
    error: status === 'error' ? pageError : null,
    retry,
    refresh,
    rows,
    complete,
    serverPage: page,
    countPages: collection?.countPages ?? null,
    countTotal: collection?.countTotal ?? null,
    outOfRange: !complete && problem === 'outOfRange',
    loadAll: { ...loadAll, start: startLoadAll, cancel: cancelLoadAll },
  };
}
