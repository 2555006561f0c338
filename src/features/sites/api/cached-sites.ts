import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  COLLECTION_MAX_AGE_MS,
  emptyCollection,
  isComplete,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites-collection.ts';
import { isNarrowerOrEqual, sitesQueryKey } from '../../../domain/sites-query.ts';
import type { SitesServerQuery } from '../../../domain/sites-server-query.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { retryingError } from '../../../api/query-state.ts';
import { getSitesPage, sitesKey, sitesPageQueryOptions, type SitesPageMeta } from './get-sites-page.ts';

/*
 * A provider's sites as the query cache holds them: one query per server page. A "collection" is the pages of one
 * server query gathered from the cache; nothing here keeps data of its own.
 */

function metaOf(query: Query): SitesPageMeta | undefined {
  const meta = query.meta as Partial<SitesPageMeta> | undefined;
  return meta?.query !== undefined && typeof meta.page === 'number' ? (meta as SitesPageMeta) : undefined;
}

/** A page answer that is not rows: an empty page past the first lies past the last page. */
export function isOutOfRange(page: number, answer: PageAnswer): boolean {
  return answer.rows.length === 0 && page > 1;
}

/** The pages of each server query of `hemsId` that the cache holds, oldest answer first. */
function cachedCollections(queryClient: QueryClient, hemsId: string): SitesCollection[] {
  const byKey = new Map<
    string,
    { query: SitesServerQuery; pages: { page: number; answer: PageAnswer; at: number }[] }
  >();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: sitesKey(hemsId) })) {
    const meta = metaOf(query);
    const answer = query.state.data as PageAnswer | undefined;
    if (meta === undefined || answer === undefined || isOutOfRange(meta.page, answer)) continue;
    const key = sitesQueryKey(meta.query);
    const entry = byKey.get(key) ?? { query: meta.query, pages: [] };
    entry.pages.push({ page: meta.page, answer, at: query.state.dataUpdatedAt });
    byKey.set(key, entry);
  }
  // One pass per collection (a load-all run reads the cache after every page: folding page by page with withPage
  // copied the page map each time, quadratic per read). The latest answer gives the counts, as withPage does.
  return [...byKey.values()].map(({ query, pages }) => {
    pages.sort((a, b) => a.at - b.at);
    const latest = pages[pages.length - 1];
    if (latest === undefined) return emptyCollection(hemsId, query);
    const last = Math.max(1, latest.answer.countPages);
    const held = new Map<number, PageAnswer['rows']>();
    for (const { page, answer } of pages) if (page <= last) held.set(page, answer.rows);
    return {
      ...emptyCollection(hemsId, query),
      pages: held,
      countPages: latest.answer.countPages,
      countTotal: latest.answer.countTotal,
      loadedAt: pages[0]?.at ?? null,
    };
  });
}

const isFresh = (now: number) => (collection: SitesCollection) =>
  collection.loadedAt === null || now - collection.loadedAt <= COLLECTION_MAX_AGE_MS;

/** The cached pages of exactly this server query (none when they are older than COLLECTION_MAX_AGE_MS). */
export function cachedCollection(
  queryClient: QueryClient,
  hemsId: string,
  query: SitesServerQuery,
  // Freshness is judged when the cache is read (a read happens when a page arrives or the query changes).
  now: number = Date.now(),
): SitesCollection {
  const key = sitesQueryKey(query);
  const exact = cachedCollections(queryClient, hemsId).find((collection) => collection.key === key);
  return exact !== undefined && isFresh(now)(exact) ? exact : emptyCollection(hemsId, query);
}

/**
 * The collection a list should use for `query` (DESIGN: a complete collection of a query that includes every site
 * `query` can match answers it without asking the server — the client filters then give the exact answer):
 * such a complete, fresh collection if the cache has one, else the cached pages of this very query (possibly none).
 */
export function pickCachedCollection(
  queryClient: QueryClient,
  hemsId: string,
  query: SitesServerQuery,
  // Freshness is judged when the cache is read (a read happens when a page arrives or the query changes).
  now: number = Date.now(),
): SitesCollection {
  const fresh = cachedCollections(queryClient, hemsId).filter(isFresh(now));
  const key = sitesQueryKey(query);
  const exact = fresh.find((collection) => collection.key === key);
  if (exact !== undefined && isComplete(exact)) return exact;
  const broader = fresh.find(
    (collection) => isComplete(collection) && isNarrowerOrEqual(query, collection.query),
  );
  return broader ?? exact ?? emptyCollection(hemsId, query);
}

/** Forgets every page of these providers' sites that no screen shows (a refresh asks for them again). */
export function dropUnshownPages(queryClient: QueryClient, hemsIds: readonly string[]): void {
  for (const hemsId of hemsIds) {
    queryClient.removeQueries({
      queryKey: sitesKey(hemsId),
      predicate: (query) => query.getObserversCount() === 0,
    });
  }
}

/**
 * Changes whenever a page of these providers' sites arrives in, or leaves, the cache: collections are read again.
 * `providersKey` is the providers' ids joined by newlines.
 */
export function useSitesCacheVersion(providersKey: string): number {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const providers = new Set(providersKey.split('\n'));
    const [prefix] = sitesKey('');
    return queryClient.getQueryCache().subscribe((event) => {
      const key = event.query.queryKey;
      if (key[0] !== prefix || typeof key[1] !== 'string' || !providers.has(key[1])) return;
      const arrived = event.type === 'updated' && event.action.type === 'success';
      if (arrived || event.type === 'removed') setVersion((n) => n + 1);
    });
  }, [queryClient, providersKey]);
  return version;
}

/**
 * The error of a sites page of these providers that the cache is asking again after a failed attempt (a 429 waits
 * its `Retry-After` first), else null: the shown page and every page of a "load all" run alike. `providersKey` is
 * the providers' ids joined by newlines.
 */
export function useSitesRetrying(providersKey: string): ApiError | null {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  // The snapshot is the failure object the cache holds, so it stays the same between unrelated cache events.
  const failure = useSyncExternalStore(subscribe, () => {
    for (const hemsId of providersKey.split('\n')) {
      if (hemsId === '') continue;
      const query = cache
        .findAll({ queryKey: sitesKey(hemsId), fetchStatus: 'fetching' })
        .find((candidate) => candidate.state.fetchFailureReason != null);
      if (query !== undefined) return query.state.fetchFailureReason;
    }
    return null;
  });
  return useMemo(() => retryingError(failure !== null, failure), [failure]);
}

/**
 * One page for a "load all" run, through the cache (an answer already fresh there is not asked again). Aborting
 * `signal` aborts the request and forgets that it was started — unless a screen is showing that very page, which
 * then keeps its request.
 */
export function fetchSitesPage(
  queryClient: QueryClient,
  api: ApiClient,
  hemsId: string,
  query: SitesServerQuery,
  page: number,
  signal: AbortSignal,
): Promise<PageAnswer> {
  const options = sitesPageQueryOptions(api, hemsId, query, page);
  const request = new AbortController();
  const cancel = () => {
    const cached = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
    if (cached !== undefined && cached.getObserversCount() > 0) return;
    void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    request.abort();
  };
  signal.addEventListener('abort', cancel, { once: true });
  return queryClient.fetchQuery({
    ...options,
    queryFn: () => getSitesPage(api, hemsId, page, query, request.signal),
  });
}
