import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NO_RESPONSE_STATUS } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { profileKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type Profile = components['schemas']['Profile'];
export type StaffPerson = components['schemas']['StaffPerson'];

/** The signed-in person, their permissions and navigation items (GET /ui/v1/profile; `person` proposed). */
export async function getProfile(api: ApiClient, signal?: AbortSignal): Promise<Profile> {
  const profile = await unwrap(api.GET('/ui/v1/profile', { signal }));
  // An answer without its two lists is not a profile: a failure, so the stored permissions stay in force.
  if (!Array.isArray(profile?.permissions) || !Array.isArray(profile?.navItems)) {
    throw new ApiError({ status: NO_RESPONSE_STATUS, message: 'The profile answer could not be read' });
  }
  return profile;
}

/** Read once when the app (the shell) loads; the identity lives here, in the query cache, never in storage. */
export const profileQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: [...profileKeysRoot()],
    // No abort signal: the shell may mount twice while its lazy routes are added, and a cancelled first read would
    // be asked again; without one, the second mount shares the first read.
    queryFn: () => getProfile(api),
    staleTime: Infinity,
  });

export function useProfile(): QueryState<Profile> {
  return toQueryState(useQuery(profileQueryOptions(useApiClient())));
}
