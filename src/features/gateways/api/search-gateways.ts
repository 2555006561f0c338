import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { paths } from '../../../api/schema.gen.ts';
import { gatewayKeysRoot } from '../../../api/query-keys.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { GATEWAYS_LIST_MODULE, type GatewaySearchQuery } from '../../../domain/gateways/gateways.list.ts';

export type { GatewaySearchQuery };

export type GatewaysPage = paths['/ui/v1/gateways']['get']['responses'][200]['content']['application/json'];

/** One page of the gateways matching a search (proposed call GET /ui/v1/gateways). */
export async function searchGateways(api: ApiClient, query: GatewaySearchQuery): Promise<GatewaysPage> {
  const data = await unwrap(api.GET('/ui/v1/gateways', { params: { query } }));
  return data;
}

export const gatewaySearchQueryOptions = (api: ApiClient, query: GatewaySearchQuery) =>
  queryOptions({
    queryKey: [...gatewayKeysRoot(), ...listKey(GATEWAYS_LIST_MODULE, query)],
    queryFn: () => searchGateways(api, query),
  });

/** The page on screen; while the next page or search loads, the rows before it stay. */
export function useGatewaySearch(query: GatewaySearchQuery): QueryState<GatewaysPage> {
  return toQueryState(
    useQuery({ ...gatewaySearchQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}
