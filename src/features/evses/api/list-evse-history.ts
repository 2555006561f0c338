import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { asApiError } from '../../../api/query-client.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseEvent, EvseHistoryPage } from '../../../domain/evse/evse-types.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';
import {
  EVSE_HISTORY_LIST_MODULE,
  type EvseHistoryWireQuery,
} from '../../../domain/evse/evse-history.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';

export type EvseHistoryQuery = Omit<EvseHistoryWireQuery, 'cursor'>;

/** One page of the charger's log, newest first (proposed call GET /ui/v1/evses/{evseUuid}/history). */
export async function listEvseHistory(
  api: ApiClient,
  evseUuid: string,
  query: EvseHistoryQuery,
  cursor?: string,
): Promise<EvseHistoryPage> {
  const data = await unwrap(
    api.GET('/ui/v1/evses/{evseUuid}/history', {
      params: { path: { evseUuid }, query: cursor === undefined ? query : { ...query, cursor } },
    }),
  );
  return data;
}

export const evseHistoryKey = (evseUuid: string, query: EvseHistoryQuery) => {
  const [name, request] = listKey(EVSE_HISTORY_LIST_MODULE, query);
  return [...evseKeysRoot(), name, evseUuid, request] as const;
};

export interface EvseHistoryState {
  readonly status: 'loading' | 'ready' | 'error';
  readonly pages: readonly (readonly EvseEvent[])[];
  readonly error: ApiError | null;
  readonly hasOlder: boolean;
  readonly loadingOlder: boolean;
  /** The error of the last "Load older", while the pages before it stay. */
  readonly olderError: ApiError | null;
  readonly loadOlder: () => void;
  readonly retry: () => void;
  readonly refreshing: boolean;
  readonly updatedAt: number;
  readonly refresh: () => void;
}

/** The log as pages fetched so far ("Load older" asks for the next cursor). */
export function useEvseHistory(evseUuid: string, query: EvseHistoryQuery): EvseHistoryState {
  const api = useApiClient();
  const result = useInfiniteQuery<
    EvseHistoryPage,
    Error,
    InfiniteData<EvseHistoryPage, string | undefined>,
    ReturnType<typeof evseHistoryKey>,
    string | undefined
  >({
    queryKey: evseHistoryKey(evseUuid, query),
    queryFn: ({ pageParam }) => listEvseHistory(api, evseUuid, query, pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
  const pages = result.data?.pages.map((page) => page.events) ?? [];
  const failedFirst = result.isError && result.data === undefined;
  return {
    status: failedFirst ? 'error' : result.data === undefined ? 'loading' : 'ready',
    pages,
    error: failedFirst ? asApiError(result.error) : null,
    hasOlder: result.hasNextPage,
    loadingOlder: result.isFetchingNextPage,
    olderError: result.isFetchNextPageError ? asApiError(result.error) : null,
    loadOlder: () => void result.fetchNextPage(),
    retry: () => void result.refetch(),
    refreshing: result.isFetching && !result.isFetchingNextPage,
    updatedAt: result.dataUpdatedAt,
    refresh: () => void result.refetch(),
  };
}
