import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismServer } from '../../../scripts/mock/prism.ts';
import { DEFAULT_MOCK_SPEC } from '../../../scripts/mock/select-example.ts';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient, unwrap, type ApiClient } from '../../../src/api/client.ts';
import { startStateful401Proxy, type Stateful401Proxy } from '../../helpers/stateful-401-proxy.ts';
import { memoryTokenStore, type MemoryTokenStore } from './fake-api.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../helpers/shared-prism.ts';

// The real Prism on the generated mock spec, behind the stateful proxy; the client uses the global fetch.
let prism: PrismServer;
let proxy: Stateful401Proxy;
let store: MemoryTokenStore;
let onSignOut: ReturnType<typeof vi.fn<() => void>>;
let api: ApiClient;

interface MockSpecShape {
  components: {
    responses: Record<
      string,
      { content: { 'application/json': { examples: Record<string, { value: unknown }> } } }
    >;
  };
  paths: Record<
    string,
    Record<
      string,
      {
        responses: Record<
          string,
          { content?: { 'application/json': { examples?: Record<string, { value: unknown }> } } }
        >;
      }
    >
  >;
}
const mockSpec = JSON.parse(readFileSync(DEFAULT_MOCK_SPEC, 'utf8')) as MockSpecShape;
const example = (path: string, method: string, status: string, name: string): unknown =>
  mockSpec.paths[path]?.[method]?.responses[status]?.content?.['application/json'].examples?.[name]?.value;
const errorExample = (responseName: string, status: number): unknown =>
  mockSpec.components.responses[responseName]?.content['application/json'].examples[String(status)]?.value;

beforeAll(async () => {
  prism = sharedPrism();
  proxy = await startStateful401Proxy({ target: prism.url });
}, timeLimit(90_000));

afterAll(async () => {
  await proxy?.stop();
  await prism?.stop();
});

beforeEach(() => {
  proxy.reset();
  proxy.acceptOnlyRefreshedTokens = false;
  store = memoryTokenStore({ token: 'access-1', refresh: 'refresh-1' });
  onSignOut = vi.fn<() => void>();
  api = createApiClient({ tokenStore: store, onSignOut, baseUrl: proxy.url, currentPath: () => '/' });
});

describe('against Prism: normal calls', () => {
  it('lists fleets with the bearer token and JSON content type, without Prefer', async () => {
    const data = await unwrap(api.GET('/ui/v1/sites/fleets'));
    expect(data).toEqual(example('/ui/v1/sites/fleets', 'get', '200', 'default'));
    const [sent] = proxy.requests;
    expect(sent?.headers.authorization).toBe('Bearer access-1');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.prefer).toBeUndefined();
  });

  it('reads a sites page with query parameters', async () => {
    const fleets = ['0b6f6d2e-3c1a-4c59-9d0e-111111111111', '0b6f6d2e-3c1a-4c59-9d0e-222222222222'];
    const data = await unwrap(
      api.GET('/ui/v1/sites/hems/{hemsId}', {
        params: { path: { hemsId: 'sonnen' }, query: { page: 1, text: 'x', fleets } },
      }),
    );
    expect(Array.isArray(data.subscriptions)).toBe(true);
    expect(typeof data.countTotal).toBe('number');
    expect(proxy.requests[0]?.url).toBe(
      `/ui/v1/sites/hems/sonnen?page=1&text=x&fleets=${fleets[0]}&fleets=${fleets[1]}`,
    );
  });

  it('signs in with a JSON body and sends the subscription token header when stored', async () => {
    store.subscription = 'sub-token';
    const tokens = await unwrap(
      api.POST('/authentication-api/login', { body: { email: 'a@b.c', password: 'pw' } }),
    );
    expect(typeof tokens.access).toBe('string');
    expect(typeof tokens.refresh).toBe('string');
    expect(JSON.parse(proxy.requests[0]?.body ?? '')).toEqual({ email: 'a@b.c', password: 'pw' });
    await unwrap(api.GET('/ui/v1/docs/schemas'));
    expect(proxy.requests[1]?.headers['x-subscription-token']).toBe('sub-token');
  });
});

describe('against Prism: X-Request-Id', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('every call carries a fresh id in the declared format, which Prism accepts', async () => {
    await unwrap(api.GET('/ui/v1/sites/fleets'));
    await unwrap(api.POST('/authentication-api/login', { body: { email: 'a@b.c', password: 'pw' } }));
    const ids = proxy.requests.map((r) => r.headers['x-request-id']);
    expect(proxy.requests.map((r) => r.status)).toEqual([200, 200]);
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('the ApiError of a 500 carries the id the call was sent with', async () => {
    proxy.preferNext('code=500');
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.status).toBe(500);
    expect(error?.requestId).toMatch(UUID_V4);
    expect(error?.requestId).toBe(proxy.requests[0]?.headers['x-request-id']);
    expect(error?.toJSON()).toEqual(errorExample('ServerError', 500));
  });

  it('Prism validates the declared header: a malformed id is refused', async () => {
    const answer = await fetch(`${proxy.url}/ui/v1/sites/fleets`, {
      headers: { Authorization: 'Bearer access-1', 'X-Request-Id': 'not-a-uuid' },
    });
    // Every operation declares its validation error (400, OWASP API8): Prism answers with that declared answer, an
    // ApiError body, instead of its own problem report.
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ status: 400, errorId: 'VALIDATION_FAILED' });
  });
});

