import { useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { asApiError } from '../../../api/query-client.ts';
import { retryingError } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { collectionRows } from '../../../domain/sites/sites-collection.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import type { SitesServerQuery } from '../../../domain/sites/sites.list.ts';
import {
  completeFor,
  everySiteKey,
  everySiteQuery,
  holdsEveryPage,
  type RunListener,
  type RunProgress,
} from '../api/every-site.ts';
import { getSitesPage, sitesKey, sitesPageQuery, sitesRequest } from '../api/get-sites-page.ts';
import type { LoadAllStatus, SitesSource } from './sites-source.ts';

const NO_ROWS: readonly SiteListRow[] = Object.freeze([]);
const NO_PROVIDERS: readonly string[] = Object.freeze([]);
const PENDING = sitesRequest({});

export interface SitesOptions {
  /** The HEMS providers asked (null while they load): one for a provider's list, every one for a fleet's. */
  readonly providers: readonly string[] | null;
  /** The server query; null while it cannot be built yet (the fleet uuids are still loading). */
  readonly query: SitesServerQuery | null;
  /** The server page shown while not every page is loaded; null: every page is always loaded (a fleet). */
  readonly page: number | null;
  /** The URL asks for every page (`all=1`): load them without being asked again. */
  readonly wantAll: boolean;
  /** Every page arrived in a run the user started. */
  readonly onAllLoaded?: () => void;
  /** The user stopped a run. */
  readonly onAllCancelled?: () => void;
  /** The loaded rows the list shows (a fleet keeps the sites linked to it); every row when absent. */
  readonly keep?: (rows: readonly SiteListRow[]) => readonly SiteListRow[];
}

/** `look`, asked at most once. */
function once<T>(look: () => T): () => T {
  let found: { readonly value: T } | null = null;
  return () => {
    found ??= { value: look() };
    return found.value;
  };
}

/** This list's part in the "load all" query of one request; another request starts afresh. */
interface Run {
  readonly for: string;
  /** The user asked for every page (Load all, Resume). */
  readonly started: boolean;
  /** Every page is in the cache already: the query answers from it without a request. */
  readonly held: boolean;
  readonly cancelled: boolean;
  readonly progress: RunProgress | null;
  readonly retrying: unknown;
}

const idleRun = (key: string): Run => ({
  for: key,
  started: false,
  held: false,
  cancelled: false,
  progress: null,
  retrying: null,
});

/**
 * The sites a list shows, for a provider's list and a fleet's alike. A provider's list shows the asked server page
 * until every page is loaded; "load all" is one query (api/every-site.ts) whose data is every page, so a
 * complete list opened again within its time shows at once, and a narrower query of the same list is answered by
 * it (`initialData`) without asking the server. A fleet's list always loads every page at every provider.
 */
export function useSites(options: SitesOptions): SitesSource {
  const { query, page, wantAll, keep } = options;
  const api = useApiClient();
  const client = useQueryClient();
  const providersKey = options.providers?.join('\n') ?? null;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one list per set of providers, whatever array holds them
  const providers = useMemo(() => options.providers ?? NO_PROVIDERS, [providersKey]);
  const request = useMemo(() => (query === null ? null : sitesRequest(query)), [query]);
  const ready = request !== null && providersKey !== null;
  const single = providers.length === 1 ? (providers[0] ?? null) : null;
  const paged = page !== null && single !== null;
  const runKey = `${providersKey ?? ''}|${request?.key ?? ''}`;

  const [run, setRun] = useState<Run>(() => idleRun(runKey));
  if (run.for !== runKey) setRun(idleRun(runKey));
  const current = run.for === runKey ? run : idleRun(runKey);
  const update = useCallback(
    (key: string, change: (run: Run) => Run) =>
      setRun((state) => (state.for === key ? change(state) : state)),
    [],
  );
  const listener = useMemo<RunListener>(
    () => ({
      // A streamed run's steps render as a transition: interruptible, so its progress (steps while rows are parsed)
      // never makes a long task of its own. A paged run's step follows a page's answer and renders at once.
      onProgress: (progress) => {
        const step = () => update(runKey, (state) => ({ ...state, progress }));
        if (progress.streamed === true) startTransition(step);
        else step();
      },
      onRetrying: (failure) =>
        update(runKey, (state) => (state.retrying === failure ? state : { ...state, retrying: failure })),
    }),
    [update, runKey],
  );

  // The provider's complete collection, held in the cache under its one key: a narrower query starts from it
  // (DESIGN §3), whether this list loaded it or an earlier visit did. Looked up once per request.
  const answeredByComplete = useMemo(
    () =>
      once(() =>
        single === null || request === null ? undefined : completeFor(client, single, request.query),
      ),
    [client, single, request],
  );
  const everyOptions = everySiteQuery(client, api, providers, ready ? request : null, listener);
  // Held pages answer only while the cache still holds every one of them, judged whenever the cache asks (a reset
  // of every query refetches the active ones): a held answer never turns into a real run of every page.
  const heldNow = () =>
    single !== null && request !== null && holdsEveryPage(client, api, single, request, Date.now());
  const asked = wantAll || current.started;
  const every = useQuery({
    ...everyOptions,
    enabled: !ready || current.cancelled ? false : asked ? true : current.held ? heldNow : false,
    initialData: () => {
      const held = answeredByComplete();
      return held === undefined ? undefined : [held.collection];
    },
    initialDataUpdatedAt: () => answeredByComplete()?.at,
  });
  const complete = ready && every.data !== undefined && !every.isStale;
  const collections = complete ? every.data : null;

  const shownRequest = request ?? PENDING;
  const shown = useQuery({
    ...sitesPageQuery(api, single ?? '', shownRequest, page ?? 1),
    enabled: ready && paged && !complete,
    // While another page of the same query loads, its counts size the placeholder rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === single && previousQuery?.queryKey[2] === shownRequest.key
        ? previous
        : undefined,
  });
  const pageAnswer = shown.isPlaceholderData ? undefined : shown.data;
  // Every page of the query is in the cache already (paged through by hand): the "load all" query answers from it.
  const everyPageHeld = useMemo(
    () =>
      paged &&
      !complete &&
      pageAnswer !== undefined &&
      request !== null &&
      single !== null &&
      // Judged when the shown page arrived: that is when a page can complete the collection.
      holdsEveryPage(client, api, single, request, shown.dataUpdatedAt),
    [paged, complete, pageAnswer, request, single, client, api, shown.dataUpdatedAt],
  );
  // Held pages answer once: the query is not kept on (a refresh or another answer must not start a real run).
  if (run.for === runKey && current.held !== everyPageHeld) setRun({ ...current, held: everyPageHeld });

  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  const finished = complete && current.started;
  useEffect(() => {
    if (finished) callbacks.current.onAllLoaded?.();
  }, [finished]);

  const running = every.fetchStatus === 'fetching';
  const failed = every.status === 'error' && !running;
  const everyKey = useMemo(
    () => everySiteKey(providers, ready ? request : null),
    [providers, ready, request],
  );
  const refetchEvery = every.refetch;
  const start = useCallback(() => {
    if (failed && !current.cancelled) void refetchEvery();
    update(runKey, (state) => ({ ...state, started: true, cancelled: false }));
  }, [failed, current.cancelled, refetchEvery, update, runKey]);

  const cancel = useCallback(() => {
    if (!running) return;
    void client.cancelQueries({ queryKey: everyKey, exact: true });
    update(runKey, (state) => ({ ...state, started: false, held: false, cancelled: true }));
    callbacks.current.onAllCancelled?.();
  }, [running, client, everyKey, update, runKey]);

  const refresh = useCallback(() => {
    update(runKey, () => idleRun(runKey));
    // What is on screen stays while it is asked again; every page no screen shows is forgotten.
    for (const hemsId of providers) {
      client.removeQueries({
        queryKey: sitesKey(hemsId),
        predicate: (cached) => cached.getObserversCount() === 0,
      });
      void client.invalidateQueries({ queryKey: sitesKey(hemsId) });
    }
    void client.invalidateQueries({ queryKey: everyKey, exact: true });
  }, [client, providers, everyKey, update, runKey]);

  const refetchShown = shown.refetch;
  const retry = useCallback(() => {
    if (!paged || failed) start();
    else void refetchShown();
  }, [paged, failed, start, refetchShown]);

  const exportPage = useCallback(
    (pageNumber: number, signal: AbortSignal) =>
      getSitesPage(api, single ?? '', pageNumber, shownRequest.query, signal),
    [api, single, shownRequest],
  );

  // Answering from pages already held takes no request: nothing to show or cancel.
  const loadAllStatus: LoadAllStatus =
    running && !current.held ? 'running' : current.cancelled ? 'cancelled' : failed ? 'failed' : 'idle';
  // After a run stopped, a fleet's list shows what arrived; a provider's list keeps its server page.
  const partial =
    !paged && !complete && loadAllStatus !== 'running' ? current.progress?.collections : undefined;
  const outOfRange =
    paged && !complete && pageAnswer !== undefined && pageAnswer.rows.length === 0 && page > 1;
  const anyPartial = partial?.some((collection) => collection.pages.size > 0) === true;
  const status: SitesSource['status'] = !ready
    ? 'loading'
    : complete
      ? 'ready'
      : paged
        ? pageAnswer !== undefined
          ? 'ready'
          : shown.isError && !shown.isFetching
            ? 'error'
            : 'loading'
        : failed
          ? anyPartial
            ? 'ready'
            : 'error'
          : current.cancelled
            ? 'ready'
            : 'loading';

  const loaded = useMemo(
    () =>
      collections !== null
        ? collections.flatMap(collectionRows)
        : partial !== undefined
          ? partial.flatMap(collectionRows)
          : (pageAnswer?.rows ?? NO_ROWS),
    [collections, partial, pageAnswer],
  );
  const rows = useMemo(() => (keep === undefined ? loaded : keep(loaded)), [keep, loaded]);
  const failure = shown.isFetching ? shown.failureReason : running ? current.retrying : null;
  const retrying = useMemo(() => retryingError(failure != null, failure), [failure]);
  const counts = collections?.[0] ?? shown.data;

  return {
    status,
    error: status !== 'error' ? null : paged ? asApiError(shown.error) : asApiError(every.error),
    retrying,
    retry,
    refresh,
    refreshing: shown.isFetching || loadAllStatus === 'running',
    updatedAt: complete ? every.dataUpdatedAt : pageAnswer !== undefined ? shown.dataUpdatedAt : 0,
    rows,
    complete: complete || !paged,
    serverPage: page ?? 1,
    countPages: paged ? (counts?.countPages ?? null) : null,
    countTotal: paged ? (counts?.countTotal ?? null) : status === 'ready' ? rows.length : null,
    outOfRange,
    loadAll: {
      status: loadAllStatus,
      done: current.progress?.done ?? 0,
      total: current.progress?.total ?? null,
      error: failed ? asApiError(every.error) : null,
      start,
      cancel,
    },
    exportPage: paged ? exportPage : null,
  };
}
