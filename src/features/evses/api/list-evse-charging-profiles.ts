import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { ChargingProfile } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';

/** The charger's charging profiles (proposed call GET /ui/v1/evses/{evseUuid}/charging-profiles). */
export async function listEvseChargingProfiles(
  api: ApiClient,
  evseUuid: string,
): Promise<readonly ChargingProfile[]> {
  const data = await unwrap(
    api.GET('/ui/v1/evses/{evseUuid}/charging-profiles', { params: { path: { evseUuid } } }),
  );
  return data.profiles;
}

export const evseChargingProfilesQueryOptions = (api: ApiClient, evseUuid: string) =>
  queryOptions({
    queryKey: [...evseKeysRoot(), 'profiles', evseUuid],
    queryFn: () => listEvseChargingProfiles(api, evseUuid),
  });

export function useEvseChargingProfiles(evseUuid: string): QueryState<readonly ChargingProfile[]> {
  return toQueryState(useQuery(evseChargingProfilesQueryOptions(useApiClient(), evseUuid)));
}
