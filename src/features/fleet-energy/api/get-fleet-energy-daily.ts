import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { knownTimeZone } from '../../../domain/format/zoned-time.ts';

export type FleetEnergyDaily = components['schemas']['FleetEnergyDaily'];

/** A fleet's energy per day over the last `days` complete days (proposed call GET …/energy/daily). */
export async function getFleetEnergyDaily(
  api: ApiClient,
  fleetUuid: string,
  days: number,
  signal?: AbortSignal,
): Promise<FleetEnergyDaily> {
  const answer = await unwrap(
    api.GET('/ui/v1/fleets/{fleetUuid}/energy/daily', {
      params: { path: { fleetUuid }, query: { days } },
      signal,
    }),
  );
  // A zone the browser does not know would make every day's date throw: UTC then, as the site's energy calls do.
  return { ...answer, timeZone: knownTimeZone(answer.timeZone) };
}

export const fleetEnergyDailyQueryOptions = (api: ApiClient, fleetUuid: string, days: number) =>
  queryOptions({
    queryKey: ['fleet-energy', fleetUuid, 'daily', days],
    queryFn: ({ signal }) => getFleetEnergyDaily(api, fleetUuid, days, signal),
  });

/** The days of one range; while another range loads, the previous one stays on screen. */
export function useFleetEnergyDaily(fleetUuid: string, days: number): QueryState<FleetEnergyDaily> {
  return toQueryState(
    useQuery({
      ...fleetEnergyDailyQueryOptions(useApiClient(), fleetUuid, days),
      placeholderData: keepPreviousData,
    }),
  );
}
