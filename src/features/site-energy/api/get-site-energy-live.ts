import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { ApiError } from '../../../api/api-error.ts';
import { asApiError } from '../../../api/query-client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LIVE_POLL_MS } from '../../../domain/energy/live-stream.ts';

export type SiteEnergyLive = components['schemas']['SiteEnergyLive'];

/** A site's latest sample (proposed polling call GET …/energy/live). */
export async function getSiteEnergyLive(
  api: ApiClient,
  subUuid: string,
  signal?: AbortSignal,
): Promise<SiteEnergyLive> {
  return unwrap(
    api.GET('/ui/v1/subscriptions/{subUuid}/energy/live', { params: { path: { subUuid } }, signal }),
  );
}

export interface LiveQuery {
  /** The last sample that arrived (kept on screen while polls fail). */
  readonly data: SiteEnergyLive | undefined;
  readonly updatedAt: number;
  /** The last poll failed (its error), else null. */
  readonly error: ApiError | null;
}

/**
 * Polls every few seconds while the page is visible (TanStack pauses the interval in a hidden tab and asks again when
 * it shows); a failed poll keeps the last sample and the next poll recovers by itself.
 */
export function useSiteEnergyLive(subUuid: string, enabled: boolean, pollMs = LIVE_POLL_MS): LiveQuery {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['site-energy', subUuid, 'live'],
    queryFn: ({ signal }) => getSiteEnergyLive(api, subUuid, signal),
    enabled,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
    staleTime: 0,
  });
  return {
    data: query.data,
    updatedAt: query.dataUpdatedAt,
    error: query.isError ? asApiError(query.error) : null,
  };
}
