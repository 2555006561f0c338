import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { sitesKeysRoot } from '../../../api/query-keys.ts';
import type { PageAnswer } from '../../../domain/sites/sites-collection.ts';
import { sitesQueryKey } from '../../../domain/sites/sites-query.ts';
import { toSiteListRows } from '../../../domain/sites/sites-row.ts';
import type { SitesServerQuery } from '../../../domain/sites/sites.list.ts';

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
  return {
    rows: toSiteListRows(data.subscriptions),
    countPages: Number.isInteger(data.countPages) ? data.countPages : 0,
    countTotal: Number.isInteger(data.countTotal) ? data.countTotal : data.subscriptions.length,
  };
}

/** A server query with its cache key text, serialised once when the list state changes. */
export interface SitesRequest {
  readonly query: SitesServerQuery;
  readonly key: string;
}

export const sitesRequest = (query: SitesServerQuery): SitesRequest => ({ query, key: sitesQueryKey(query) });

/** Every cached page of one provider's sites starts with this key; one server query's pages with `[…, key]`. */
export const sitesKey = (hemsId: string, key?: string) =>
  key === undefined ? ([...sitesKeysRoot(), hemsId] as const) : ([...sitesKeysRoot(), hemsId, key] as const);

/**
 * One server page. A "load all" run asks it `abortable`, with the query's own signal: when neither the run nor a
 * screen watches the page any more, TanStack Query aborts that request. The page a screen shows is asked without:
 * leaving it lets the answer arrive and land in the cache (and StrictMode's second mount does not ask twice).
 */
export const sitesPageQuery = (
  api: ApiClient,
  hemsId: string,
  request: SitesRequest,
  page: number,
  { abortable = false } = {},
) =>
  // request.key is the key of request.query (sitesRequest); `abortable` says how the page is fetched, not which.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- request.key stands for request.query
  queryOptions({
    queryKey: [...sitesKeysRoot(), hemsId, request.key, page] as const,
    // The signal is read only when used: reading it is what lets TanStack Query abort the request.
    queryFn: (context: { signal: AbortSignal }) =>
      getSitesPage(api, hemsId, page, request.query, abortable ? context.signal : undefined),
  });
