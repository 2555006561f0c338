import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { COLLECTION_MAX_AGE_MS, type PageAnswer } from '../../../domain/sites-collection.ts';
import { sitesOfFleet } from '../../../domain/sites-fleets.ts';
import { missingPages } from '../../../domain/sites-paging.ts';
import type { SiteListRow } from '../../../domain/sites-row.ts';
import { getSitesPage } from '../api/get-sites-page.ts';
import { loadPages } from '../api/load-pages.ts';
import type { LoadAllStatus, SitesSource } from './sites-source.ts';
import { toApiError } from './use-provider-sites.ts';

interface ProviderPages {
  readonly countPages: number | null;
  readonly pages: ReadonlyMap<number, readonly SiteListRow[]>;
}

interface FleetLoad {
  readonly fleetUuid: string;
  readonly providers: ReadonlyMap<string, ProviderPages>;
  readonly status: LoadAllStatus | 'done';
  readonly done: number;
  readonly total: number | null;
  readonly error: ApiError | null;
  readonly loadedAt: number;
}

// The last fleet loaded, so going back from one of its sites shows the list at once.
let heldFleet: FleetLoad | null = null;

export function clearHeldFleet(): void {
  heldFleet = null;
}

function freshLoad(fleetUuid: string, providerIds: readonly string[]): FleetLoad {
  return {
    fleetUuid,
    providers: new Map(providerIds.map((id) => [id, { countPages: null, pages: new Map() }])),
    status: 'idle',
    done: 0,
    total: null,
    error: null,
    loadedAt: Date.now(),
  };
}

function reuseOrFresh(fleetUuid: string, providerIds: readonly string[]): FleetLoad {
  const held = heldFleet;
  const sameProviders =
    held !== null &&
    held.providers.size === providerIds.length &&
    providerIds.every((id) => held.providers.has(id));
  if (
    held !== null &&
    held.fleetUuid === fleetUuid &&
    sameProviders &&
    Date.now() - held.loadedAt <= COLLECTION_MAX_AGE_MS
  )
    return held.status === 'running' ? { ...held, status: 'idle' } : held;
  return freshLoad(fleetUuid, providerIds);
}

function withAnswer(load: FleetLoad, hemsId: string, page: number, answer: PageAnswer): FleetLoad {
  const before = load.providers.get(hemsId) ?? { countPages: null, pages: new Map() };
  const pages = new Map(before.pages).set(page, answer.rows);
  const providers = new Map(load.providers).set(hemsId, { countPages: answer.countPages, pages });
  return { ...load, providers };
}

interface PageKey {
  readonly hemsId: string;
  readonly page: number;
}

/**
 * The sites of one fleet, across every HEMS provider (DESIGN: the sites call is per provider, and a fleet spans
 * providers). Each provider is asked with `fleets=<uuid>` (a real server then answers only the fleet's sites, in a
 * few pages), every page is loaded (at most 4 requests in flight, cancellable), and the client keeps the sites
 * linked to the fleet by uuid — so the list is right whether or not the server filters.
 */
