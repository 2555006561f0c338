import { useCallback, useEffect, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../app/use-api-client.ts';

export type Fleet = components['schemas']['Fleet'];

export type FleetsState =
  | { readonly status: 'loading'; readonly fleets: null; readonly error: null; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly fleets: readonly Fleet[];
      readonly error: null;
      readonly retry: () => void;
    }
  | { readonly status: 'error'; readonly fleets: null; readonly error: ApiError; readonly retry: () => void };

const MAX_AGE_MS = 5 * 60_000;
// Every sites list needs the fleets (filter options, uuids for the server query): one request serves them all.
let held: { api: ApiClient; at: number; promise: Promise<Fleet[]> } | null = null;

function fleetsOf(api: ApiClient): Promise<Fleet[]> {
  if (held !== null && held.api === api && Date.now() - held.at <= MAX_AGE_MS) return held.promise;
  const promise = unwrap(api.GET('/ui/v1/sites/fleets')).then((data) =>
    Array.isArray(data.fleets) ? data.fleets : [],
  );
  const entry = { api, at: Date.now(), promise };
  held = entry;
  promise.catch(() => {
    if (held === entry) held = null;
  });
  return promise;
}

export function forgetFleets(): void {
  held = null;
}

/** Every fleet (GET /ui/v1/sites/fleets). */
export function useFleets(): FleetsState {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ attempt: number; fleets?: Fleet[]; error?: ApiError } | null>(null);
  useEffect(() => {
    let live = true;
    fleetsOf(api).then(
      (fleets) => {
        if (live) setResult({ attempt, fleets });
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
    forgetFleets();
    setAttempt((n) => n + 1);
  }, []);
  if (result === null || result.attempt !== attempt)
    return { status: 'loading', fleets: null, error: null, retry };
  if (result.error !== undefined) return { status: 'error', fleets: null, error: result.error, retry };
  return { status: 'ready', fleets: result.fleets ?? [], error: null, retry };
}