describe('against Prism: first call 401, then refresh and retry', () => {
  it('refreshes through Prism, stores the issued token and repeats the request with it', async () => {
    proxy.acceptOnlyRefreshedTokens = true;
    const data = await unwrap(api.GET('/ui/v1/sites/fleets'));
    expect(data).toEqual(example('/ui/v1/sites/fleets', 'get', '200', 'default'));
    expect(proxy.requests.map((r) => `${r.method} ${r.url} ${r.status}`)).toEqual([
      'GET /ui/v1/sites/fleets 401',
      'POST /authentication-api/refresh-token 200',
      'GET /ui/v1/sites/fleets 200',
    ]);
    expect(JSON.parse(proxy.requests[1]?.body ?? '')).toEqual({ refresh: 'refresh-1' });
    expect(proxy.issuedToken).not.toBeNull();
    expect(store.token).toBe(proxy.issuedToken);
    expect(proxy.requests[2]?.headers.authorization).toBe(`Bearer ${proxy.issuedToken}`);
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent first calls', async () => {
    proxy.acceptOnlyRefreshedTokens = true;
    const results = await Promise.all([
      api.GET('/ui/v1/sites/fleets'),
      api.GET('/ui/v1/docs/schemas'),
      api.GET('/ui/v1/hems-providers'),
    ]);
    for (const result of results) expect(result.error).toBeUndefined();
    expect(proxy.requests.filter((r) => r.url === '/authentication-api/refresh-token')).toHaveLength(1);
    expect(proxy.requests).toHaveLength(7);
  });

  it('signs out once when Prism refuses the refresh', async () => {
    proxy.acceptOnlyRefreshedTokens = true;
    proxy.preferNext('code=401', { path: '/authentication-api/refresh-token' });
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.status).toBe(401);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(store.token).toBeNull();
    expect(store.refresh).toBeNull();
    expect(proxy.requests).toHaveLength(2);
  });
});

describe('against Prism: Prefer: code=… answers map to ApiError', () => {
  it.each([
    ['GET /ui/v1/site/{siteKey}', 404, 'NotFound'],
    ['GET /ui/v1/sites/fleets', 500, 'ServerError'],
    ['POST /authentication-api/login', 401, 'InvalidCredentials'],
    ['POST /authentication-api/login', 400, 'BadRequest'],
    ['POST /authentication-api/sign-up', 409, 'Conflict'],
  ] as const)('%s with code=%i', async (operation, status, responseName) => {
    proxy.preferNext(`code=${status}`);
    const call =
      operation === 'GET /ui/v1/site/{siteKey}'
        ? api.GET('/ui/v1/site/{siteKey}', {
            params: { path: { siteKey: '7f0c3c5e-1111-4a4a-9b9b-000000000001' } },
          })
        : operation === 'GET /ui/v1/sites/fleets'
          ? api.GET('/ui/v1/sites/fleets')
          : operation === 'POST /authentication-api/login'
            ? api.POST('/authentication-api/login', { body: { email: 'a@b.c', password: 'pw' } })
            : api.POST('/authentication-api/sign-up', {
                body: { name: 'N', email: 'a@b.c', password: 'longpassword1' },
              });
    const { data, error } = await call;
    expect(data).toBeUndefined();
    expect(error).toBeInstanceOf(ApiError);
    const expected = errorExample(responseName, status) as { message: string };
    expect(expected).toBeDefined();
    expect(error?.toJSON()).toEqual(expected);
    expect(error?.status).toBe(status);
    expect(proxy.requests).toHaveLength(1);
    expect(proxy.requests[0]?.headers.prefer).toBeUndefined();
    expect(proxy.requests[0]?.preferSent).toBe(`code=${status}`);
  });

  it('a 401 forced on every call ends with an ApiError and a sign-out after one refresh and one retry (no loop)', async () => {
    proxy.preferNext('code=401', { path: '/ui/v1/sites/fleets', times: 5 });
    const { error } = await api.GET('/ui/v1/sites/fleets');
    expect(error?.status).toBe(401);
    expect(error?.toJSON()).toEqual(errorExample('Unauthorized', 401));
    expect(proxy.requests.map((r) => `${r.url} ${r.status}`)).toEqual([
      '/ui/v1/sites/fleets 401',
      '/authentication-api/refresh-token 200',
      '/ui/v1/sites/fleets 401',
    ]);
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(onSignOut).toHaveBeenCalledWith('refused');
  });
});
