import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient, unwrap, type CreateApiClientOptions } from '../../../src/api/client.ts';
import {
  BASE,
  deferred,
  fakeFetch,
  isRefresh,
  json,
  memoryTokenStore,
  unauthorized,
  type EchoPaths,
  type Handler,
  type MemoryTokenStore,
  type SeenRequest,
} from './fake-api.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

/** A server that accepts only `Bearer fresh`, echoes the request, and issues `fresh` on refresh with `r1`. */
const echoServer: Handler = (request) => {
  if (isRefresh(request)) {
    return JSON.parse(request.text).refresh === 'r1'
      ? json(200, { access: 'fresh' })
      : json(401, { message: 'Refresh token invalid', status: 401 });
  }
  if (request.headers.get('Authorization') !== 'Bearer fresh') return unauthorized();
  return json(200, { n: request.url.pathname.split('/').pop(), method: request.method, body: request.text });
};

function setup(
  handler: Handler = echoServer,
  store: MemoryTokenStore = memoryTokenStore({ token: 'stale', refresh: 'r1' }),
  extra: Partial<CreateApiClientOptions> = {},
) {
  const server = fakeFetch(handler);
  const onSignOut = vi.fn();
  const options = {
    tokenStore: store,
    onSignOut,
    baseUrl: BASE,
    fetch: server.fetch,
    currentPath: () => '/',
    ...extra,
  };
  return {
    api: createApiClient(options),
    echo: createApiClient<EchoPaths>(options),
    seen: server.seen,
    store,
    onSignOut,
  };
}

const refreshes = (seen: SeenRequest[]) => seen.filter(isRefresh);
const calls = (seen: SeenRequest[]) => seen.filter((r) => !isRefresh(r));

