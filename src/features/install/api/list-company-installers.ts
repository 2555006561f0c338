import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type CompanyInstallersResponse = components['schemas']['CompanyInstallersResponse'];
export type CompanyInstaller = components['schemas']['CompanyInstaller'];

/** A company's installer users by name (proposed call GET /ui/v1/install/companies/{companyUuid}/installers). */
export async function listCompanyInstallers(
  api: ApiClient,
  companyUuid: string,
): Promise<CompanyInstallersResponse> {
  const data = await unwrap(
    api.GET('/ui/v1/install/companies/{companyUuid}/installers', { params: { path: { companyUuid } } }),
  );
  return data;
}

export const companyInstallersQueryOptions = (api: ApiClient, companyUuid: string) =>
  queryOptions({
    queryKey: ['install', companyUuid, 'installers'] as const,
    queryFn: () => listCompanyInstallers(api, companyUuid),
  });

export function useCompanyInstallers(companyUuid: string): QueryState<CompanyInstallersResponse> {
  return toQueryState(useQuery(companyInstallersQueryOptions(useApiClient(), companyUuid)));
}
