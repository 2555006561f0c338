import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { isApiKey } from '../../../domain/api-docs/api-keys.ts';

export type OpenApiDocument = components['schemas']['OpenApiDocument'];

const NOT_FOUND = 404;

/** One API's OpenAPI document (proposed call); 404 when there is none for the key. */
export async function getApiDoc(
  api: ApiClient,
  apiKey: string,
  signal?: AbortSignal,
): Promise<OpenApiDocument> {
  try {
    return await unwrap(api.GET('/ui/v1/docs/schemas/{apiKey}', { params: { path: { apiKey } }, signal }));
  } catch (error) {
    if (!signal?.aborted && (!isApiError(error) || error.status !== NOT_FOUND))
      console.warn(`The API documentation "${apiKey}" could not be loaded.`, error);
    throw error;
  }
}

export const apiDocQueryOptions = (api: ApiClient, apiKey: string) =>
  queryOptions({
    queryKey: ['api-doc', apiKey],
    queryFn: () => getApiDoc(api, apiKey),
    // Documents change with deployments, not while someone reads them.
    staleTime: Infinity,
  });

export type ApiDocLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly document: OpenApiDocument }
  /** No document for this key: the API answered 404, or the key cannot be one. */
  | { readonly status: 'missing' }
  | { readonly status: 'failed'; readonly message: string };

export function useApiDoc(apiKey: string): ApiDocLoad {
  const valid = isApiKey(apiKey);
  const load = toQueryState(useQuery({ ...apiDocQueryOptions(useApiClient(), apiKey), enabled: valid }));
  if (!valid) return { status: 'missing' };
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'loaded', document: load.data };
  return load.error.status === NOT_FOUND
    ? { status: 'missing' }
    : { status: 'failed', message: load.error.message };
}
