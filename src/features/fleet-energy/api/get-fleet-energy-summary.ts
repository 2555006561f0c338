import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type FleetEnergySummary = components['schemas']['FleetEnergySummary'];

/** A fleet's sites counted by the API (proposed call GET /ui/v1/fleets/{fleetUuid}/energy-summary). */
export async function getFleetEnergySummary(
  api: ApiClient,
  fleetUuid: string,
  signal?: AbortSignal,
): Promise<FleetEnergySummary> {
  return unwrap(
    api.GET('/ui/v1/fleets/{fleetUuid}/energy-summary', { params: { path: { fleetUuid } }, signal }),
  );
}

export const fleetEnergySummaryQueryOptions = (api: ApiClient, fleetUuid: string) =>
  queryOptions({
    queryKey: ['fleet-energy', fleetUuid, 'summary'],
    queryFn: ({ signal }) => getFleetEnergySummary(api, fleetUuid, signal),
  });

export function useFleetEnergySummary(fleetUuid: string): QueryState<FleetEnergySummary> {
  return toQueryState(useQuery(fleetEnergySummaryQueryOptions(useApiClient(), fleetUuid)));
}
