// The day-ahead price call (proposed GET /ui/v1/pricing/day-ahead/{zone}): one delivery day of a bidding zone in
// 15-minute slots, or "not yet published" with the expected time. Shared: the pricing screen and the smart charging
// planner read prices through this file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type DayAheadPrices = components['schemas']['DayAheadPrices'];

export async function getDayAheadPrices(
  api: ApiClient,
  zone: string,
  date: string,
  signal?: AbortSignal,
): Promise<DayAheadPrices> {
  return unwrap(
    api.GET('/ui/v1/pricing/day-ahead/{zone}', { params: { path: { zone }, query: { date } }, signal }),
  );
}

/**
 * A published day never changes; an unpublished one is asked again once its publication time has passed (the
 * screen passes `refetchAt`).
 */
export const dayAheadPricesQueryOptions = (api: ApiClient, zone: string, date: string) =>
  queryOptions({
    queryKey: ['pricing', 'day-ahead', zone, date],
    queryFn: ({ signal }) => getDayAheadPrices(api, zone, date, signal),
  });

export function useDayAheadPrices(zone: string, date: string): QueryState<DayAheadPrices> {
  return toQueryState(
    useQuery({
      ...dayAheadPricesQueryOptions(useApiClient(), zone, date),
      // Until published, look again every 5 minutes: the screen turns from "not yet published" to the prices.
      refetchInterval: (query) => (query.state.data?.published === false ? 5 * 60_000 : false),
    }),
  );
}
