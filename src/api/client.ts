import createClient, { type FetchOptions, type FetchResponse, type Middleware } from 'openapi-fetch';
import { ApiError, malformedAnswerError, noResponseError } from './api-error.ts';
import { answerProblem } from './answer-check.ts';
import { retryAfterSeconds, toApiError } from './api-error-answer.ts';
import { createAuthMiddleware, sessionEndOf, type FetchFn } from './auth-middleware.ts';
import { newRequestId, REQUEST_ID_HEADER } from './request-id.ts';
import type { paths } from './schema.gen.ts';
import { createTokenRefresher, type RefreshOutcome } from './token-refresher.ts';
import type { SessionEnd, TokenStore } from './token-store.ts';

/*
 * How callers get errors: every call resolves to `{ data, error, response }` and never rejects except on abort
 * (AbortSignal). On an OK answer `data` is the parsed body (an empty body is `{}`) and `error` is undefined. On
 * anything else `error` is an `ApiError` instance (SPEC §8) — a non-OK answer (status = HTTP status) or no usable
 * answer at all (status 0) — and `data` is undefined. Screens normally write `const x = await unwrap(api.GET(…))`,
 * which returns `data` or throws that ApiError.
 *
 * Every call carries a fresh `X-Request-Id` (a random UUID made here, whatever a caller passes), and the ApiError of
 * a failed call carries the same id as `requestId`, answer or not: the id staff report when the answer has no
 * `errorId`.
 */

type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
type MediaType = `${string}/${string}`;
type PathsWithMethod<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: unknown } ? P : never;
}[keyof Paths];
type Operation<Paths, P, M extends HttpMethod> = P extends keyof Paths
  ? Paths[P] extends { [K in M]: infer Op }
    ? Op
    : never
  : never;
// Mirror openapi-fetch's MaybeOptionalInit/InitParam: the init argument is optional exactly when nothing in it is
// required (no required path/query parameter, no required body).
type RequiredKeysOfHelper<T> = {
  [K in keyof T]: Record<never, never> extends Pick<T, K> ? never : K;
}[keyof T];
type RequiredKeysOf<T> = RequiredKeysOfHelper<T> extends undefined ? never : RequiredKeysOfHelper<T>;
type InitOf<Op> =
  RequiredKeysOf<FetchOptions<Op>> extends never ? FetchOptions<Op> | undefined : FetchOptions<Op>;
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }];
type NonEmpty<D> = [D] extends [never] ? Record<string, never> : D;
type DataOf<Op, Init> =
  Op extends Record<string | number, unknown>
    ? NonEmpty<Exclude<FetchResponse<Op, Init, MediaType>['data'], undefined>>
    : never;

/** Never rejects except on abort: `error` is an ApiError whenever `data` is absent. */
export type ApiResult<D> =
  | { data: D; error?: undefined; response: Response }
  | { data?: undefined; error: ApiError; response?: Response };

export type ApiMethod<Paths, M extends HttpMethod> = <
  Path extends PathsWithMethod<Paths, M>,
  Init extends InitOf<Operation<Paths, Path, M>>,
>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<ApiResult<DataOf<Operation<Paths, Path, M>, Init>>>;

/** The typed UI API client. Same call shapes as openapi-fetch (`api.GET('/ui/v1/site/{siteKey}', { params })`). */
export interface ApiClient<Paths = paths> {
  GET: ApiMethod<Paths, 'get'>;
  POST: ApiMethod<Paths, 'post'>;
  PUT: ApiMethod<Paths, 'put'>;
  PATCH: ApiMethod<Paths, 'patch'>;
  DELETE: ApiMethod<Paths, 'delete'>;
}

export interface CreateApiClientOptions {
  tokenStore: TokenStore;
  /**
   * Fired exactly once when the session ends (a refused refresh, a refused repeat, a deactivated person, a 431);
   * `token` and `refresh-token` are already cleared by then.
   */
  onSignOut: (reason: SessionEnd) => void;
  /** Path prefix of the UI API (config.json `apiBasePath`); default '' = the root of the portal's own origin. */
  baseUrl?: string;
  /** Defaults to the global fetch, always called as a plain function (never as a method of another object). */
  fetch?: FetchFn;
  /** Defaults to `location.pathname`; no refresh is attempted while it is '/login'. */
  currentPath?: () => string;
  /**
   * Development tooling only (the mock scenario switcher): ignored, and absent, in production builds. Sees every
   * request (already carrying its X-Request-Id) before the auth middleware adds its headers, so a retry after a
   * token refresh repeats what it set.
   */
  decorateRequest?: RequestDecorator;
}

/** What the request addresses, as the spec names it. */
export interface RequestTarget {
  /** Upper-case method. */
  method: string;
  /** The path template, e.g. `/ui/v1/sites/hems/{hemsId}`. */
  schemaPath: string;
}

export type RequestDecorator = (request: Request, target: RequestTarget) => void;

function decoratingMiddleware(decorate: RequestDecorator): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      decorate(request, { method: request.method.toUpperCase(), schemaPath });
      return request;
    },
  };
}

function defaultCurrentPath(): string {
  return globalThis.location?.pathname ?? '';
}

function isAbort(error: unknown): boolean {
  try {
    return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
  } catch {
    return false;
  }
}