describe('request headers', () => {
  it('sends JSON content type and the bearer token', async () => {
    const { api, seen } = setup(() => json(200, { fleets: [] }), memoryTokenStore({ token: 'abc' }));
    const { data, error } = await api.GET('/ui/v1/sites/fleets');
    expect(error).toBeUndefined();
    expect(data).toEqual({ fleets: [] });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.href).toBe(`${BASE}/ui/v1/sites/fleets`);
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('sends JSON content type with a body (login) and no Authorization without a token', async () => {
    const { api, seen } = setup(() => json(200, { access: 'a', refresh: 'r' }), memoryTokenStore());
    const { data } = await api.POST('/authentication-api/login', {
      body: { email: 'a@b.c', password: 'pw' },
    });
    expect(data).toEqual({ access: 'a', refresh: 'r' });
    expect(seen[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(seen[0]?.headers.has('Authorization')).toBe(false);
    expect(JSON.parse(seen[0]?.text ?? '')).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('adds X-Subscription-Token when one is stored, and not otherwise', async () => {
    const store = memoryTokenStore({ token: 't', subscription: 'sub-1' });
    const { api, seen } = setup(() => json(200, { fleets: [] }), store);
    await api.GET('/ui/v1/sites/fleets');
    store.subscription = null;
    await api.GET('/ui/v1/sites/fleets');
    expect(seen[0]?.headers.get('X-Subscription-Token')).toBe('sub-1');
    expect(seen[1]?.headers.has('X-Subscription-Token')).toBe(false);
  });

  it('never sends a Prefer header, even when a caller passes one', async () => {
    const { api, seen } = setup(() => json(200, { fleets: [] }), memoryTokenStore({ token: 't' }));
    await api.GET('/ui/v1/sites/fleets', { headers: { Prefer: 'code=500' } });
    expect(seen[0]?.headers.has('Prefer')).toBe(false);
  });

  it('puts the configured API base path (config.json apiBasePath) before every path', async () => {
    const server = fakeFetch(() => json(200, { fleets: [] }));
    const api = createApiClient({
      tokenStore: memoryTokenStore({ token: 't' }),
      onSignOut: () => undefined,
      fetch: server.fetch,
      // In a browser the base is the bare path ('/portal-api'); Node's Request needs an origin in front.
      baseUrl: 'http://portal.test/portal-api',
    });
    await api.GET('/ui/v1/sites/fleets');
    expect(server.seen[0]?.url.href).toBe('http://portal.test/portal-api/ui/v1/sites/fleets');
  });
});

describe('empty bodies', () => {
  it.each([
    ['200 with no body', () => new Response(null, { status: 200 })],
    [
      '200 with Content-Length 0',
      () => new Response('', { status: 200, headers: { 'Content-Length': '0' } }),
    ],
    ['204 No Content', () => new Response(null, { status: 204 })],
  ])('treats %s as {}', async (_name, answer) => {
    // A path the spec describes no body for: only the empty-body rule applies.
    const { echo } = setup(answer, memoryTokenStore({ token: 't' }));
    const result = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({});
  });
});

describe('answers that are not what the spec says', () => {
  it.each([
    ['a list that is not one', { fleets: 'not-an-array' }, 'fleets is not a list'],
    ['a required list missing (an empty body is {})', null, 'fleets is missing'],
    ['no object at all', ['a'], 'it is not an object'],
  ])('reports %s as a malformed answer, naming the field', async (_name, body, problem) => {
    const { api } = setup(
      () => (body === null ? new Response(null, { status: 200 }) : json(200, body)),
      memoryTokenStore({ token: 't' }),
    );
    const result = await api.GET('/ui/v1/sites/fleets');
    expect(result.data).toBeUndefined();
    expect(result.error).toMatchObject({
      kind: 'malformed-answer',
      status: 200,
      message: `The server's answer could not be read: ${problem}`,
    });
    expect(result.error?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts an answer the spec allows, absent optional fields and all', async () => {
    const { api } = setup(
      () => json(200, { subscriptions: [], page: 1, countPages: 0, countTotal: 0 }),
      memoryTokenStore({ token: 't' }),
    );
    const result = await api.GET('/ui/v1/sites/hems/{hemsId}', {
      params: { path: { hemsId: 'sonnen' }, query: { page: 1 } },
    });
    expect(result.error).toBeUndefined();
  });
});

describe('401: refresh once and repeat', () => {
  it('refreshes with the stored refresh token, stores access, repeats once with the new token and the body intact', async () => {
    const { echo, seen, store, onSignOut } = setup();
    const result = await echo.POST('/ui/v1/echo/{n}', {
      params: { path: { n: '7' } },
      body: { payload: 'ä€😀' },
    });
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ n: '7', method: 'POST', body: JSON.stringify({ payload: 'ä€😀' }) });
    expect(seen.map((r) => r.url.pathname)).toEqual([
      '/ui/v1/echo/7',
      '/authentication-api/refresh-token',
      '/ui/v1/echo/7',
    ]);
    expect(JSON.parse(seen[1]?.text ?? '')).toEqual({ refresh: 'r1' });
    expect(seen[0]?.headers.get('Authorization')).toBe('Bearer stale');
    expect(seen[2]?.headers.get('Authorization')).toBe('Bearer fresh');
    expect(seen[2]?.bytes).toEqual(seen[0]?.bytes);
    expect(seen[2]?.headers.get('Content-Type')).toBe('application/json');
    expect(store.token).toBe('fresh');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    const { echo, seen } = setup();
    const results = await Promise.all(
      ['1', '2', '3', '4', '5'].map((n) => echo.GET('/ui/v1/echo/{n}', { params: { path: { n } } })),
    );
    expect(results.map((r) => r.data?.n)).toEqual(['1', '2', '3', '4', '5']);
    expect(refreshes(seen)).toHaveLength(1);
    expect(calls(seen)).toHaveLength(10);
  });

  it('retries a 401 that arrives after the refresh finished with the current token, without refreshing again', async () => {
    const late = deferred<Response>();
    let first = true;
    const { echo, seen } = setup((request) => {
      // Request 'late' was sent with the stale token; its 401 is held back until the refresh has completed.
      if (request.url.pathname.endsWith('/late') && first) {
        first = false;
        return late.promise;
      }
      return echoServer(request);
    });
    const lateCall = echo.GET('/ui/v1/echo/{n}', { params: { path: { n: 'late' } } });
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: timeLimit(1_000) });
    const early = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: 'early' } } });
    expect(early.data?.n).toBe('early');
    expect(refreshes(seen)).toHaveLength(1);
    late.resolve(unauthorized());
    const result = await lateCall;
    expect(result.data?.n).toBe('late');
    expect(refreshes(seen)).toHaveLength(1);
    expect(seen.at(-1)?.headers.get('Authorization')).toBe('Bearer fresh');
  });

  it('returns a 401 on the repeated request as an ApiError and ends the session: no second refresh, no loop', async () => {
    const { echo, seen, onSignOut } = setup((request) =>
      isRefresh(request) ? json(200, { access: 'also-rejected' }) : unauthorized(),
    );
    const result = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error?.status).toBe(401);
    expect(result.error?.message).toBe('Token expired');
    expect(seen.map((r) => r.url.pathname)).toEqual([
      '/ui/v1/echo/1',
      '/authentication-api/refresh-token',
      '/ui/v1/echo/1',
    ]);
    // Refused with the token just obtained: every later call would refresh and fail the same way.
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledWith('refused');
    const later = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '2' } } });
    expect(later.error?.status).toBe(401);
    expect(seen).toHaveLength(4);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('on a refused refresh clears token and refresh-token and signs out exactly once', async () => {
    const store = memoryTokenStore({ token: 'stale', refresh: 'revoked' });
    const late = deferred<Response>();
    let lateFirst = true;
    const { echo, seen, onSignOut } = setup((request) => {
      if (request.url.pathname.endsWith('/late') && lateFirst) {
        lateFirst = false;
        return late.promise;
      }
      return echoServer(request);
    }, store);
    const lateCall = echo.GET('/ui/v1/echo/{n}', { params: { path: { n: 'late' } } });
    const results = await Promise.all(
      ['1', '2', '3'].map((n) => echo.GET('/ui/v1/echo/{n}', { params: { path: { n } } })),
    );
    late.resolve(unauthorized());
    results.push(await lateCall);
    for (const result of results) {
      expect(result.error).toBeInstanceOf(ApiError);
      expect(result.error?.status).toBe(401);
    }
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(store.clears).toBe(1);
    expect(store.token).toBeNull();
    expect(store.refresh).toBeNull();
    expect(refreshes(seen)).toHaveLength(1);
    expect(calls(seen)).toHaveLength(4);
  });

  it('signs out once when a 401 comes and no refresh token is stored', async () => {
    const { echo, seen, onSignOut } = setup(echoServer, memoryTokenStore({ token: 'stale' }));
    const first = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    const second = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '2' } } });
    expect(first.error?.status).toBe(401);
    expect(second.error?.status).toBe(401);
    expect(refreshes(seen)).toHaveLength(0);
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh call gets no usable answer (5xx or network), and tries again later', async () => {
    let refreshAnswer: 'down' | 'offline' | 'up' = 'down';
    const { echo, seen, store, onSignOut } = setup((request) => {
      if (isRefresh(request) && refreshAnswer === 'down') return json(503, { message: 'down', status: 503 });
      if (isRefresh(request) && refreshAnswer === 'offline') throw new TypeError('Failed to fetch');
      return echoServer(request);
    });
    const down = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    refreshAnswer = 'offline';
    const offline = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '2' } } });
    expect(down.error?.status).toBe(401);
    expect(offline.error?.status).toBe(401);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(store.refresh).toBe('r1');
    refreshAnswer = 'up';
    const up = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '3' } } });
    expect(up.data?.n).toBe('3');
    expect(refreshes(seen)).toHaveLength(3);
  });

  it('does not refresh for the login call', async () => {
    const { api, seen, onSignOut } = setup(() =>
      json(401, { message: 'Wrong email or password', status: 401, errorId: 'BAD_CREDENTIALS' }),
    );
    const { error } = await api.POST('/authentication-api/login', {
      body: { email: 'x@y.z', password: 'no' },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.toJSON()).toEqual({
      message: 'Wrong email or password',
      status: 401,
      errorId: 'BAD_CREDENTIALS',
    });
    expect(seen).toHaveLength(1);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('a deactivated person (401 or 403 ACCOUNT_DEACTIVATED) is signed out at once with that reason, without a refresh', async () => {
    for (const status of [401, 403]) {
      const { echo, seen, store, onSignOut } = setup(() =>
        json(status, {
          message: 'Your account has been deactivated',
          status,
          errorId: 'ACCOUNT_DEACTIVATED',
        }),
      );
      const { error } = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
      expect(error?.errorId).toBe('ACCOUNT_DEACTIVATED');
      expect(seen.filter(isRefresh)).toHaveLength(0);
      expect(store.refresh).toBeNull();
      expect(onSignOut).toHaveBeenCalledTimes(1);
      expect(onSignOut).toHaveBeenCalledWith('deactivated');
      // Late answers of the ended session change nothing.
      await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '2' } } });
      expect(onSignOut).toHaveBeenCalledTimes(1);
    }
  });

  it('a refresh refused as ACCOUNT_DEACTIVATED signs out with that reason', async () => {
    const { echo, onSignOut } = setup((request) =>
      isRefresh(request)
        ? json(401, {
            message: 'Your account has been deactivated',
            status: 401,
            errorId: 'ACCOUNT_DEACTIVATED',
          })
        : unauthorized(),
    );
    await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(onSignOut).toHaveBeenCalledWith('deactivated');
  });

  it('431 (headers too large) with a token ends the session as unusable; without a token it is only an error', async () => {
    const tooLarge = () => json(431, { message: 'Request Header Fields Too Large', status: 431 });
    const signedIn = setup(tooLarge);
    await signedIn.echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(signedIn.onSignOut).toHaveBeenCalledWith('unusable');
    expect(signedIn.seen).toHaveLength(1);
    const anonymous = setup(tooLarge, memoryTokenStore({ token: null, refresh: 'r1' }));
    const { error } = await anonymous.echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(error?.status).toBe(431);
    expect(anonymous.onSignOut).not.toHaveBeenCalled();
  });

  it('a repeat answered with another error than 401 keeps the session', async () => {
    let first = true;
    const { echo, onSignOut } = setup((request) => {
      if (isRefresh(request)) return json(200, { access: 'fresh' });
      if (first) {
        first = false;
        return unauthorized();
      }
      return json(404, { message: 'Not found', status: 404 });
    });
    const { error } = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(error?.status).toBe(404);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('does not refresh for the refresh call itself', async () => {
    const { api, seen, onSignOut } = setup(() => unauthorized());
    const { error } = await api.POST('/authentication-api/refresh-token', { body: { refresh: 'r1' } });
    expect(error?.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('does not refresh while the current page is /login', async () => {
    const { echo, seen, store, onSignOut } = setup(echoServer, undefined, { currentPath: () => '/login' });
    const { error } = await echo.GET('/ui/v1/echo/{n}', { params: { path: { n: '1' } } });
    expect(error?.status).toBe(401);
    expect(seen).toHaveLength(1);
    expect(store.token).toBe('stale');
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('repeats with its own fetch, never as a method of another object (the browser "Illegal invocation" trap)', async () => {
    const server = fakeFetch(echoServer);
    // Browsers throw when fetch runs with a receiver other than the global object; the default (global) fetch
    // is replaced by one that does the same check.
    const strictFetch = function (this: unknown, request: Request) {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return server.fetch(request);
    };
    vi.stubGlobal('fetch', strictFetch);
    try {
      const echo = createApiClient<EchoPaths>({
        tokenStore: memoryTokenStore({ token: 'stale', refresh: 'r1' }),
        onSignOut: () => undefined,
        baseUrl: BASE,
        currentPath: () => '/',
      });
      const result = await echo.POST('/ui/v1/echo/{n}', {
        params: { path: { n: '1' } },
        body: { payload: 'x' },
      });
      expect(result.error).toBeUndefined();
      expect(result.data?.body).toBe('{"payload":"x"}');
      expect(server.seen).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('non-OK answers become ApiError', () => {
  it('takes message and every SPEC §8 field from the body', async () => {
    const body = {
      message: 'Gateway unreachable',
      status: 409,
      errorId: 'E42',
      firmwareVersion: '1.2.3',
      lastConnectionTimestamp: '2026-01-02T03:04:05Z',
      uniqueIdentifier: 'gw-9',
      verificationResult: {
        errorId: 'V1',
        uniqueIdentifier: 'u',
        lastConnectionTimestamp: 't',
        firmwareVersion: 'f',
      },
    };
    const { api } = setup(() => json(409, body, 'Conflict'), memoryTokenStore({ token: 't' }));
    const { data, error } = await api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: 'k' } } });
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error?.toJSON()).toEqual(body);
  });

  it('uses the HTTP status text for a 502 with an HTML body', async () => {
    const { api } = setup(
      () =>
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.toJSON()).toEqual({ message: 'Bad Gateway', status: 502 });
  });

  it('uses the status text for an empty error body, and the standard phrase when the status text is empty (HTTP/2)', async () => {
    const { api } = setup(() => new Response(null, { status: 404 }), memoryTokenStore({ token: 't' }));
    const { error } = await api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: 'nope' } } });
    expect(error?.toJSON()).toEqual({ message: 'Not Found', status: 404 });
  });

  it('uses the answer status, not a status field in the body', async () => {
    const { api } = setup(
      () => json(500, { message: 'boom', status: 'teapot' }),
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.status).toBe(500);
    expect(error?.message).toBe('boom');
  });

  it('reports a network failure as an ApiError with status 0 and rethrows an abort', async () => {
    const failing = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await failing.api.GET('/ui/v1/sites/fleets');
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.toJSON()).toEqual({ message: 'Failed to fetch', status: 0 });

    const aborted = setup(
      () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      },
      memoryTokenStore({ token: 't' }),
    );
    await expect(aborted.api.GET('/ui/v1/sites/fleets')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('X-Request-Id', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  const idOf = (request: SeenRequest | undefined) => request?.headers.get('X-Request-Id');

  it('every call sends a fresh lower-case v4 UUID, a different one each call', async () => {
    const { api, echo, seen } = setup(() => json(200, {}), memoryTokenStore({ token: 't' }));
    await api.GET('/ui/v1/sites/fleets');
    await api.GET('/ui/v1/sites/fleets');
    await api.POST('/authentication-api/login', { body: { email: 'a@b.c', password: 'pw' } });
    await api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: 'k' } } });
    await Promise.all(['1', '2', '3'].map((n) => echo.GET('/ui/v1/echo/{n}', { params: { path: { n } } })));
    expect(seen).toHaveLength(7);
    const ids = seen.map(idOf);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(seen.length);
  });

  it("is the client's own: an id a caller passes is replaced", async () => {
    const { api, seen } = setup(() => json(200, { fleets: [] }), memoryTokenStore({ token: 't' }));
    await api.GET('/ui/v1/sites/fleets', { headers: { 'x-request-id': 'mine' } });
    await api.GET('/ui/v1/sites/fleets', { params: { header: { 'X-Request-Id': 'mine-too' } } });
    expect(idOf(seen[0])).toMatch(UUID_V4);
    expect(idOf(seen[1])).toMatch(UUID_V4);
  });

  it('the ApiError of a non-OK answer carries the id of its call, outside the contract fields', async () => {
    const { api, seen } = setup(
      () => json(500, { message: 'Internal server error', status: 500 }),
      memoryTokenStore({ token: 't' }),
    );
    const first = await api.GET('/ui/v1/sites/fleets');
    const second = await api.GET('/ui/v1/sites/fleets');
    expect(first.error?.requestId).toBe(idOf(seen[0]));
    expect(second.error?.requestId).toBe(idOf(seen[1]));
    expect(first.error?.requestId).not.toBe(second.error?.requestId);
    expect(first.error?.toJSON()).toEqual({ message: 'Internal server error', status: 500 });
    expect(JSON.parse(JSON.stringify(first.error))).not.toHaveProperty('requestId');
  });

  it('keeps the answer errorId beside the request id', async () => {
    const { api, seen } = setup(
      () => json(404, { message: 'Not found', status: 404, errorId: 'NOT_FOUND' }),
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: 'k' } } });
    expect(error?.errorId).toBe('NOT_FOUND');
    expect(error?.requestId).toBe(idOf(seen[0]));
  });

  it('a failure without an answer (status 0) carries the id it was sent with', async () => {
    const { api, seen } = setup(
      () => {
        throw new TypeError('Failed to fetch');
      },
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.status).toBe(0);
    expect(error?.requestId).toMatch(UUID_V4);
    expect(error?.requestId).toBe(idOf(seen[0]));
    expect(error?.toJSON()).toEqual({ message: 'Failed to fetch', status: 0 });
  });

  it('an unreadable OK answer (status 0) carries the id as well', async () => {
    const { api, seen } = setup(
      () => new Response('{not json', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      memoryTokenStore({ token: 't' }),
    );
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.status).toBe(0);
    expect(error?.requestId).toBe(idOf(seen[0]));
  });

  it('the repeat after a token refresh is the same call: same id; the refresh call has its own', async () => {
    const { echo, seen } = setup((request) =>
      isRefresh(request) ? json(200, { access: 'still-refused' }) : unauthorized(),
    );
    const { error } = await echo.POST('/ui/v1/echo/{n}', {
      params: { path: { n: '1' } },
      body: { payload: 'x' },
    });
    expect(seen.map((r) => r.url.pathname)).toEqual([
      '/ui/v1/echo/1',
      '/authentication-api/refresh-token',
      '/ui/v1/echo/1',
    ]);
    const [first, refresh, repeat] = seen.map(idOf);
    expect(first).toMatch(UUID_V4);
    expect(repeat).toBe(first);
    expect(refresh).toMatch(UUID_V4);
    expect(refresh).not.toBe(first);
    expect(error?.status).toBe(401);
    expect(error?.requestId).toBe(first);
  });
});

describe('unwrap', () => {
  it('returns the data of an OK answer', async () => {
    const { api } = setup(() => json(200, { apiKeys: ['UI_API'] }), memoryTokenStore({ token: 't' }));
    const data = await unwrap(api.GET('/ui/v1/docs/schemas'));
    expect(data.apiKeys).toEqual(['UI_API']);
  });

  it('throws the ApiError of a non-OK answer', async () => {
    const { api } = setup(
      () => json(404, { message: 'No such API', status: 404 }),
      memoryTokenStore({ token: 't' }),
    );
    const call = unwrap(api.GET('/ui/v1/docs/schemas/{apiKey}', { params: { path: { apiKey: 'NOPE' } } }));
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 404, message: 'No such API' });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
