import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { components } from '../../../api/schema.gen.ts';
import type { CompanyInstallationsQuery } from '../../../domain/install/company-installations.rules.ts';
import { COMPANY_INSTALLATIONS_LIST_MODULE } from '../../../domain/install/company-installations.list.ts';
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
  return data;
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

/** The most pages (50 rows each) one whole-list view reads: 1,000 rows. */
export const EVERY_ROW_MAX_PAGES = 20;

export interface EveryCompanyInstallation {
  readonly installations: CompanyInstallationsResponse['installations'];
  /** False when the server had more pages than EVERY_ROW_MAX_PAGES (the rows are the first ones). */
  readonly complete: boolean;
}

/**
 * Every page of one server-filtered view of a company's installations, in order (the duplicates section: a pair on
 * page 3 is still a pair). The first page says how many there are; the others are asked together, at most
 * EVERY_ROW_MAX_PAGES in all, whatever count an answer claims.
 */
export async function listEveryCompanyInstallation(
  api: ApiClient,
  companyUuid: string,
  query: CompanyInstallationsQuery,
): Promise<EveryCompanyInstallation> {
  const first = await listCompanyInstallations(api, companyUuid, { ...query, page: 1 });
  const countPages = Number.isSafeInteger(first.countPages) ? first.countPages : 1;
  const last = Math.min(countPages, EVERY_ROW_MAX_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, index) =>
      listCompanyInstallations(api, companyUuid, { ...query, page: index + 2 }),
    ),
  );
  return {
    installations: [first, ...rest].flatMap((page) => page.installations),
    complete: countPages <= EVERY_ROW_MAX_PAGES,
  };
}

export function useEveryCompanyInstallation(
  companyUuid: string,
  query: CompanyInstallationsQuery,
): QueryState<EveryCompanyInstallation> {
  const api = useApiClient();
  return toQueryState(
    useQuery({
      // Under the company's 'install' key: a reassign or resolve refreshes it with the list.
      queryKey: [
        'install',
        companyUuid,
        'every',
        ...listKey(COMPANY_INSTALLATIONS_LIST_MODULE, query),
      ] as const,
      queryFn: () => listEveryCompanyInstallation(api, companyUuid, query),
    }),
  );
}
