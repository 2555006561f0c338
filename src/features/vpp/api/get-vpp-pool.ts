import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { vppKeysRoot } from './vpp-keys.ts';

export type VppPool = components['schemas']['VppPool'];

/** The pool by TSO and its totals (proposed call GET /ui/v1/vpp/pool). */
export async function getVppPool(api: ApiClient): Promise<VppPool> {
  const data = await unwrap(api.GET('/ui/v1/vpp/pool', {}));
  return data;
}

export const vppPoolQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: [...vppKeysRoot(), 'pool'], queryFn: () => getVppPool(api) });

export function useVppPool(): QueryState<VppPool> {
  return toQueryState(useQuery(vppPoolQueryOptions(useApiClient())));
}
