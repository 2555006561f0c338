import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../api/api-error.ts';
import type { ApiClient } from '../api/client.ts';
import { useApiClient } from '../api/use-api-client.ts';

export type ApiLoadState<T> =
  | { readonly status: 'loading'; readonly data: null; readonly error: null }
  | { readonly status: 'ready'; readonly data: T; readonly error: null }
  | { readonly status: 'error'; readonly data: null; readonly error: ApiError };

export type ApiLoad<T> = ApiLoadState<T> & {
  /** Loads the current key again; the state is 'loading' until that load settles. */
  readonly retry: () => void;
};

/** An ApiLoad with `data` under the name its screens read (`fleets`, `providers` …). */
export type ApiLoadAs<K extends string, T> =
  ApiLoad<T> extends infer S
    ? S extends { data: infer D }
      ? Omit<S, 'data'> & { readonly [P in K]: D }
      : never
    : never;

export function renameData<K extends string, T>(load: ApiLoad<T>, name: K): ApiLoadAs<K, T> {
  const { data, ...rest } = load;
  // The spread loses the link between `status` and `data` that the union type states; the values keep it.
  return { ...rest, [name]: data } as ApiLoadAs<K, T>;
}

export interface ApiLoadOptions {
  /** Runs before a retry's load, e.g. to drop a held answer. */
  readonly onRetry?: () => void;
  /** Told of every failed load that was still wanted (not of cancelled ones), with what was thrown. */
  readonly onError?: (error: unknown) => void;
}

type Settled<T> =
  | { readonly for: string; readonly ok: true; readonly data: T }
  | { readonly for: string; readonly ok: false; readonly error: ApiError };

const LOADING = { status: 'loading', data: null, error: null } as const;

/**
 * Loads `load(api, signal)` once per `key` (null: nothing to load yet, the state stays 'loading'). A new key or a
 * retry shows 'loading' at once instead of the previous answer; leaving the screen or a new key aborts the load and
 * ignores whatever it still answers. Failures become ApiError (status 0 when there was no answer).
 *
 * `load` and `options` are read when a load starts, so callers pass plain closures: the key alone decides when to
 * load again.
 */
export function useApiLoad<T>(
  key: string | null,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  options: ApiLoadOptions = {},
): ApiLoad<T> {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const latest = useRef({ load, options });
  // Declared before the loading effect, so a load started in the same commit sees this render's closures.
  useEffect(() => {
    latest.current = { load, options };
  });

  const request = key === null ? null : `${attempt}\n${key}`;
  useEffect(() => {
    if (request === null) return undefined;
    const controller = new AbortController();
    latest.current.load(api, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ for: request, ok: true, data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        latest.current.options.onError?.(error);
        setSettled({ for: request, ok: false, error: isApiError(error) ? error : noResponseError(error) });
      },
    );
    return () => controller.abort();
  }, [api, request]);

  const retry = useCallback(() => {
    latest.current.options.onRetry?.();
    setAttempt((n) => n + 1);
  }, []);

  if (settled === null || settled.for !== request) return { ...LOADING, retry };
  if (!settled.ok) return { status: 'error', data: null, error: settled.error, retry };
  return { status: 'ready', data: settled.data, error: null, retry };
}