export function useFleetSites(fleetUuid: string, providerIds: readonly string[] | null): SitesSource {
  const api = useApiClient();
  const providersKey = providerIds === null ? null : providerIds.join('\n');
  const [load, setLoad] = useState<FleetLoad | null>(() =>
    providerIds === null ? null : reuseOrFresh(fleetUuid, providerIds),
  );
  const loadKey = providersKey === null ? null : `${fleetUuid}\n${providersKey}`;
  const [forKey, setForKey] = useState(loadKey);
  if (forKey !== loadKey) {
    setForKey(loadKey);
    setLoad(providerIds === null ? null : reuseOrFresh(fleetUuid, providerIds));
  }

  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
    if (load !== null && load.status !== 'running') heldFleet = load;
  });

  const run = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    const from = latest.current;
    if (from === null) return;
    run.current?.abort();
    const controller = new AbortController();
    run.current = controller;
    const query = { fleets: [from.fleetUuid] };
    const update = (change: (load: FleetLoad) => FleetLoad) => {
      if (controller.signal.aborted) return;
      setLoad((load) => (load === null || load.fleetUuid !== from.fleetUuid ? load : change(load)));
    };
    let known = from;
    update((load) => ({ ...load, status: 'running', error: null }));
    const fetchPage = (key: PageKey, signal: AbortSignal) =>
      getSitesPage(api, key.hemsId, key.page, query, signal);
    const onPage = (key: PageKey, answer: PageAnswer) => {
      known = withAnswer(known, key.hemsId, key.page, answer);
      update((load) => withAnswer(load, key.hemsId, key.page, answer));
    };
    const missing = (): PageKey[] =>
      [...known.providers].flatMap(([hemsId, held]) =>
        held.countPages === null
          ? [{ hemsId, page: 1 }]
          : missingPages(held.countPages, held.pages).map((page) => ({ hemsId, page })),
      );
    const heldCount = () => [...known.providers.values()].reduce((sum, held) => sum + held.pages.size, 0);
    const finish = (status: 'done' | 'failed', error: unknown = null) => {
      if (controller.signal.aborted) return;
      run.current = null;
      update((load) => ({
        ...load,
        status: status === 'done' ? 'done' : 'failed',
        error: status === 'failed' ? toApiError(error) : null,
        loadedAt: Date.now(),
      }));
    };
    void (async () => {
      // First each provider's page 1 (which tells its page count), then every page still missing.
      for (let phase = 0; phase < 2; phase += 1) {
        const keys =
          phase === 0
            ? missing().filter((key) => known.providers.get(key.hemsId)?.countPages === null)
            : missing();
        const outcome = await loadPages({
          keys,
          fetchPage,
          signal: controller.signal,
          onPage,
          alreadyDone: heldCount(),
          onProgress: ({ done, total }) =>
            update((load) => ({ ...load, done, total: phase === 0 ? null : total })),
        });
        if (outcome.status === 'cancelled') return;
        if (outcome.status === 'failed') return finish('failed', outcome.error);
      }
      finish('done');
    })();
  }, [api]);

  const cancel = useCallback(() => {
    if (run.current === null) return;
    run.current.abort();
    run.current = null;
    setLoad((load) => (load === null ? load : { ...load, status: 'cancelled' }));
  }, []);

  useEffect(
    () => () => {
      if (run.current === null) return;
      run.current.abort();
      run.current = null;
      setLoad((load) => (load === null || load.status !== 'running' ? load : { ...load, status: 'idle' }));
    },
    [loadKey],
  );

  const status = load?.status ?? null;
  useEffect(() => {
    if (status === 'idle') start();
  }, [status, start]);

  const rows = useMemo(() => {
    if (load === null) return [];
    const all = [...load.providers.values()].flatMap((held) =>
      [...held.pages.keys()].sort((a, b) => a - b).flatMap((page) => held.pages.get(page) ?? []),
    );
    return sitesOfFleet(all, fleetUuid);
  }, [load, fleetUuid]);

  const refresh = useCallback(() => {
    run.current?.abort();
    run.current = null;
    heldFleet = null;
    if (providerIds !== null) setLoad(freshLoad(fleetUuid, providerIds));
  }, [fleetUuid, providerIds]);

  const anyLoaded = load !== null && [...load.providers.values()].some((held) => held.pages.size > 0);
  const sourceStatus: SitesSource['status'] =
    load === null || load.status === 'idle' || load.status === 'running'
      ? 'loading'
      : load.status === 'failed' && !anyLoaded
        ? 'error'
        : 'ready';
  const loadAllStatus: LoadAllStatus = load === null || load.status === 'done' ? 'idle' : load.status;

  return {
    status: sourceStatus,
    error: sourceStatus === 'error' ? (load?.error ?? null) : null,
    retry: start,
    refresh,
    rows,
    complete: true,
    serverPage: 1,
    countPages: null,
    countTotal: sourceStatus === 'ready' ? rows.length : null,
    outOfRange: false,
    loadAll: {
      status: loadAllStatus,
      done: load?.done ?? 0,
      total: load?.total ?? null,
      error: load?.error ?? null,
      start,
      cancel,
    },
  };
}
