import { keepPreviousData } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { EVSES_LIST_MODULE, type EvseServerQuery } from '../../../domain/lists/evses-list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import type { EvsesResponse } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';

/** One page of chargers, narrowed and sorted by the server (proposed call GET /ui/v1/evses). */
export async function listEvses(api: ApiClient, query: EvseServerQuery): Promise<EvsesResponse> {
  const data = await unwrap(api.GET('/ui/v1/evses', { params: { query } }));
  const evses = Array.isArray(data.evses) ? data.evses : [];
  return { ...data, evses };
}

export const evsesQueryOptions = (api: ApiClient, query: EvseServerQuery) =>
  queryOptions({ queryKey: [...evseKeysRoot(), ...listKey(EVSES_LIST_MODULE, query)], queryFn: () => listEvses(api, query) });

export type EvsesState = QueryState<EvsesResponse>;

/**
 * The page on screen; while the next page or filter loads, the rows before it stay (marked as refreshing). Not
 * `enabled` while the request cannot be said yet (chosen fleets whose uuids are still loading).
 */
export function useEvses(query: EvseServerQuery, enabled = true): EvsesState {
  return toQueryState(
    useQuery({ ...evsesQueryOptions(useApiClient(), query), placeholderData: keepPreviousData, enabled }),
  );
}
