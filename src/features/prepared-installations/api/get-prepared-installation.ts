import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import {
  toPreparedInstallation,
  type PreparedInstallation,
} from '../../../domain/install/prepared-installation.ts';

/** One prepared installation by uuid: the seed single-item call (SPEC §7), mapped like a list row. */
export async function getPreparedInstallation(
  api: ApiClient,
  uuid: string,
  signal?: AbortSignal,
): Promise<PreparedInstallation> {
  try {
    const data = await unwrap(
      api.GET('/ui/v1/installation/prepared/{id}', { params: { path: { id: uuid } }, signal }),
    );
    return toPreparedInstallation(data);
  } catch (error) {
    if (!signal?.aborted) console.warn(`Prepared installation ${uuid} could not be loaded.`, error);
    throw error;
  }
}

export const preparedInstallationQueryOptions = (api: ApiClient, uuid: string) =>
  queryOptions({
    queryKey: ['prepared-installation', uuid],
    queryFn: () => getPreparedInstallation(api, uuid),
  });

export type PreparedInstallationLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly installation: PreparedInstallation }
  | { readonly status: 'failed'; readonly notFound: boolean; readonly message: string };

/** Loads one installation while `uuid` is set. */
export function usePreparedInstallation(uuid: string | null): PreparedInstallationLoad {
  const load = toQueryState(
    useQuery({ ...preparedInstallationQueryOptions(useApiClient(), uuid ?? ''), enabled: uuid !== null }),
  );
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'loaded', installation: load.data };
  return { status: 'failed', notFound: load.error.status === 404, message: load.error.message };
}
