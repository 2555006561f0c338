import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { knownTimeZone } from '../../../domain/format/zoned-time.ts';

export type SiteTelemetry = components['schemas']['SiteTelemetry'];

/** A site's samples of its last reported day (proposed call GET …/energy/telemetry). */
export async function getSiteTelemetry(
  api: ApiClient,
  subUuid: string,
  signal?: AbortSignal,
): Promise<SiteTelemetry> {
  const answer = await unwrap(
    api.GET('/ui/v1/subscriptions/{subUuid}/energy/telemetry', { params: { path: { subUuid } }, signal }),
  );
  return { ...answer, timeZone: knownTimeZone(answer.timeZone) };
}

export const siteTelemetryQueryOptions = (api: ApiClient, subUuid: string) =>
  queryOptions({
    queryKey: ['site-energy', subUuid, 'telemetry'],
    queryFn: ({ signal }) => getSiteTelemetry(api, subUuid, signal),
    // A day of 10-second samples is large: ask again only when staff open the tab a minute later.
    staleTime: 60_000,
  });

/** `enabled` stays false until the site's subscription token is stored, so the call carries it. */
export function useSiteTelemetry(subUuid: string, enabled: boolean): QueryState<SiteTelemetry> {
  return toQueryState(useQuery({ ...siteTelemetryQueryOptions(useApiClient(), subUuid), enabled }));
}
