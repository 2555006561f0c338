import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { FleetEvseSummary } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';

/** A fleet's charger counts (proposed call GET /ui/v1/fleets/{fleetUuid}/evse-summary). */
export async function getFleetEvseSummary(api: ApiClient, fleetUuid: string): Promise<FleetEvseSummary> {
  const data = await unwrap(
    api.GET('/ui/v1/fleets/{fleetUuid}/evse-summary', { params: { path: { fleetUuid } } }),
  );
  return data;
}

export const fleetEvseSummaryQueryOptions = (api: ApiClient, fleetUuid: string) =>
  queryOptions({
    queryKey: [...evseKeysRoot(), 'fleet-summary', fleetUuid],
    queryFn: () => getFleetEvseSummary(api, fleetUuid),
  });

export function useFleetEvseSummary(fleetUuid: string): QueryState<FleetEvseSummary> {
  return toQueryState(useQuery(fleetEvseSummaryQueryOptions(useApiClient(), fleetUuid)));
}
