import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { EXCHANGE_LIST_MODULE, type ExchangeWireQuery } from '../../../domain/exchange/exchange.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';

export type ExchangeMessagesResponse = components['schemas']['ExchangeMessagesResponse'];
export type ExchangeMessageRow = components['schemas']['ExchangeMessageRow'];
export type ExchangeMessage = components['schemas']['ExchangeMessage'];

/** Every data exchange read: a resend changes the message, its list rows and the overdue count. */
const exchangeRoot = () => ['exchange'] as const;

/** One page of messages (proposed call GET /ui/v1/data-exchange/messages). */
export async function listExchangeMessages(
  api: ApiClient,
  query: ExchangeWireQuery,
): Promise<ExchangeMessagesResponse> {
  const data = await unwrap(api.GET('/ui/v1/data-exchange/messages', { params: { query } }));
  return data;
}

export const exchangeMessagesQueryOptions = (api: ApiClient, query: ExchangeWireQuery) =>
  queryOptions({
    queryKey: [...exchangeRoot(), ...listKey(EXCHANGE_LIST_MODULE, query)],
    queryFn: () => listExchangeMessages(api, query),
  });

/** The page on screen; while the next page or filter loads, the rows before it stay. */
export function useExchangeMessages(query: ExchangeWireQuery): QueryState<ExchangeMessagesResponse> {
  return toQueryState(
    useQuery({ ...exchangeMessagesQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}

export const exchangeMessageQueryOptions = (api: ApiClient, messageId: string) =>
  queryOptions({
    queryKey: [...exchangeRoot(), 'message', messageId],
    queryFn: () =>
      unwrap(api.GET('/ui/v1/data-exchange/messages/{messageId}', { params: { path: { messageId } } })),
  });

export function useExchangeMessage(messageId: string): QueryState<ExchangeMessage> {
  return toQueryState(useQuery(exchangeMessageQueryOptions(useApiClient(), messageId)));
}

/** Resend a rejected or overdue message; then the exchange's reads and the activity log are refreshed. */
export const resendMessageMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<ExchangeMessage, ApiError, string>({
    mutationFn: (messageId) =>
      unwrap(
        api.POST('/ui/v1/data-exchange/messages/{messageId}/resend', { params: { path: { messageId } } }),
      ),
    onSuccess: () => refreshAfterWrite(queryClient, [exchangeRoot(), activityKeysRoot()]),
  });

export function useResendMessage() {
  return useWrite(resendMessageMutationOptions(useApiClient(), useQueryClient()));
}
