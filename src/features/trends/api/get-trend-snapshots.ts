import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type TrendSnapshots = components['schemas']['TrendSnapshots'];

/** The daily snapshots of a range (proposed call GET /ui/v1/trends/daily; ranged and capped by the server). */
export async function getTrendSnapshots(
  api: ApiClient,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<TrendSnapshots> {
  return unwrap(api.GET('/ui/v1/trends/daily', { params: { query: { from, to } }, signal }));
}

export const trendSnapshotsQueryOptions = (api: ApiClient, from: string, to: string) =>
  queryOptions({
    queryKey: ['trends', 'daily', from, to],
    queryFn: ({ signal }) => getTrendSnapshots(api, from, to, signal),
  });

export function useTrendSnapshots(from: string, to: string): QueryState<TrendSnapshots> {
  return toQueryState(
    useQuery({ ...trendSnapshotsQueryOptions(useApiClient(), from, to), placeholderData: keepPreviousData }),
  );
}
