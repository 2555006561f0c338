import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EnergyRange } from '../../../domain/energy/energy-range.ts';
import { knownTimeZone } from '../../../domain/format/zoned-time.ts';

export type SiteEnergyHistory = components['schemas']['SiteEnergyHistory'];

/** A site's energy over a range, aggregated by the API (proposed call GET …/energy/history). */
export async function getSiteEnergyHistory(
  api: ApiClient,
  subUuid: string,
  range: EnergyRange,
  start: string,
  signal?: AbortSignal,
): Promise<SiteEnergyHistory> {
  const answer = await unwrap(
    api.GET('/ui/v1/subscriptions/{subUuid}/energy/history', {
      params: { path: { subUuid }, query: { range, start } },
      signal,
    }),
  );
  return { ...answer, timeZone: knownTimeZone(answer.timeZone) };
}

export const siteEnergyHistoryQueryOptions = (
  api: ApiClient,
  subUuid: string,
  range: EnergyRange,
  start: string,
) =>
  queryOptions({
    queryKey: ['site-energy', subUuid, 'history', range, start],
    queryFn: ({ signal }) => getSiteEnergyHistory(api, subUuid, range, start, signal),
  });

/** The history of one range; while another range loads, the previous one stays on screen. */
export function useSiteEnergyHistory(
  subUuid: string,
  range: EnergyRange,
  start: string,
  enabled: boolean,
): QueryState<SiteEnergyHistory> {
  return toQueryState(
    useQuery({
      ...siteEnergyHistoryQueryOptions(useApiClient(), subUuid, range, start),
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
