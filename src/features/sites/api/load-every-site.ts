import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  emptyCollection,
  pagesStillMissing,
  withPage,
  type PageAnswer,
  type SitesCollection,
} from '../../../domain/sites/sites-collection.ts';
import { heldPage, keepComplete, type RunListener } from './every-site.ts';
import { sitesPageQuery, type SitesRequest } from './get-sites-page.ts';
import { loadPages, MAX_PAGES_IN_FLIGHT } from './load-pages.ts';
import { StreamUnavailable, streamSites } from './stream-sites.ts';

/*
 * The run of "load all" (`everySiteQuery` in `every-site.ts`): streamed first where it is worth it, then paged
 * through. A chunk of its own, fetched when a run starts.
 */

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
