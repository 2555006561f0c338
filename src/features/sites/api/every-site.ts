import { queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { sitesKeysRoot } from '../../../api/query-keys.ts';
import {
  COLLECTION_MAX_AGE_MS,
  isComplete,
  pickCollection,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites/sites-collection.ts';
import type { SitesServerQuery } from '../../../domain/sites/sites.list.ts';
import { sitesKey, sitesPageQuery, type SitesRequest } from './get-sites-page.ts';

/*
 * "Load all" as one TanStack query: its data is every page of one server query at each provider asked (a complete
 * collection per provider), its run is the query's fetch. A provider whose collection needs more than one round of
 * pages is streamed first (the proposed streamSites call: every site in one answer, cut into the same pages); when
 * the stream is not there (a backend without the call) or breaks off, the pages still missing are paged through
 * as before. The pages themselves are the page queries of the cache,
 * so a page already there is not asked again and Resume loads only what is missing; cancelling the query (or
 * leaving the list) aborts its signal, and every page request nobody else watches is aborted with it.
 *
 * The run itself (`load-every-site.ts`, with the stream reader and the page loader) is a chunk of its own, fetched
 * when a run starts: a list's first render needs only the keys and what the cache holds.
 */

/** How far a run is; `total` is null until every provider's page count is known. */
export interface RunProgress {
  readonly done: number;
  readonly total: number | null;
  /** What is loaded so far, one collection per provider (a failed run leaves these). */
  readonly collections: readonly SitesCollection[];
  /** A step of the streamed load (while rows are parsed), not of a page's answer. */
  readonly streamed?: boolean;
}

export interface RunListener {
  readonly onProgress: (progress: RunProgress) => void;
  /** A page is asked again after a failed attempt (a 429 waits its `Retry-After` first): that failure; else null. */
  readonly onRetrying: (failure: unknown) => void;
}

/** A page of `request` at `hemsId` as the cache holds it from the last COLLECTION_MAX_AGE_MS (not invalidated). */
export function heldPage(
  client: QueryClient,
  api: ApiClient,
  hemsId: string,
  request: SitesRequest,
  now: number,
): (page: number) => PageAnswer | undefined {
  return (page) => {
    const state = client.getQueryState(sitesPageQuery(api, hemsId, request, page).queryKey);
    const fresh =
      state !== undefined && !state.isInvalidated && now - state.dataUpdatedAt <= COLLECTION_MAX_AGE_MS;
    return fresh ? state.data : undefined;
  };
}

/** The cache holds every page of `request` at `hemsId` (paged through by hand): "load all" needs no request. */
export function holdsEveryPage(
  client: QueryClient,
  api: ApiClient,
  hemsId: string,
  request: SitesRequest,
  now: number,
): boolean {
  const held = heldPage(client, api, hemsId, request, now);
  const first = held(1);
  if (first === undefined) return false;
  // Stops at the first page missing: a page count from a broken answer costs nothing.
  for (let page = 2; page <= first.countPages; page += 1) if (held(page) === undefined) return false;
  return true;
}

/**
 * The key of a provider's complete collection: one per provider, whatever its request, among the provider's
 * pages (`sitesKey`), so a refresh of the provider's list or an invalidation of its sites covers it.
 */
export const completeSitesKey = (hemsId: string) => [...sitesKey(hemsId), 'complete'] as const;

/**
 * A fresh complete collection of `hemsId` that answers `query` (its own, or a wider request's: DESIGN §3), read
 * by the one key of the provider's complete collection (`getQueryState`: one lookup, no scan); undefined when the
 * cache holds none, or one that cannot answer `query`. The cache keeps it (`gcTime`) after its list is left, so a
 * list opened again with a narrower filter answers from it.
 */
export function completeFor(
  client: QueryClient,
  hemsId: string,
  query: SitesServerQuery,
  now: number = Date.now(),
): { readonly collection: SitesCollection; readonly at: number } | undefined {
  const state = client.getQueryState<SitesCollection>(completeSitesKey(hemsId));
  const held = state === undefined || state.isInvalidated ? undefined : state.data;
  if (held === undefined || pickCollection(held, hemsId, query, now) !== held) return undefined;
  return { collection: held, at: state?.dataUpdatedAt ?? now };
}

/** Keeps a complete collection as its provider's, unless the one held is fresh and answers it too (is wider). */
export function keepComplete(client: QueryClient, collection: SitesCollection): void {
  if (!isComplete(collection)) return;
  if (completeFor(client, collection.hemsId, collection.query) !== undefined) return;
  client.setQueryData(completeSitesKey(collection.hemsId), collection);
}

/** The key of every site of `request` at these providers (one provider: a provider list; several: a fleet). */
export const everySiteKey = (providers: readonly string[], request: SitesRequest | null) =>
  [...sitesKeysRoot(), 'every', request?.key ?? null, ...providers] as const;

/**
 * "Load all" as a query. Fresh for COLLECTION_MAX_AGE_MS (a list opened again within it shows every site at once);
 * never retried as a whole (each page has the cache's own retries).
 */
export const everySiteQuery = (
  client: QueryClient,
  api: ApiClient,
  providers: readonly string[],
  request: SitesRequest | null,
  listener: RunListener,
) =>
  // The cache the pages land in and the progress listener say how the run goes, not which sites it loads.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- client and listener are no part of the answer
  queryOptions({
    queryKey: everySiteKey(providers, request),
    queryFn:
      request === null
        ? skipToken
        : async ({ signal }) => {
            const { loadEverySite } = await import('./load-every-site.ts');
            return loadEverySite(client, api, providers, request, signal, listener);
          },
    staleTime: COLLECTION_MAX_AGE_MS,
    retry: false,
  });
