import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { GatewayDetail } from '../../../domain/gateways/gateway-types.ts';
import { gatewayKeysRoot } from '../../../api/query-keys.ts';

/** One gateway with its devices, chargers and unregistered charge points (GET /ui/v1/gateways/{…}/{…}). */
export async function getGateway(
  api: ApiClient,
  hemsLogicalId: string,
  hemGatewayId: string,
): Promise<GatewayDetail> {
  return unwrap(
    api.GET('/ui/v1/gateways/{hemsLogicalId}/{hemGatewayId}', {
      params: { path: { hemsLogicalId, hemGatewayId } },
    }),
  );
}

export const gatewayQueryOptions = (api: ApiClient, hemsLogicalId: string, hemGatewayId: string) =>
  queryOptions({
    queryKey: [...gatewayKeysRoot(), 'detail', hemsLogicalId, hemGatewayId],
    queryFn: () => getGateway(api, hemsLogicalId, hemGatewayId),
  });

export function useGateway(hemsLogicalId: string, hemGatewayId: string): QueryState<GatewayDetail> {
  return toQueryState(useQuery(gatewayQueryOptions(useApiClient(), hemsLogicalId, hemGatewayId)));
}
