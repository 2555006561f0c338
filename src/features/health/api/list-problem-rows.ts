import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { problemsKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { deriveFleetsStr } from '../../../domain/sites/fleets-str.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { PROBLEMS_LIST_MODULE } from '../../../domain/problems/problems.list.ts';

/** A problem row as the lists hold it: the wire row plus the derived `fleetsStr` (SPEC §3) the fleet filter reads. */
export type ProblemRow = ProblemWireRow & { readonly fleetsStr: string };
/** A problem row as the call answers it. */
export type ProblemWireRow = components['schemas']['ProblemRow'];
/** The two problem lists of the home page (SPEC §4); EVSE problems have no list of their own. */
export type ProblemsListKind = 'site' | 'installation';

export const PROBLEMS_LIST_KINDS: readonly ProblemsListKind[] = ['site', 'installation'];

/** listSiteProblems / listInstallationProblems: one row per (site, problem). Throws the call's ApiError. */
export async function listProblemRows(
  api: ApiClient,
  list: ProblemsListKind,
  signal?: AbortSignal,
): Promise<readonly ProblemRow[]> {
  const call =
    list === 'site'
      ? api.GET('/ui/v1/problems/sites', { signal })
      : api.GET('/ui/v1/problems/installations', { signal });
  const { rows } = await unwrap(call);
  return rows.map((row) => ({ ...row, fleetsStr: deriveFleetsStr(row.fleets) }));
}

export const problemRowsQueryOptions = (api: ApiClient, list: ProblemsListKind) =>
  queryOptions({
    queryKey: [...problemsKeysRoot(), list, ...listKey(PROBLEMS_LIST_MODULE, {})],
    queryFn: () => listProblemRows(api, list),
  });

export type ProblemRowsState =
  | { readonly status: 'idle' }
  /** `retrying`: the first failure the cache retries by itself (a 429 waits its Retry-After), else null. */
  | { readonly status: 'loading'; readonly retrying: ApiError | null }
  | { readonly status: 'loaded'; readonly rows: readonly ProblemRow[] }
  | { readonly status: 'failed'; readonly error: ApiError };

export interface ProblemRows {
  readonly state: ProblemRowsState;
  /** Loads the list again (after a failure, or to refresh it). */
  readonly retry: () => void;
  /** A request for the list is under way. */
  readonly refreshing: boolean;
  /** When the rows on screen arrived (ms since epoch); 0 while there are none. */
  readonly updatedAt: number;
}

/**
 * One problem list, loaded while `enabled` and kept in the cache afterwards: going from the overview to a
 * drill-down and back shows it at once.
 */
export function useProblemRows(list: ProblemsListKind, enabled: boolean): ProblemRows {
  const query = toQueryState(useQuery({ ...problemRowsQueryOptions(useApiClient(), list), enabled }));
  const { status, data, error, retry, refreshing, updatedAt, retrying } = query;
  // Memoised, so a screen can key derived data (options, filtered rows) on the state object.
  const state = useMemo<ProblemRowsState>(() => {
    if (status === 'ready') return { status: 'loaded', rows: data };
    if (status === 'error') return { status: 'failed', error };
    return enabled || refreshing ? { status: 'loading', retrying } : { status: 'idle' };
  }, [status, data, error, enabled, refreshing, retrying]);
  return useMemo(() => ({ state, retry, refreshing, updatedAt }), [state, retry, refreshing, updatedAt]);
}
