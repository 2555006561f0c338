import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { VPP_LIST_MODULE } from '../../../domain/vpp/vpp.list.ts';
import type { VppSitesQuery } from '../../../domain/vpp/vpp-query.ts';
import { vppKeysRoot } from './vpp-keys.ts';

export type VppSite = components['schemas']['VppSite'];
export type VppSitesResponse = components['schemas']['VppSitesResponse'];

/** One page of the sites with their VPP enrolment, narrowed by the server (proposed call GET /ui/v1/vpp/sites). */
export async function listVppSites(api: ApiClient, query: VppSitesQuery): Promise<VppSitesResponse> {
  const data = await unwrap(api.GET('/ui/v1/vpp/sites', { params: { query } }));
  return {
    ...data,
    sites: data.sites,
    // The TSO filter's choices: each once, whatever the answer repeats.
    tsos: Array.isArray(data.tsos) ? [...new Set(data.tsos)] : [],
  };
}

export const vppSitesQueryOptions = (api: ApiClient, query: VppSitesQuery) =>
  queryOptions({
    queryKey: [...vppKeysRoot(), ...listKey(VPP_LIST_MODULE, query)],
    queryFn: () => listVppSites(api, query),
  });

/** The page on screen; the rows before stay (refreshing) while the next page or filter loads. */
export function useVppSites(query: VppSitesQuery): QueryState<VppSitesResponse> {
  return toQueryState(
    useQuery({ ...vppSitesQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}
