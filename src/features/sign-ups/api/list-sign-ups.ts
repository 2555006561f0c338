import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { staffKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { SIGN_UPS_LIST_MODULE, type SignUpsQuery } from '../../../domain/access/sign-ups.list.ts';

export type PendingSignUp = components['schemas']['PendingSignUp'];
export type SignUpsResponse = components['schemas']['SignUpsResponse'];
export type InstallerCompany = components['schemas']['InstallerCompany'];

/** One page of the sign-ups waiting for approval, oldest first (proposed call GET /ui/v1/sign-ups). */
export async function listSignUps(api: ApiClient, query: SignUpsQuery): Promise<SignUpsResponse> {
  const data = await unwrap(api.GET('/ui/v1/sign-ups', { params: { query } }));
  return data;
}

export const signUpsQueryOptions = (api: ApiClient, query: SignUpsQuery) =>
  queryOptions({
    queryKey: [...staffKeysRoot(), ...listKey(SIGN_UPS_LIST_MODULE, query)],
    queryFn: () => listSignUps(api, query),
  });

export function useSignUps(query: SignUpsQuery): QueryState<SignUpsResponse> {
  return toQueryState(
    useQuery({ ...signUpsQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}

/** The installer companies, for an installer's approval (proposed call GET /ui/v1/installer-companies). */
export async function listInstallerCompanies(api: ApiClient): Promise<readonly InstallerCompany[]> {
  const data = await unwrap(api.GET('/ui/v1/installer-companies', {}));
  return data.companies;
}

export const installerCompaniesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: [...staffKeysRoot(), 'companies'], queryFn: () => listInstallerCompanies(api) });

/** Asked only when an approval needs a company (`enabled`). */
export function useInstallerCompanies(enabled: boolean): QueryState<readonly InstallerCompany[]> {
  return toQueryState(useQuery({ ...installerCompaniesQueryOptions(useApiClient()), enabled }));
}
