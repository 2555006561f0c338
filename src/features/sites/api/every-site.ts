import { QueryObserver, queryOptions, skipToken, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { sitesKeysRoot } from '../../../api/query-keys.ts';
import {
  COLLECTION_MAX_AGE_MS,
  emptyCollection,
  isComplete,
  pagesStillMissing,
  pickCollection,
  withPage,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites/sites-collection.ts';
import type { SitesServerQuery } from '../../../domain/sites/sites.list.ts';
import { sitesKey, sitesPageQuery, type SitesRequest } from './get-sites-page.ts';
import { loadPages, MAX_PAGES_IN_FLIGHT } from './load-pages.ts';
import { StreamUnavailable, streamSites } from './stream-sites.ts';

/*
 * "Load all" as one TanStack query: its data is every page of one server query at each provider asked (a complete
 * collection per provider), its run is the query's fetch. A provider whose collection needs more than one round of
 * pages is streamed first (the proposed streamSites call: every site in one answer, cut into the same pages); when
 * the stream is not there (a backend without the call) or breaks off, the pages still missing are paged through
 * as before. The pages themselves are the page queries of the cache,
 * so a page already there is not asked again and Resume loads only what is missing; cancelling the query (or
 * leaving the list) aborts its signal, and every page request nobody else watches is aborted with it.
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

interface PageKey {
  readonly hemsId: string;
  readonly page: number;
}

const aborted = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');

/**
 * One page as a screen watches it (a QueryObserver): answered from the cache when fresh there, else asked, with the
 * cache's own retries. Aborting `signal` stops watching; TanStack Query then aborts the request unless a screen
 * shows that very page.
 */
function watchPage(
  client: QueryClient,
  options: ReturnType<typeof sitesPageQuery>,
  signal: AbortSignal,
  onRetrying: (failure: unknown) => void,
): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const observer = new QueryObserver(client, options);
    let settled = false;
    let stop: () => void = () => undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      onRetrying(null);
      signal.removeEventListener('abort', abort);
      stop();
      outcome();
    };
    const abort = () => settle(() => reject(aborted(signal)));
    const onResult = (result: ReturnType<typeof observer.getCurrentResult>) => {
      if (result.fetchStatus === 'fetching')
        onRetrying(result.failureCount > 0 ? result.failureReason : null);
      else if (result.status === 'success') settle(() => resolve(result.data));
      else if (result.status === 'error') settle(() => reject(result.error));
    };
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    const unsubscribe = observer.subscribe(onResult);
    stop = unsubscribe;
    if (settled) unsubscribe();
    else onResult(observer.getCurrentResult());
  });
}

