import { QueryClient } from '@tanstack/react-query';
import { isApiError, NO_RESPONSE_STATUS, noResponseError, type ApiError } from './api-error.ts';

/*
 * TanStack Query is the only server-state cache (DESIGN §1, §3). The client keeps its own rules (token refresh and
 * the one retry after a 401 live in its middleware); the cache adds none of its own:
 * - an HTTP error answer is never sent again by the cache: a refused call is sent once and its error shows at once;
 *   only a failure without any answer (status 0: network, CORS) is tried once more, and a "too many requests"
 *   answer (429) once more after the wait it names (`Retry-After`; the screen says it is waiting);
 * - `networkMode: 'always'`: a query never sits "paused" waiting for the browser to report a network;
 * - no refetch on window focus: a screen refreshes when asked to (its refresh button) or when its data is stale and
 *   it is opened again, never behind the staff member's back (and one-shot mock answers are not used up).
 */

/** A list opened again within this time shows the cached answer without asking again. */
export const LIST_STALE_TIME_MS = 30_000;
/** Answers nobody has shown for this long are dropped (as the hand-written caches did after 5 minutes). */
export const CACHE_GC_TIME_MS = 5 * 60_000;
/** Network failures (no answer at all) are tried once more; HTTP error answers never. */
export const MAX_NETWORK_RETRIES = 1;

const TOO_MANY_REQUESTS = 429;
/** The wait before the one retry of a 429 that names none (seconds). */
const DEFAULT_RATE_LIMIT_WAIT_S = 5;
/** Pause before the one retry of a network failure. */
export const NETWORK_RETRY_DELAY_MS = 300;

/**
 * Whether the cache may send a failed query again: once after a failure without an answer, once after a 429.
 * Every other HTTP error answer shows at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < MAX_NETWORK_RETRIES &&
    isApiError(error) &&
    (error.status === NO_RESPONSE_STATUS || error.status === TOO_MANY_REQUESTS)
  );
}

/** How long before that retry: a 429's `Retry-After`, else a moment. */
export function retryDelay(_failureCount: number, error: unknown): number {
  if (isApiError(error) && error.status === TOO_MANY_REQUESTS) {
    return (error.retryAfterSeconds ?? DEFAULT_RATE_LIMIT_WAIT_S) * 1000;
  }
  return NETWORK_RETRY_DELAY_MS;
}

/** What a query's error is for the screens: always an ApiError (status 0 when there was no answer). */
export function asApiError(error: unknown): ApiError {
  return isApiError(error) ? error : noResponseError(error);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        networkMode: 'always',
        staleTime: LIST_STALE_TIME_MS,
        gcTime: CACHE_GC_TIME_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
