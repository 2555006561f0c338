import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type HemsProvider = components['schemas']['HemsProvider'];

/** The HEMS providers with their site and installation counts (proposed call GET /ui/v1/hems-providers). */
export async function getHemsProviders(
  api: ApiClient,
  signal?: AbortSignal,
): Promise<readonly HemsProvider[]> {
  const data = await unwrap(api.GET('/ui/v1/hems-providers', { signal }));
  return data.providers;
}

// One cached answer serves every screen that needs the providers (the list, titles, a fleet's sites).
export const hemsProvidersQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['hems-providers'], queryFn: () => getHemsProviders(api) });

export type HemsProvidersState = QueryState<readonly HemsProvider[]>;

export function useHemsProviders(): HemsProvidersState {
  return toQueryState(useQuery(hemsProvidersQueryOptions(useApiClient())));
}