/** A page of `request` at `hemsId` as the cache holds it from the last COLLECTION_MAX_AGE_MS (not invalidated). */
function heldPage(
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

/** The pages of `request` at `hemsId` that the cache holds (page 1 tells how many there are). */
function heldPages(
  client: QueryClient,
  api: ApiClient,
  hemsId: string,
  request: SitesRequest,
  now: number,
): SitesCollection {
  const held = heldPage(client, api, hemsId, request, now);
  let collection = emptyCollection(hemsId, request.query);
  const first = held(1);
  if (first === undefined) return collection;
  collection = withPage(collection, 1, first, now);
  for (let page = 2; page <= first.countPages; page += 1) {
    const answer = held(page);
    if (answer !== undefined) collection = withPage(collection, page, answer, now);
  }
  return collection;
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

/** The API clients whose backend has no streamed sites call (it answered 404): they page from then on. */
const withoutStream = new WeakSet<ApiClient>();

/** Pages held and pages in all (null until every provider's count is known). */
function pagesSoFar(collections: readonly SitesCollection[]): { done: number; total: number | null } {
  let done = 0;
  let total: number | null = 0;
  for (const collection of collections) {
    done += collection.pages.size;
    total =
      total === null || collection.countPages === null ? null : total + Math.max(1, collection.countPages);
  }
  return { done, total };
}

/** A provider is worth a stream when its page count is unknown, or more pages are missing than one round asks. */
const worthStreaming = (collection: SitesCollection) =>
  collection.countPages === null || pagesStillMissing(collection).length > MAX_PAGES_IN_FLIGHT;

/**
 * Streams every provider of `known` worth it, all at once, replacing its collection with the streamed one (or
 * with the whole pages that arrived before the stream failed). Rejects only when `signal` is aborted.
 */
async function streamWhatIsMissing(
  api: ApiClient,
  known: Map<string, SitesCollection>,
  request: SitesRequest,
  signal: AbortSignal,
  onProgress: () => void,
): Promise<void> {
  if (withoutStream.has(api)) return;
  const streamed = [...known.values()].filter(worthStreaming);
  await Promise.all(
    streamed.map(async (before) => {
      const keep = (collection: SitesCollection) => {
        // A stream that failed before its first whole page leaves what the cache held.
        const counted =
          collection.countPages !== null && (collection.countPages > 0 || collection.pages.size > 0);
        if (counted && collection.pages.size >= before.pages.size) known.set(before.hemsId, collection);
      };
      try {
        const collection = await streamSites(api, before.hemsId, request, signal, (progress) => {
          keep(progress.collection);
          onProgress();
        });
        known.set(before.hemsId, collection);
      } catch (error) {
        if (!(error instanceof StreamUnavailable)) throw error;
        if (error.absent) withoutStream.add(api);
        keep(error.collection);
      }
    }),
  );
  if (signal.aborted) throw aborted(signal);
}

/**
 * Every page of `request` at each provider, at most 4 requests in flight across them: first each provider's page 1
 * (it tells the page count), then every page still missing. Rejects with the first page's failure, or when
 * `signal` is aborted.
 */
export async function loadEverySite(
  client: QueryClient,
  api: ApiClient,
  providers: readonly string[],
  request: SitesRequest,
  signal: AbortSignal,
  listener: RunListener,
): Promise<SitesCollection[]> {
  const now = Date.now();
  const known = new Map(providers.map((hemsId) => [hemsId, heldPages(client, api, hemsId, request, now)]));
  const collections = () => [...known.values()];
  const failing = new Map<string, unknown>();
  // The list hears of a retry only when what it shows changes: not on every page's every result (a state update of
  // the list each time, 10k sites in 200 pages).
  let shownFailure: unknown = null;
  const fetchPage = ({ hemsId, page }: PageKey, pageSignal: AbortSignal) =>
    watchPage(
      client,
      sitesPageQuery(api, hemsId, request, page, { abortable: true }),
      pageSignal,
      (failure) => {
        const id = `${hemsId}#${page}`;
        if (failure == null) failing.delete(id);
        else failing.set(id, failure);
        const first: unknown = failing.values().next().value ?? null;
        if (first === shownFailure) return;
        shownFailure = first;
        listener.onRetrying(first);
      },
    );
  const onPage = ({ hemsId, page }: PageKey, answer: PageAnswer) => {
    const before = known.get(hemsId);
    if (before !== undefined) known.set(hemsId, withPage(before, page, answer, Date.now()));
  };
  const missing = (): PageKey[] =>
    collections().flatMap((collection) =>
      pagesStillMissing(collection).map((page) => ({ hemsId: collection.hemsId, page })),
    );
  const heldCount = () => collections().reduce((sum, collection) => sum + collection.pages.size, 0);
  await streamWhatIsMissing(api, known, request, signal, () =>
    listener.onProgress({ ...pagesSoFar(collections()), collections: collections(), streamed: true }),
  );
  for (const phase of ['counts', 'pages'] as const) {
    const keys =
      phase === 'counts' ? missing().filter((key) => known.get(key.hemsId)?.countPages === null) : missing();
    const outcome = await loadPages({
      keys,
      fetchPage,
      signal,
      onPage,
      alreadyDone: heldCount(),
      onProgress: ({ done, total }) =>
        listener.onProgress({ done, total: phase === 'counts' ? null : total, collections: collections() }),
    });
    if (outcome.status === 'cancelled') throw aborted(signal);
    if (outcome.status === 'failed') throw outcome.error;
  }
  for (const collection of collections()) keepComplete(client, collection);
  return collections();
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
function keepComplete(client: QueryClient, collection: SitesCollection): void {
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
        : ({ signal }) => loadEverySite(client, api, providers, request, signal, listener),
    staleTime: COLLECTION_MAX_AGE_MS,
    retry: false,
  });
