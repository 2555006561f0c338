import { useCallback, useEffect, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../../../api/api-error.ts';
import type { ScenarioOperation } from '../api/get-scenario-catalog.ts';

export type CatalogState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; operations: ScenarioOperation[] }
  | { status: 'error'; error: ApiError };

type Result = { attempt: number; operations?: ScenarioOperation[]; error?: ApiError };

/** Loads the catalog once `wanted` turns true (the panel opens) and again on `reload`. */
export function useScenarioCatalog(
  load: () => Promise<ScenarioOperation[]>,
  wanted: boolean,
): { state: CatalogState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  if (wanted && !started) setStarted(true);

  useEffect(() => {
    if (!started) return;
    let live = true;
    load().then(
      (operations) => {
        if (live) setResult({ attempt, operations });
      },
      (error: unknown) => {
        if (live) setResult({ attempt, error: isApiError(error) ? error : noResponseError(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, started, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  let state: CatalogState;
  if (!started) state = { status: 'idle' };
  else if (result === null || result.attempt !== attempt) state = { status: 'loading' };
  else if (result.operations) state = { status: 'ready', operations: result.operations };
  else state = { status: 'error', error: result.error ?? noResponseError(undefined) };
  return { state, reload };
}
