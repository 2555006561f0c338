import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { SearchAnswer } from '../../../domain/search/jump-search.ts';

/** Jump to's one call (proposed GET /ui/v1/search): the matches of `q` by kind, scoped by the server. */
export async function searchEverything(
  api: ApiClient,
  q: string,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  return unwrap(api.GET('/ui/v1/search', { params: { query: { q } }, signal }));
}

export const searchEverythingQueryOptions = (api: ApiClient, q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchEverything(api, q, signal),
    // What was found a minute ago is still worth showing while a person types on.
    staleTime: 60_000,
  });

/** The answer for `q` ('' asks nothing); while the next answer loads, the last one stays (no flicker). */
export function useSearchEverything(q: string): QueryState<SearchAnswer> & { readonly stale: boolean } {
  const query = useQuery({
    ...searchEverythingQueryOptions(useApiClient(), q),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
  return { ...toQueryState(query), stale: query.isPlaceholderData };
}
