import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';

/** One charger with its connectors, sessions and problems (proposed call GET /ui/v1/evses/{evseUuid}). */
export async function getEvse(api: ApiClient, evseUuid: string): Promise<EvseDetail> {
  return unwrap(api.GET('/ui/v1/evses/{evseUuid}', { params: { path: { evseUuid } } }));
}

export const evseQueryOptions = (api: ApiClient, evseUuid: string) =>
  queryOptions({ queryKey: [...evseKeysRoot(), 'detail', evseUuid], queryFn: () => getEvse(api, evseUuid) });

export type EvseState = QueryState<EvseDetail>;

export function useEvse(evseUuid: string): EvseState {
  return toQueryState(useQuery(evseQueryOptions(useApiClient(), evseUuid)));
}
