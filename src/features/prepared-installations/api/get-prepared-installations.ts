import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { PREPARED_LIST_MODULE } from '../../../domain/install/prepared.list.ts';
import {
  toPreparedInstallations,
  type PreparedInstallation,
} from '../../../domain/install/prepared-installation.ts';

/** All prepared installations of one HEMS provider (the proposed list call), mapped to list rows. */
export async function getPreparedInstallations(
  api: ApiClient,
  hemsId: string,
  signal?: AbortSignal,
): Promise<readonly PreparedInstallation[]> {
  try {
    const data = await unwrap(
      api.GET('/ui/v1/installation/prepared/hems/{hemsId}', { params: { path: { hemsId } }, signal }),
    );
    return toPreparedInstallations(data.installations);
  } catch (error) {
    // SPEC §8: users see nothing of it (the list stays unset); developers get the reason in the console.
    if (!signal?.aborted)
      console.warn(`Prepared installations of "${hemsId}" could not be loaded; the list stays unset.`, error);
    throw error;
  }
}

// Keyed by provider, so a change of id shows the loading state again instead of the previous provider's rows.
export const preparedInstallationsQueryOptions = (api: ApiClient, hemsId: string) =>
  queryOptions({
    queryKey: ['prepared-installations', hemsId, ...listKey(PREPARED_LIST_MODULE, {})],
    queryFn: () => getPreparedInstallations(api, hemsId),
  });

export type PreparedInstallationsState = QueryState<readonly PreparedInstallation[]>;

export function usePreparedInstallations(hemsId: string): PreparedInstallationsState {
  return toQueryState(useQuery(preparedInstallationsQueryOptions(useApiClient(), hemsId)));
}
