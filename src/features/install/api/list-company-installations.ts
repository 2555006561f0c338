import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { components } from '../../../api/schema.gen.ts';
import type { CompanyInstallationsQuery } from '../../../domain/install/company-installations.ts';
import { COMPANY_INSTALLATIONS_LIST_MODULE } from '../../../domain/lists/company-installations-list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';

export type CompanyInstallationsResponse = components['schemas']['CompanyInstallationsResponse'];

/** One page of a company's installations (proposed call GET /ui/v1/install/companies/{companyUuid}/installations). */
export async function listCompanyInstallations(
  api: ApiClient,
  companyUuid: string,
  query: CompanyInstallationsQuery,
): Promise<CompanyInstallationsResponse> {
  const data = await unwrap(
    api.GET('/ui/v1/install/companies/{companyUuid}/installations', {
      params: { path: { companyUuid }, query },
    }),
  );
  return { ...data, installations: Array.isArray(data.installations) ? data.installations : [] };
}

export const companyInstallationsQueryOptions = (
  api: ApiClient,
  companyUuid: string,
  query: CompanyInstallationsQuery,
) =>
  queryOptions({
    queryKey: ['install', companyUuid, ...listKey(COMPANY_INSTALLATIONS_LIST_MODULE, query)] as const,
    queryFn: () => listCompanyInstallations(api, companyUuid, query),
  });

/** The page on screen; while the next page or filter loads, the rows before it stay. */
export function useCompanyInstallations(
  companyUuid: string,
  query: CompanyInstallationsQuery,
): QueryState<CompanyInstallationsResponse> {
  return toQueryState(
    useQuery({
      ...companyInstallationsQueryOptions(useApiClient(), companyUuid, query),
      placeholderData: keepPreviousData,
    }),
  );
}
