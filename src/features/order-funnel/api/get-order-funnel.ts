import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { FunnelView } from '../../../domain/sales/funnel-view.ts';

export type OrderFunnel = components['schemas']['OrderFunnelResponse'];

/** The funnel of a period and channel and of the period before (proposed call GET /ui/v1/sales/order-funnel). */
export async function getOrderFunnel(
  api: ApiClient,
  view: FunnelView,
  signal?: AbortSignal,
): Promise<OrderFunnel> {
  const query = { period: view.period, ...(view.channel === null ? {} : { channel: view.channel }) };
  return unwrap(api.GET('/ui/v1/sales/order-funnel', { params: { query }, signal }));
}

export const orderFunnelQueryOptions = (api: ApiClient, { period, channel }: FunnelView) =>
  queryOptions({
    queryKey: ['sales', 'order-funnel', period, channel ?? 'all'],
    queryFn: ({ signal }) => getOrderFunnel(api, { period, channel }, signal),
  });

export function useOrderFunnel(view: FunnelView): QueryState<OrderFunnel> {
  return toQueryState(
    useQuery({ ...orderFunnelQueryOptions(useApiClient(), view), placeholderData: keepPreviousData }),
  );
}
