import { useCallback, useEffect, useState } from 'react';
import { isApiError, noResponseError, type ApiError } from '../../../api/api-error.ts';
import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../app/use-api-client.ts';
import { withFleetsStr } from '../../../domain/fleets-str.ts';
import type { SiteListRow } from '../../../domain/sites-row.ts';

export type ProblemCode = components['schemas']['ProblemCode'];

export interface SiteDetail {
  readonly site: SiteListRow;
  readonly problems: readonly ProblemCode[];
}

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

/** Which of its keys the link used: the subscription uuid (/site/…) or the site uuid (/fleet/…/…). */
export type SiteKeyKind = 'subscription' | 'siteUuid';

/**
 * One site with its current problem codes (proposed call GET /ui/v1/site/{siteKey}). An answer about another site
 * than the one asked for is an error, not a page about the wrong customer.
 */
export function useSiteDetail(siteKey: string, kind: SiteKeyKind): SiteDetailState {
  const api = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    for: string;
    detail?: SiteDetail;
    error?: ApiError;
    answered?: string;
  } | null>(null);
  const requestKey = `${kind}:${siteKey}:${attempt}`;
  useEffect(() => {
    const controller = new AbortController();
    unwrap(
      api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey } }, signal: controller.signal }),
    ).then(
      (data) => {
        if (controller.signal.aborted) return;
        const answered = kind === 'subscription' ? data.site.subscription : data.site.siteUuid;
        if (answered.toLowerCase() !== siteKey.toLowerCase()) {
          setResult({ for: requestKey, answered });
          return;
        }
        const problems = Array.isArray(data.problems) ? data.problems : [];
        setResult({ for: requestKey, detail: { site: withFleetsStr(data.site), problems } });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ for: requestKey, error: isApiError(error) ? error : noResponseError(error) });
      },
    );
    return () => controller.abort();
  }, [api, siteKey, kind, requestKey]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (result === null || result.for !== requestKey)
    return { status: 'loading', detail: null, error: null, retry };
  if (result.answered !== undefined) {
    return { status: 'mismatch', detail: null, error: null, answered: result.answered, retry };
  }
  if (result.error !== undefined || result.detail === undefined) {
    return { status: 'error', detail: null, error: result.error ?? noResponseError(null), retry };
  }
  return { status: 'ready', detail: result.detail, error: null, retry };
}
