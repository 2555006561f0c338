import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { apiKeysFor, type ApiDocsScope } from '../../../domain/api-docs/api-keys.ts';

/** The keys of the APIs that have documentation (seed call `GET /ui/v1/docs/schemas`). */
export async function getApiDocKeys(api: ApiClient, signal?: AbortSignal): Promise<readonly unknown[]> {
  try {
    const data = await unwrap(api.GET('/ui/v1/docs/schemas', { signal }));
    return data.apiKeys;
  } catch (error) {
    // SPEC §8: the error is logged and the list is empty, so the empty message shows.
    if (!signal?.aborted) console.warn('The list of API documentation could not be loaded.', error);
    throw error;
  }
}

export const apiDocKeysQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['api-doc-keys'], queryFn: () => getApiDocKeys(api) });

export interface ApiDocKeys {
  readonly loading: boolean;
  /** The keys this page offers; empty after a failed load (SPEC §8). */
  readonly keys: readonly string[];
}

export function useApiDocKeys(scope: ApiDocsScope): ApiDocKeys {
  const query = useQuery(apiDocKeysQueryOptions(useApiClient()));
  return { loading: query.isPending && query.isFetching, keys: apiKeysFor(scope, query.data ?? []) };
}
