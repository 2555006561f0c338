import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { knownTimeZone } from '../../../domain/format/zoned-time.ts';

export type SiteEnergyAssets = components['schemas']['SiteEnergyAssets'];

/** A site's energy assets and time zone (proposed call GET /ui/v1/subscriptions/{subUuid}/energy/assets). */
export async function getSiteEnergyAssets(
  api: ApiClient,
  subUuid: string,
  signal?: AbortSignal,
): Promise<SiteEnergyAssets> {
  const answer = await unwrap(
    api.GET('/ui/v1/subscriptions/{subUuid}/energy/assets', { params: { path: { subUuid } }, signal }),
  );
  return { ...answer, timeZone: knownTimeZone(answer.timeZone) };
}

export const siteEnergyAssetsQueryOptions = (api: ApiClient, subUuid: string) =>
  queryOptions({
    queryKey: ['site-energy', subUuid, 'assets'],
    queryFn: ({ signal }) => getSiteEnergyAssets(api, subUuid, signal),
  });

/** `enabled` stays false until the site's subscription token is stored, so the call carries it. */
export function useSiteEnergyAssets(subUuid: string, enabled: boolean): QueryState<SiteEnergyAssets> {
  return toQueryState(useQuery({ ...siteEnergyAssetsQueryOptions(useApiClient(), subUuid), enabled }));
}
