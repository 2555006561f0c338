import type { UseQueryResult } from '@tanstack/react-query';
import type { ApiError } from './api-error.ts';
import { asApiError } from './query-client.ts';

interface Controls {
  /** Asks again after a failure (the screen shows 'loading' until the answer). */
  readonly retry: () => void;
  /** Asks again while the cached answer stays on screen. */
  readonly refresh: () => void;
  /** A request for this data is under way (first load, retry or refresh). */
  readonly refreshing: boolean;
  /** When the answer on screen arrived (ms since epoch); 0 while there is none. */
  readonly updatedAt: number;
  /**
   * While loading: the error of a first attempt the cache will retry by itself (a 429 waits its `Retry-After`), so a
   * screen can say why it is still loading; null otherwise.
   */
  readonly retrying: ApiError | null;
}

/** One query as a screen reads it: loading, the data, or the ApiError — never two at once. */
export type QueryState<T> = Controls &
  (
    | { readonly status: 'loading'; readonly data: undefined; readonly error: null }
    | { readonly status: 'ready'; readonly data: T; readonly error: null }
    | { readonly status: 'error'; readonly data: undefined; readonly error: ApiError }
  );

/**
 * The error of a failed attempt that the cache is retrying right now (still fetching after a failure), else null:
 * the one rule for every list's "waiting to ask again" notice, whether read from a hook or from the cache.
 */
export function retryingError(fetching: boolean, failureReason: unknown): ApiError | null {
  return fetching && failureReason != null ? asApiError(failureReason) : null;
}

/**
 * The screen's view of a TanStack query. A failure shows as soon as the (only) request failed; Try again shows
 * 'loading' until the new answer; a refresh keeps the cached answer on screen while it runs.
 */
export function toQueryState<T>(query: UseQueryResult<T>): QueryState<T> {
  const controls: Controls = {
    retry: () => void query.refetch(),
    refresh: () => void query.refetch(),
    refreshing: query.isFetching,
    updatedAt: query.dataUpdatedAt,
    retrying: retryingError(query.isFetching, query.failureReason),
  };
  if (query.isError && !query.isFetching) {
    return { ...controls, status: 'error', data: undefined, error: asApiError(query.error) };
  }
  if (query.data === undefined || query.isError) {
    return { ...controls, status: 'loading', data: undefined, error: null };
  }
  return { ...controls, status: 'ready', data: query.data, error: null };
}
