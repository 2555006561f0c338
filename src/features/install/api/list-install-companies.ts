import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';

export type InstallCompanySummary = components['schemas']['InstallCompanySummary'];

/** The installer companies the caller may see, their own first (proposed call GET /ui/v1/install/companies). */
export async function listInstallCompanies(api: ApiClient, text: string): Promise<InstallCompanySummary[]> {
  const searched = normalizeSearchText(text);
  const data = await unwrap(
    api.GET('/ui/v1/install/companies', { params: { query: searched === '' ? {} : { text: searched } } }),
  );
  return data.companies;
}

export const installCompaniesQueryOptions = (api: ApiClient, text: string) =>
  queryOptions({
    queryKey: ['install', 'companies', normalizeSearchText(text)] as const,
    queryFn: () => listInstallCompanies(api, text),
  });

export function useInstallCompanies(text: string): QueryState<InstallCompanySummary[]> {
  return toQueryState(useQuery(installCompaniesQueryOptions(useApiClient(), text)));
}
