import { useCallback, useEffect, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../app/use-api-client.ts';

export type HemsProvider = components['schemas']['HemsProvider'];

export type HemsProvidersState =
  | { readonly status: 'loading'; readonly providers: null; readonly error: null; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly providers: readonly HemsProvider[];
      readonly error: null;
      readonly retry: () => void;
    }
  | {
      readonly status: 'error';
      readonly providers: null;
      readonly error: ApiError;
      readonly retry: () => void;
    };

const MAX_AGE_MS = 5 * 60_000;
// One request per client shared by every screen that needs the providers (the list, titles, a fleet's sites).
let held: { api: ApiClient; at: number; promise: Promise<HemsProvider[]> } | null = null;

function providersOf(api: ApiClient): Promise<HemsProvider[]> {
  if (held !== null && held.api === api && Date.now() - held.at <= MAX_AGE_MS) return held.promise;
  const promise = unwrap(api.GET('/ui/v1/hems-providers')).then((data) =>
    Array.isArray(data.providers) ? data.providers : [],
  );
  const entry = { api, at: Date.now(), promise };
  held = entry;
  // A failure is not kept: the next screen (or Try again) asks again.
  promise.catch(() => {
    if (held === entry) held = null;
  });
  return promise;
}

export function forgetHemsProviders(): void {
  held = null;
}

/** The HEMS providers (proposed call GET /ui/v1/hems-providers) with their site and installation counts. */
export function useHemsProviders(): HemsProvidersState {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    attempt: number;
    providers?: HemsProvider[];
    error?: ApiError;
  } | null>(null);
  useEffect(() => {
    let live = true;
    providersOf(api).then(
      (providers) => {
        if (live) setResult({ attempt, providers });
      },
      (error: unknown) => {
        if (live) setResult({ attempt, error: isApiError(error) ? error : noResponseError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => {
    forgetHemsProviders();
    setAttempt((n) => n + 1);
  }, []);
  if (result === null || result.attempt !== attempt)
    return { status: 'loading', providers: null, error: null, retry };
  if (result.error !== undefined) return { status: 'error', providers: null, error: result.error, retry };
  return { status: 'ready', providers: result.providers ?? [], error: null, retry };
}