const REFRESH_PATH = '/authentication-api/refresh-token';

type InitWithHeader = Record<string, unknown> & { params?: { header?: Record<string, unknown> } };

/**
 * The caller's init with the request id as a header parameter (as the spec declares it). openapi-fetch merges
 * `params.header` last, over `headers`, so no caller can send another id than the one its error will carry.
 */
function withRequestId(init: unknown, requestId: string): InitWithHeader {
  const given: InitWithHeader = typeof init === 'object' && init !== null ? (init as InitWithHeader) : {};
  const params = given.params ?? {};
  return { ...given, params: { ...params, header: { ...params.header, [REQUEST_ID_HEADER]: requestId } } };
}

export function createApiClient<Paths extends object = paths>(
  options: CreateApiClientOptions,
): ApiClient<Paths> {
  const { tokenStore, onSignOut } = options;
  const baseUrl = options.baseUrl ?? '';
  const injected = options.fetch;
  // Resolved per call and invoked with the right receiver, so a fetch patched after start-up is still honoured.
  const send: FetchFn = (request) => (injected ? injected(request) : globalThis.fetch(request));

  // The refresh call itself goes through a client without the auth middleware: it must never refresh itself.
  // `import.meta.env.DEV` is false in a production build, which then drops the decorator code altogether.
  const decorate = import.meta.env.DEV ? options.decorateRequest : undefined;
  const plain = createClient<paths>({ baseUrl, fetch: send });
  if (decorate) plain.use(decoratingMiddleware(decorate));
  const refresh = async (refreshToken: string): Promise<RefreshOutcome> => {
    let result;
    try {
      result = await plain.POST(REFRESH_PATH, {
        body: { refresh: refreshToken },
        params: { header: { [REQUEST_ID_HEADER]: newRequestId() } },
      });
    } catch {
      return { kind: 'unavailable' };
    }
    const { data, error, response } = result;
    if (response.ok) {
      const access = (data as { access?: unknown } | undefined)?.access;
      return typeof access === 'string' && access !== ''
        ? { kind: 'ok', access }
        : { kind: 'rejected', reason: 'refused' };
    }
    // Too many requests (429) or a failing service: the refresh token may still be good, so the session stays.
    if (response.status >= 500 || response.status === 429) return { kind: 'unavailable' };
    const errorId =
      typeof error === 'object' && error !== null ? (error as { errorId?: unknown }).errorId : null;
    return { kind: 'rejected', reason: sessionEndOf(response.status, errorId) ?? 'refused' };
  };

  const errors = new WeakMap<Response, ApiError>();
  const raw = createClient<Paths>({ baseUrl, fetch: send });
  if (decorate) raw.use(decoratingMiddleware(decorate));
  raw.use(
    createAuthMiddleware({
      tokenStore,
      refresher: createTokenRefresher({ tokenStore, refresh, onSignOut }),
      fetch: send,
      currentPath: options.currentPath ?? defaultCurrentPath,
      errors,
    }),
  );

  type RawResult = { data?: unknown; error?: unknown; response: Response };
  const settle = async (
    requestId: string,
    target: RequestTarget,
    call: () => Promise<RawResult>,
  ): Promise<ApiResult<unknown>> => {
    let result: RawResult;
    try {
      result = await call();
    } catch (error) {
      if (isAbort(error)) throw error;
      return { error: noResponseError(error, { requestId }) };
    }
    const { response } = result;
    if (!response.ok) {
      const answered = errors.get(response);
      const wait = retryAfterSeconds(response.headers.get('retry-after'));
      const context = wait === undefined ? { requestId } : { requestId, retryAfterSeconds: wait };
      const error = answered
        ? new ApiError(answered.toJSON(), context)
        : toApiError(response.status, response.statusText, JSON.stringify(result.error) ?? '', context);
      return { error, response };
    }
    // SPEC §7: an empty body (204, Content-Length 0, or just nothing) counts as an empty object.
    const data = result.data === undefined ? {} : result.data;
    const problem = answerProblem(target.method, target.schemaPath, response.status, data);
    if (problem !== undefined) {
      return { error: malformedAnswerError(problem, response.status, { requestId }), response };
    }
    return { data, response };
  };

  const method = (name: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE') => (url: unknown, init?: unknown) => {
    // Made before the request exists, so a failure without any answer still has it. The auth middleware's one
    // repeat after a token refresh sends a copy of the request, so it carries the same id: it is the same call
    // (the id staff report finds both attempts in the logs, and the error needs no second id).
    const requestId = newRequestId();
    return settle(requestId, { method: name, schemaPath: String(url) }, () =>
      (raw[name] as (url: unknown, init: unknown) => Promise<RawResult>)(url, withRequestId(init, requestId)),
    );
  };

  return {
    GET: method('GET'),
    POST: method('POST'),
    PUT: method('PUT'),
    PATCH: method('PATCH'),
    DELETE: method('DELETE'),
  } as ApiClient<Paths>;
}

/** Returns the data of an OK answer; throws the call's ApiError otherwise (or rethrows an abort). */
export async function unwrap<D>(call: Promise<ApiResult<D>> | ApiResult<D>): Promise<D> {
  const result = await call;
  if (result.error !== undefined) throw result.error;
  return result.data;
}
