import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { fleetName } from '../../../domain/sites/fleets-str.ts';

/** Every fleet (seed call GET /ui/v1/sites/fleets). */
export async function getFleets(api: ApiClient, signal?: AbortSignal): Promise<readonly Fleet[]> {
  const data = await unwrap(api.GET('/ui/v1/sites/fleets', { signal }));
  return data.fleets;
}

// Every sites list needs the fleets (filter options, uuids for the server query): one cached answer serves them all.
export const fleetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['fleets'], queryFn: () => getFleets(api) });

export type FleetsState = QueryState<readonly Fleet[]>;

export function useFleets(): FleetsState {
  return toQueryState(useQuery(fleetsQueryOptions(useApiClient())));
}

/**
 * A fleet's name for a title or a breadcrumb: from the fleets the portal already holds (every sites list and fleet
 * page loads them), never asked again while held; undefined until known or for an unknown uuid.
 */
export function useFleetName(fleetUuid: string): string | undefined {
  const fleets = useQuery({ ...fleetsQueryOptions(useApiClient()), staleTime: Infinity });
  const fleet = fleets.data?.find((candidate) => candidate.uuid === fleetUuid);
  return fleet === undefined ? undefined : fleetName(fleet);
}
