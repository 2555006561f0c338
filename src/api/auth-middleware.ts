import type { Middleware } from 'openapi-fetch';
import type { ApiError } from './api-error.ts';
import { toApiError } from './api-error-answer.ts';
import type { TokenRefresher } from './token-refresher.ts';
import type { SessionEnd, TokenStore } from './token-store.ts';

export type FetchFn = (request: Request) => Promise<Response>;

export interface AuthMiddlewareOptions {
  tokenStore: TokenStore;
  refresher: TokenRefresher;
  /**
   * Our own fetch, used for the repeated request. Never `options.fetch` of the middleware callback: calling it
   * as a method of that options object throws "Illegal invocation" in real browsers (DESIGN §5).
   */
  fetch: FetchFn;
  /** The portal's current pathname; no refresh is attempted while it is /login (DESIGN §3). */
  currentPath: () => string;
  /** Receives the ApiError of every final non-OK answer, keyed by the Response the caller will see. */
  errors: WeakMap<Response, ApiError>;
}

// login, refresh-token and the account calls are all `security: []`: a 401 there is never about the access token,
// and refreshing on the refresh call's own 401 would loop.
const NO_REFRESH_PREFIX = '/authentication-api/';

export function isRefreshable(schemaPath: string): boolean {
  return !schemaPath.startsWith(NO_REFRESH_PREFIX);
}

const DEACTIVATED = 'ACCOUNT_DEACTIVATED';
const HEADERS_TOO_LARGE = 431;

/**
 * The answers that end a session whatever a refresh could do: the person has been deactivated (401 or 403 with
 * errorId ACCOUNT_DEACTIVATED), or the server cannot take the request's headers (431: every call would fail the same
 * way). undefined for any other answer.
 */
export function sessionEndOf(status: number, errorId: unknown): SessionEnd | undefined {
  if ((status === 401 || status === 403) && errorId === DEACTIVATED) return 'deactivated';
  if (status === HEADERS_TOO_LARGE) return 'unusable';
  return undefined;
}

export function isLoginPage(currentPath: () => string): boolean {
  let path: string;
  try {
    path = currentPath();
  } catch {
    return false;
  }
  return typeof path === 'string' && path.replace(/\/+$/, '') === '/login';
}

interface Pending {
  /**
   * An unread copy taken before sending: the original's body is consumed by then. It keeps every header of the
   * first attempt, its X-Request-Id included: the repeat is the same call (see client.ts).
   */
  retry: Request;
  tokenSent: string | null;
}

async function readText(response: Response): Promise<string> {
  try {
    return await response.clone().text();
  } catch {
    return '';
  }
}

function discard(response: Response): void {
  // Free the connection of an answer nobody will read.
  response.body?.cancel().catch(() => undefined);
}

export function createAuthMiddleware(options: AuthMiddlewareOptions): Middleware {
  const { tokenStore, refresher, fetch: send, currentPath, errors } = options;
  const pending = new WeakMap<Request, Pending>();

  return {
    onRequest({ request, schemaPath }) {
      const { headers } = request;
      // Mock example selection is the dev proxy's job; the production client never asks Prism for a scenario.
      headers.delete('Prefer');
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      const token = tokenStore.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const subscriptionToken = tokenStore.getSubscriptionToken();
      if (subscriptionToken && !headers.has('X-Subscription-Token')) {
        headers.set('X-Subscription-Token', subscriptionToken);
      }
      if (isRefreshable(schemaPath))
        pending.set(request, { retry: request.clone(), tokenSent: token || null });
      return request;
    },

    async onResponse({ request, response }) {
      const entry = pending.get(request);
      pending.delete(request);
      const failure = async (answer: Response) =>
        toApiError(answer.status, answer.statusText, await readText(answer));
      if (response.ok) return response;
      let final = response;
      let error = await failure(response);
      if (entry !== undefined && !isLoginPage(currentPath)) {
        const ending = sessionEndOf(response.status, error.errorId);
        // A 431 is about our headers only when a token was among them.
        if (ending !== undefined && (ending !== 'unusable' || entry.tokenSent !== null)) {
          refresher.end(ending);
        } else if (response.status === 401) {
          const token = await refresher.tokenForRetry(entry.tokenSent);
          if (token !== null) {
            entry.retry.headers.set('Authorization', `Bearer ${token}`);
            // Sent with our fetch, outside the middleware chain: a 401 here is final, so there is no loop.
            final = await send(entry.retry);
            discard(response);
            if (!final.ok) {
              error = await failure(final);
              // Refused with the token just obtained: this session will not work again, and every later call
              // would refresh and fail the same way. It ends here, with the reason.
              const after =
                sessionEndOf(final.status, error.errorId) ?? (final.status === 401 ? 'refused' : null);
              if (after !== null) refresher.end(after);
            }
          }
        }
      }
      if (!final.ok) errors.set(final, error);
      return final;
    },

    onError({ request }) {
      pending.delete(request);
    },
  };
}
