import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { withFleetsStr } from '../../../domain/sites/fleets-str.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { siteDetailKeysRoot } from '../../../api/query-keys.ts';

export type ProblemCode = components['schemas']['ProblemCode'];

export interface SiteDetail {
  readonly site: SiteListRow;
  readonly problems: readonly ProblemCode[];
  /** The proposed subscription token, or null when the site has none. */
  readonly subscriptionToken: string | null;
  /** The proposed keys of the site's own gateway and installation, when the answer names them. */
  readonly installation?: components['schemas']['DeviceGatewayRef'];
  /** The proposed account owner: the salesperson who looks after the customer, or null. */
  readonly accountOwner: components['schemas']['AccountOwner'] | null;
}

/** Which of its keys the link used: the subscription uuid (/site/…) or the site uuid (/fleet/…/…). */
export type SiteKeyKind = 'subscription' | 'siteUuid';

type Answer = { readonly detail: SiteDetail } | { readonly answered: string };

/**
 * One site with its current problem codes (proposed call GET /ui/v1/site/{siteKey}). An answer about another site
 * than the one asked for is not a page about the wrong customer: it is returned as `answered`.
 */
export async function getSiteDetail(
  api: ApiClient,
  siteKey: string,
  kind: SiteKeyKind,
  signal?: AbortSignal,
): Promise<Answer> {
  const data = await unwrap(api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey } }, signal }));
  const answered = kind === 'subscription' ? data.site.subscription : data.site.siteUuid;
  if (answered.toLowerCase() !== siteKey.toLowerCase()) return { answered };
  // A site has a problem or not: a code the answer repeats (the spec does not forbid it) is one problem, counted
  // and listed once (found by the any-answer property: the list had two rows under one React key).
  const problems = [...new Set(data.problems)];
  const detail: SiteDetail = {
    site: withFleetsStr(data.site),
    problems,
    subscriptionToken: data.subscriptionToken ?? null,
    ...(data.installation ? { installation: data.installation } : {}),
    accountOwner: data.accountOwner ?? null,
  };
  return { detail };
}

export const siteDetailQueryOptions = (api: ApiClient, siteKey: string, kind: SiteKeyKind) =>
  queryOptions({
    queryKey: [...siteDetailKeysRoot(), kind, siteKey],
    queryFn: () => getSiteDetail(api, siteKey, kind),
  });

export type SiteDetailState =
  | { readonly status: 'loading'; readonly detail: null; readonly error: null; readonly retry: () => void }
  | {
      readonly status: 'ready';
      readonly detail: SiteDetail;
      readonly error: null;
      readonly retry: () => void;
    }
  | { readonly status: 'error'; readonly detail: null; readonly error: ApiError; readonly retry: () => void }
  /** The server answered about another site: its key is `answered`. */
  | {
      readonly status: 'mismatch';
      readonly detail: null;
      readonly error: null;
      readonly answered: string;
      readonly retry: () => void;
    };

export function useSiteDetail(siteKey: string, kind: SiteKeyKind): SiteDetailState {
  const load = toQueryState(useQuery(siteDetailQueryOptions(useApiClient(), siteKey, kind)));
  const { retry } = load;
  if (load.status === 'loading') return { status: 'loading', detail: null, error: null, retry };
  if (load.status === 'error') return { status: 'error', detail: null, error: load.error, retry };
  if ('answered' in load.data) {
    return { status: 'mismatch', detail: null, error: null, answered: load.data.answered, retry };
  }
  return { status: 'ready', detail: load.data.detail, error: null, retry };
}
