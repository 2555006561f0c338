import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type GridFeeZone = components['schemas']['GridFeeZone'];

/** The §14a EnWG module-3 windows (proposed call GET /ui/v1/pricing/grid-fee-zones). */
export async function listGridFeeZones(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<readonly GridFeeZone[]> {
  const data = await unwrap(api.GET('/ui/v1/pricing/grid-fee-zones', { signal }));
  return data.zones;
}

export const gridFeeZonesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['pricing', 'grid-fee-zones'],
    queryFn: ({ signal }) => listGridFeeZones(api, signal),
  });

export function useGridFeeZones(): QueryState<readonly GridFeeZone[]> {
  return toQueryState(useQuery(gridFeeZonesQueryOptions(useApiClient())));
}
