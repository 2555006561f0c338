import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { LEADS_LIST_MODULE, leadsQueryOf, type LeadsWireQuery } from '../../../domain/sales/leads.list.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import type { LeadsView } from '../../../domain/sales/leads-view.ts';

export type LeadsPage = components['schemas']['OrderFunnelLeadsResponse'];
export type Lead = components['schemas']['OrderFunnelLead'];
export type LeadContact = components['schemas']['LeadContact'];
export type LeadUpdate = components['schemas']['LeadUpdateRequest'];

/** Every leads read: a change refreshes them (and the funnel's sales root) through this root. */
export const leadsKeysRoot = () => ['leads'] as const;

export const leadsQueryOptions = (api: ApiClient, query: LeadsWireQuery) =>
  queryOptions({
    queryKey: [...leadsKeysRoot(), ...listKey(LEADS_LIST_MODULE, query)],
    queryFn: ({ signal }) => unwrap(api.GET('/ui/v1/order-funnel-leads', { params: { query }, signal })),
  });

export function useLeads(query: LeadsWireQuery): QueryState<LeadsPage> {
  return toQueryState(
    useQuery({ ...leadsQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}

export const revealLeadContactMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<LeadContact, ApiError, string>({
    mutationFn: (leadId) =>
      unwrap(
        api.POST('/ui/v1/order-funnel-leads/{leadId}/contact-reveals', { params: { path: { leadId } } }),
      ),
    onSuccess: () => refreshAfterWrite(queryClient, [activityKeysRoot()]),
  });

export function useRevealLeadContact() {
  return useWrite(revealLeadContactMutationOptions(useApiClient(), useQueryClient()));
}

export const updateLeadMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<Lead, ApiError, { leadId: string; change: LeadUpdate }>({
    mutationFn: ({ leadId, change }) =>
      unwrap(api.PATCH('/ui/v1/order-funnel-leads/{leadId}', { params: { path: { leadId } }, body: change })),
    onSuccess: () => refreshAfterWrite(queryClient, [leadsKeysRoot(), activityKeysRoot()]),
  });

/** What the export sends: the list's filters and search (every page). */
export const leadsExportQueryOf = (view: LeadsView) => {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the export has every page
  const { page, ...query } = leadsQueryOf(view.context, view.text, 1);
  return query;
};

/**
 * exportLeads: the server's CSV of the consented leads' contacts for the list's filters, as its
 * bytes (a Blob: decoding it to text would drop the byte-order mark), which the screen saves as they are. Audited:
 * the activity log refreshes.
 */
export const exportLeadsMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<Blob, ApiError, LeadsView>({
    mutationFn: (view) =>
      unwrap(
        api.POST('/ui/v1/order-funnel-leads/exports', {
          params: { query: leadsExportQueryOf(view) },
          headers: { Accept: 'text/csv, application/json' },
          parseAs: 'blob',
        }),
      ),
    onSuccess: () => refreshAfterWrite(queryClient, [activityKeysRoot()]),
  });

export function useExportLeads() {
  return useWrite(exportLeadsMutationOptions(useApiClient(), useQueryClient()));
}

export function useUpdateLead() {
  return useWrite(updateLeadMutationOptions(useApiClient(), useQueryClient()));
}
