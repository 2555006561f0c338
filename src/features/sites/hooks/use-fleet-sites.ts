import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRun } from './use-run.ts';
import { asApiError } from '../../../api/query-client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import {
  collectionRows,
  isComplete,
  pagesStillMissing,
  withPage,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites-collection.ts';
import { sitesOfFleet } from '../../../domain/sites-fleets.ts';
import {
  cachedCollection,
  dropUnshownPages,
  fetchSitesPage,
  useSitesCacheVersion,
  useSitesRetrying,
} from '../api/cached-sites.ts';
import { loadPages } from '../api/load-pages.ts';
import type { LoadAllStatus, SitesSource } from './sites-source.ts';

interface PageKey {
  readonly hemsId: string;
  readonly page: number;
}

type RunStatus = LoadAllStatus | 'done';

interface FleetRun {
  readonly for: string | null;
  readonly status: RunStatus;
  readonly done: number;
  readonly total: number | null;
  readonly error: ReturnType<typeof asApiError> | null;
}

const idleRun = (key: string | null): FleetRun => ({
  for: key,
  status: 'idle',
  done: 0,
  total: null,
  error: null,
});

/**
 * The sites of one fleet, across every HEMS provider (DESIGN: the sites call is per provider, and a fleet spans
 * providers). Each provider is asked with `fleets=<uuid>` (a real server then answers only the fleet's sites, in a
 * few pages), every page is loaded through the cache (at most 4 requests in flight, cancellable), and the client
 * keeps the sites linked to the fleet by uuid — so the list is right whether or not the server filters. Going back
 * to the list within the cache's time shows it at once.
 */
export function useFleetSites(fleetUuid: string, providerIds: readonly string[] | null): SitesSource {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const providersKey = providerIds === null ? null : providerIds.join('\n');
  const loadKey = providersKey === null ? null : `${fleetUuid}\n${providersKey}`;
  const query = useMemo(() => ({ fleets: [fleetUuid] }), [fleetUuid]);
  const version = useSitesCacheVersion(providersKey ?? '');
  const retrying = useSitesRetrying(providersKey ?? '');
  const collections = useMemo<readonly SitesCollection[] | null>(
    () =>
      providersKey === null
        ? null
        : providersKey
            .split('\n')
            .filter((id) => id !== '')
            .map((id) => cachedCollection(queryClient, id, query)),
    // `version` is the cache's: the collections are read again whenever a page arrives or leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, providersKey, query, version],
  );
  const allComplete = collections !== null && collections.every(isComplete);

  const [run, setRun] = useState<FleetRun>(() => idleRun(loadKey));
  if (run.for !== loadKey) setRun(idleRun(loadKey));
  const current = run.for === loadKey ? run : idleRun(loadKey);
  const update = useCallback(
    (key: string | null, change: (run: FleetRun) => Partial<FleetRun>) =>
      setRun((state) => (state.for === key ? { ...state, ...change(state) } : state)),
    [],
  );

  const latest = useRef({ collections, loadKey });
  useEffect(() => {
    latest.current = { collections, loadKey };
  });
  const runs = useRun(loadKey, (key) =>
    update(key, (state) => (state.status === 'running' ? { status: 'idle' } : {})),
  );

  const start = useCallback(() => {
    const { collections: from, loadKey: key } = latest.current;
    if (from === null) return;
    const run = runs.begin();
    update(key, () => ({ status: 'running', error: null }));
    const known = new Map(from.map((collection) => [collection.hemsId, collection]));
    const fetchPage = ({ hemsId, page }: PageKey, signal: AbortSignal) =>
      fetchSitesPage(queryClient, api, hemsId, query, page, signal);
    const onPage = ({ hemsId, page }: PageKey, answer: PageAnswer) => {
      const before = known.get(hemsId);
      if (before !== undefined) known.set(hemsId, withPage(before, page, answer, Date.now()));
    };
    const missing = (): PageKey[] =>
      [...known.values()].flatMap((collection) =>
        pagesStillMissing(collection).map((page) => ({ hemsId: collection.hemsId, page })),
      );
    const heldCount = () => [...known.values()].reduce((sum, collection) => sum + collection.pages.size, 0);
    const finish = (status: 'done' | 'failed', error: unknown = null) => {
      if (run.signal.aborted) return;
      runs.end(run);
      update(key, () => ({ status, error: status === 'failed' ? asApiError(error) : null }));
    };
    void (async () => {
      // First each provider's page 1 (which tells its page count), then every page still missing.
      for (let phase = 0; phase < 2; phase += 1) {
        const keys =
          phase === 0 ? missing().filter((page) => known.get(page.hemsId)?.countPages === null) : missing();
        const outcome = await loadPages({
          keys,
          fetchPage,
          signal: run.signal,
          onPage,
          alreadyDone: heldCount(),
          onProgress: ({ done, total }) => update(key, () => ({ done, total: phase === 0 ? null : total })),
        });
        if (outcome.status === 'cancelled') return;
        if (outcome.status === 'failed') return finish('failed', outcome.error);
      }
      finish('done');
    })();
  }, [api, queryClient, query, update, runs]);

  const cancel = useCallback(() => {
    if (!runs.stop()) return;
    update(latest.current.loadKey, (state) => (state.status === 'running' ? { status: 'cancelled' } : {}));
  }, [update, runs]);

  // Opened (or refreshed) with pages missing: load them; a complete fleet from the cache needs no request.
  useEffect(() => {
    if (current.status === 'idle' && collections !== null && !allComplete) start();
  }, [current.status, collections, allComplete, start]);

  const rows = useMemo(
    () => (collections === null ? [] : sitesOfFleet(collections.flatMap(collectionRows), fleetUuid)),
    [collections, fleetUuid],
  );

  const refresh = useCallback(() => {
    runs.stop();
    if (providerIds === null) return;
    dropUnshownPages(queryClient, providerIds);
    update(latest.current.loadKey, () => idleRun(latest.current.loadKey));
  }, [queryClient, providerIds, update, runs]);

  const anyLoaded = collections !== null && collections.some((collection) => collection.pages.size > 0);
  const status: SitesSource['status'] =
    collections === null
      ? 'loading'
      : allComplete
        ? 'ready'
        : current.status === 'idle' || current.status === 'running'
          ? 'loading'
          : current.status === 'failed' && !anyLoaded
            ? 'error'
            : 'ready';
  const loadAllStatus: LoadAllStatus = allComplete || current.status === 'done' ? 'idle' : current.status;
  const loadedAt = collections?.map((collection) => collection.loadedAt ?? 0).filter((at) => at > 0) ?? [];

  return {
    status,
    error: status === 'error' ? current.error : null,
    retrying,
    retry: start,
    refresh,
    refreshing: current.status === 'running',
    updatedAt: loadedAt.length === 0 ? 0 : Math.min(...loadedAt),
    rows,
    complete: true,
    serverPage: 1,
    countPages: null,
    countTotal: status === 'ready' ? rows.length : null,
    outOfRange: false,
    loadAll: {
      status: loadAllStatus,
      done: current.done,
      total: current.total,
      error: current.error,
      start,
      cancel,
    },
    exportPage: null,
  };
}
