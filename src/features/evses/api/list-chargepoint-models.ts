import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { ChargepointModel } from '../../../domain/evse/evse-types.ts';

/** The supported charge-point models (proposed call GET /ui/v1/chargepoint-models): THE list support is judged by. */
export async function listChargepointModels(api: ApiClient): Promise<readonly ChargepointModel[]> {
  const data = await unwrap(api.GET('/ui/v1/chargepoint-models', {}));
  return data.models;
}

// Every charger screen reads the one list: one cached answer serves them all.
export const chargepointModelsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['chargepoint-models'], queryFn: () => listChargepointModels(api) });

export function useChargepointModels(): QueryState<readonly ChargepointModel[]> {
  return toQueryState(useQuery(chargepointModelsQueryOptions(useApiClient())));
}
