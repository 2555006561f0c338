import { keepPreviousData } from '@tanstack/react-query';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import {
  EVSES_LIST_MODULE,
  YOUR_EVSES_LIST_MODULE,
  type EvseServerQuery,
} from '../../../domain/evse/evses.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import type { EvsesResponse } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';

/**
 * Which chargers a charger list asks for: every charger (GET /ui/v1/evses, `listEvses`) or the signed-in
 * salesperson's customers' (GET /ui/v1/sales/evses, `listYourEvses`). Same parameters and answer.
 */
export type EvseListSource = 'all' | 'yours';

const MODULES = { all: EVSES_LIST_MODULE, yours: YOUR_EVSES_LIST_MODULE } as const;

/** One page of chargers, narrowed and sorted by the server (proposed calls GET /ui/v1/evses, /ui/v1/sales/evses). */
export async function listEvses(
  api: ApiClient,
  query: EvseServerQuery,
  source: EvseListSource = 'all',
): Promise<EvsesResponse> {
  const data = await unwrap(
    source === 'yours'
      ? api.GET('/ui/v1/sales/evses', { params: { query } })
      : api.GET('/ui/v1/evses', { params: { query } }),
  );
  return data;
}

export const evsesQueryOptions = (api: ApiClient, query: EvseServerQuery, source: EvseListSource = 'all') =>
  // The list module's name tells the two sources apart (each has its own endpoint and filters).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- MODULES[source] is in the key
  queryOptions({
    queryKey: [...evseKeysRoot(), ...listKey(MODULES[source], query)],
    queryFn: () => listEvses(api, query, source),
  });

export type EvsesState = QueryState<EvsesResponse>;

/**
 * The page on screen; while the next page or filter loads, the rows before it stay (marked as refreshing). Not
 * `enabled` while the request cannot be said yet (chosen fleets whose uuids are still loading).
 */
export function useEvses(query: EvseServerQuery, enabled = true, source: EvseListSource = 'all'): EvsesState {
  return toQueryState(
    useQuery({
      ...evsesQueryOptions(useApiClient(), query, source),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
