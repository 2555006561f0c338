import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { refetchWhileRunning } from '../../../domain/job-runs/job-run.ts';
import {
  JOB_RUN_LOG_LIST_MODULE,
  type JobRunLogWireQuery,
} from '../../../domain/job-runs/job-run-log.list.ts';
import { JOB_RUNS_LIST_MODULE, type JobRunsWireQuery } from '../../../domain/job-runs/job-runs.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';

export type JobRunsResponse = components['schemas']['JobRunsResponse'];
export type JobRun = components['schemas']['JobRun'];
export type JobRunLogResponse = components['schemas']['JobRunLogResponse'];
export type JobRunLogLine = JobRunLogResponse['lines'][number];

const jobRunsRoot = () => ['job-runs'] as const;

/** One page of runs (proposed call GET /ui/v1/job-runs). */
export async function listJobRuns(api: ApiClient, query: JobRunsWireQuery): Promise<JobRunsResponse> {
  const data = await unwrap(api.GET('/ui/v1/job-runs', { params: { query } }));
  return data;
}

export const jobRunsQueryOptions = (api: ApiClient, query: JobRunsWireQuery) =>
  queryOptions({
    queryKey: [...jobRunsRoot(), ...listKey(JOB_RUNS_LIST_MODULE, query)],
    queryFn: () => listJobRuns(api, query),
  });

/** The page on screen; it refetches while one of its runs is running, and only then. */
export function useJobRuns(query: JobRunsWireQuery): QueryState<JobRunsResponse> {
  return toQueryState(
    useQuery({
      ...jobRunsQueryOptions(useApiClient(), query),
      placeholderData: keepPreviousData,
      refetchInterval: (current) => refetchWhileRunning(current.state.data?.runs),
    }),
  );
}

export const jobRunQueryOptions = (api: ApiClient, runId: string) =>
  queryOptions({
    queryKey: [...jobRunsRoot(), 'run', runId],
    queryFn: () => unwrap(api.GET('/ui/v1/job-runs/{runId}', { params: { path: { runId } } })),
  });

/** One run; while it runs it refetches. */
export function useJobRun(runId: string): QueryState<JobRun> {
  return toQueryState(
    useQuery({
      ...jobRunQueryOptions(useApiClient(), runId),
      refetchInterval: (current) =>
        refetchWhileRunning(current.state.data ? [current.state.data] : undefined),
    }),
  );
}

export const jobRunLogQueryOptions = (api: ApiClient, runId: string, query: JobRunLogWireQuery) =>
  queryOptions({
    queryKey: [...jobRunsRoot(), 'log', runId, ...listKey(JOB_RUN_LOG_LIST_MODULE, query)],
    queryFn: async (): Promise<JobRunLogResponse> => {
      const data = await unwrap(
        api.GET('/ui/v1/job-runs/{runId}/log', { params: { path: { runId }, query } }),
      );
      return data;
    },
  });

/** A page of a run's log; it grows while the run is running (`running`: refetch, only then). */
export function useJobRunLog(
  runId: string,
  query: JobRunLogWireQuery,
  running: boolean,
): QueryState<JobRunLogResponse> {
  return toQueryState(
    useQuery({
      ...jobRunLogQueryOptions(useApiClient(), runId, query),
      placeholderData: keepPreviousData,
      refetchInterval: running ? refetchWhileRunning([{ state: 'running' }]) : false,
    }),
  );
}
