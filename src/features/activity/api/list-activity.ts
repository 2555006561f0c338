import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { components } from '../../../api/schema.gen.ts';
import type { ActivityWireQuery } from '../../../domain/activity/activity.list.ts';
import { ACTIVITY_LIST_MODULE } from '../../../domain/activity/activity.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';

export type ActivityResponse = components['schemas']['ActivityResponse'];
export type ActivityEntry = components['schemas']['ActivityEntry'];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** One page of the activity log, newest first (proposed call GET /ui/v1/activity). */
export async function listActivity(api: ApiClient, query: ActivityWireQuery): Promise<ActivityResponse> {
  const data = await unwrap(api.GET('/ui/v1/activity', { params: { query } }));
  return {
    ...data,
    entries: data.entries,
    persons: strings(data.persons),
    operations: strings(data.operations),
  };
}

export const activityQueryOptions = (api: ApiClient, query: ActivityWireQuery) =>
  queryOptions({
    queryKey: [...activityKeysRoot(), ...listKey(ACTIVITY_LIST_MODULE, query)],
    queryFn: () => listActivity(api, query),
  });

/** The page on screen; while the next page or filter loads, the rows before it stay. */
export function useActivity(query: ActivityWireQuery): QueryState<ActivityResponse> {
  return toQueryState(
    useQuery({ ...activityQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}
