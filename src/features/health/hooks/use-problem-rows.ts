import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, NO_RESPONSE_STATUS } from '../../../api/api-error.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listProblemRows } from '../api/list-problem-rows.ts';
import type { ProblemRow, ProblemsListKind } from '../api/list-problem-rows.ts';

export type ProblemRowsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly rows: readonly ProblemRow[] }
  | { readonly status: 'failed'; readonly error: ApiError };

export interface ProblemRows {
  readonly state: ProblemRowsState;
  /** Loads the list again (after a failure). */
  readonly retry: () => void;
}

interface Settled {
  readonly attempt: number;
  readonly rows?: readonly ProblemRow[];
  readonly error?: ApiError;
}

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError({ message, status: NO_RESPONSE_STATUS });
}

/**
 * One problem list, loaded once while `enabled` and kept afterwards: going from the overview to a drill-down and
 * back does not load it again. `retry` is the only way to load it again.
 *
 * A started load is never abandoned: StrictMode's effect replay and a brief disable must not send the call twice.
 * Each load is numbered, and an answer older than the one already kept is ignored.
 */
export function useProblemRows(list: ProblemsListKind, enabled: boolean): ProblemRows {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const started = useRef(-1);

  useEffect(() => {
    if (!enabled || started.current >= attempt) return;
    started.current = attempt;
    const keep = (next: Settled) =>
      setSettled((prev) => (prev !== null && prev.attempt > next.attempt ? prev : next));
    listProblemRows(api, list).then(
      (rows) => keep({ attempt, rows }),
      (error: unknown) => keep({ attempt, error: asApiError(error) }),
    );
  }, [api, list, enabled, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Memoised, so a screen can key derived data (options, filtered rows) on the state object.
  const state = useMemo<ProblemRowsState>(() => {
    if (settled?.attempt === attempt) {
      return settled.rows
        ? { status: 'loaded', rows: settled.rows }
        : { status: 'failed', error: settled.error ?? asApiError('Unknown error') };
    }
    return enabled ? { status: 'loading' } : { status: 'idle' };
  }, [settled, attempt, enabled]);
  return useMemo(() => ({ state, retry }), [state, retry]);
}
