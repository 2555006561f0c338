import { createApiClient, type ApiClient } from '../../../src/api/client.ts';
import type { TokenStore } from '../../../src/api/token-store.ts';
import type { components } from '../../../src/api/schema.gen.ts';

export const BASE = 'http://api.test';

type ApiErrorBody = components['schemas']['ApiError'];
type Responses<Ok> = {
  200: { headers: { [name: string]: unknown }; content: { 'application/json': Ok } };
  401: { headers: { [name: string]: unknown }; content: { 'application/json': ApiErrorBody } };
};
export interface Echo {
  n: string;
  method: string;
  body: string;
}

/**
 * The UI API has no bearer-auth POST yet (every POST is an `/authentication-api/` call, which never refreshes),
 * so the retry-with-body cases use this echo operation, written in openapi-typescript's generated shape.
 */
export interface EchoPaths {
  '/ui/v1/echo/{n}': {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path: { n: string }; cookie?: never };
      requestBody?: never;
      responses: Responses<Echo>;
    };
    post: {
      parameters: { query?: never; header?: never; path: { n: string }; cookie?: never };
      requestBody: { content: { 'application/json': { payload: string } } };
      responses: Responses<Echo>;
    };
    put?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  bytes: Uint8Array;
  text: string;
}

export type Handler = (request: SeenRequest) => Response | Promise<Response>;

/** An injected fetch: records what arrives (body read in full, like a server would) and answers with `handler`. */
export function fakeFetch(handler: Handler): {
  fetch: (request: Request) => Promise<Response>;
  seen: SeenRequest[];
} {
  const seen: SeenRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const entry: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: new Headers(request.headers),
      bytes,
      text: new TextDecoder().decode(bytes),
    };
    seen.push(entry);
    return handler(entry);
  };
  return { fetch, seen };
}

export function json(status: number, body: unknown, statusText?: string): Response {
  return new Response(JSON.stringify(body), {
    status,
    ...(statusText === undefined ? {} : { statusText }),
    headers: { 'Content-Type': 'application/json' },
  });
}

export const unauthorized = (): Response =>
  json(401, { message: 'Token expired', status: 401 }, 'Unauthorized');

export const isRefresh = (request: SeenRequest): boolean =>
  request.url.pathname === '/authentication-api/refresh-token';

export interface MemoryTokenStore extends TokenStore {
  token: string | null;
  refresh: string | null;
  subscription: string | null;
  clears: number;
}

export function memoryTokenStore(
  initial: { token?: string | null; refresh?: string | null; subscription?: string | null } = {},
): MemoryTokenStore {
  const store: MemoryTokenStore = {
    token: initial.token ?? null,
    refresh: initial.refresh ?? null,
    subscription: initial.subscription ?? null,
    clears: 0,
    getToken: () => store.token,
    getRefreshToken: () => store.refresh,
    getSubscriptionToken: () => store.subscription,
    setToken: (token) => {
      store.token = token;
    },
    clearSession: () => {
      store.clears += 1;
      store.token = null;
      store.refresh = null;
    },
  };
  return store;
}

/** A promise plus its resolver, to hold a fake answer back until the test releases it. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * A client of the UI API over `fetch` (a test's fake backend), signed in with a fixed token pair, at `currentPath`.
 * The tests that need no particular session state use it instead of writing a token store out each time.
 */
export function fakeApiClient(
  fetch: (request: Request) => Promise<Response>,
  {
    currentPath = '/',
    token = 'token',
    refresh = 'refresh',
  }: { currentPath?: string; token?: string; refresh?: string } = {},
): ApiClient {
  return createApiClient({
    baseUrl: BASE,
    fetch,
    currentPath: () => currentPath,
    onSignOut: () => undefined,
    tokenStore: memoryTokenStore({ token, refresh }),
  });
}
