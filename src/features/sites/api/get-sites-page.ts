import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { PageAnswer } from '../../../domain/sites-collection.ts';
import type { SitesServerQuery } from '../../../domain/sites-server-query.ts';
import { sitesQueryKey } from '../../../domain/sites-query.ts';
import { toSiteListRows } from '../../../domain/sites-row.ts';
import { sitesKeysRoot } from '../../../api/query-keys.ts';

/** One page of a provider's sites (GET /ui/v1/sites/hems/{hemsId}?page=) with the server half of the filters. */
export async function getSitesPage(
  api: ApiClient,
  hemsId: string,
  page: number,
  query: SitesServerQuery,
  signal?: AbortSignal,
): Promise<PageAnswer> {
  const data = await unwrap(
    api.GET('/ui/v1/sites/hems/{hemsId}', {
      params: { path: { hemsId }, query: { ...query, page } },
      ...(signal ? { signal } : {}),
    }),
  );
  // An answer without a list would otherwise look like "no sites": say it is broken instead.
  if (!Array.isArray(data.subscriptions)) {
    throw new ApiError({ message: 'The sites answer has no subscriptions list', status: 0 });
  }
  return {
    rows: toSiteListRows(data.subscriptions),
    countPages: Number.isInteger(data.countPages) ? data.countPages : 0,
    countTotal: Number.isInteger(data.countTotal) ? data.countTotal : data.subscriptions.length,
  };
}

/** Every cached page of one provider's sites starts with this key; one server query's pages with `[…, query]`. */
export const sitesKey = (hemsId: string, query?: SitesServerQuery) =>
  query === undefined
    ? ([...sitesKeysRoot(), hemsId] as const)
    : ([...sitesKeysRoot(), hemsId, sitesQueryKey(query)] as const);

/** What a cached sites page was asked with, so a complete collection can answer a narrower query. */
export interface SitesPageMeta extends Record<string, unknown> {
  readonly hemsId: string;
  readonly query: SitesServerQuery;
  readonly page: number;
}

export const sitesPageQueryOptions = (
  api: ApiClient,
  hemsId: string,
  query: SitesServerQuery,
  page: number,
) =>
  queryOptions({
    queryKey: [...sitesKey(hemsId, query), page],
    queryFn: () => getSitesPage(api, hemsId, page, query),
    meta: { hemsId, query, page } satisfies SitesPageMeta,
  });

/** The shown server page, asked for only while `enabled` (a complete collection needs no request). */
export function useSitesPage(hemsId: string, query: SitesServerQuery, page: number, enabled: boolean) {
  return useQuery({ ...sitesPageQueryOptions(useApiClient(), hemsId, query, page), enabled });
}
