import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type RequestDecorator } from '../../../src/api/client.ts';
import { createScenarioDecorator } from '../../../src/features/scenario/model/scenario-decorator.ts';
import { createScenarioStore } from '../../../src/features/scenario/model/scenario-store.ts';
import { BASE, fakeFetch, isRefresh, json, memoryTokenStore, type Handler } from '../api/fake-api.ts';

const providers = { providers: [] };
const ok: Handler = (request) => (isRefresh(request) ? json(200, { access: 'fresh' }) : json(200, providers));

function setup(handler: Handler, decorateRequest?: RequestDecorator) {
  const server = fakeFetch(handler);
  const api = createApiClient({
    tokenStore: memoryTokenStore({ token: 'stale', refresh: 'r1' }),
    onSignOut: () => {},
    baseUrl: BASE,
    fetch: server.fetch,
    currentPath: () => '/hems',
    ...(decorateRequest ? { decorateRequest } : {}),
  });
  return { api, seen: server.seen };
}

describe('the dev client with the scenario decorator', () => {
  it('adds the chosen scenario to requests of that operation only', async () => {
    const store = createScenarioStore(undefined);
    store.set('GET /ui/v1/hems-providers', { answer: { kind: 'example', name: 'empty' }, delayMs: 3000 });
    const { api, seen } = setup(ok, createScenarioDecorator(store));
    await api.GET('/ui/v1/hems-providers');
    await api.GET('/ui/v1/sites/fleets');
    expect(seen.map((r) => r.headers.get('x-mock-scenario'))).toEqual(['example=empty; delay=3000', null]);
  });

  it('reads the store on every call: a new choice applies to the next request', async () => {
    const store = createScenarioStore(undefined);
    const { api, seen } = setup(ok, createScenarioDecorator(store));
    await api.GET('/ui/v1/sites/hems/{hemsId}', {
      params: { path: { hemsId: 'sonnen' }, query: { page: 2 } },
    });
    store.set('GET /ui/v1/sites/hems/{hemsId}', { answer: { kind: 'error', status: 500 }, delayMs: 0 });
    await api.GET('/ui/v1/sites/hems/{hemsId}', {
      params: { path: { hemsId: 'sonnen' }, query: { page: 2 } },
    });
    store.reset();
    await api.GET('/ui/v1/sites/hems/{hemsId}', { params: { path: { hemsId: 'sonnen' } } });
    expect(seen.map((r) => r.headers.get('x-mock-scenario'))).toEqual([null, 'code=500', null]);
  });

  it('401 then refresh: the retry repeats the call id, so the proxy answers it normally', async () => {
    const store = createScenarioStore(undefined);
    store.set('GET /ui/v1/hems-providers', { answer: { kind: 'refresh' }, delayMs: 0 });
    const onceSeen = new Set<string>();
    // What the mock proxy does with `once=<id>`: the scenario for the first request with the id, not the retry.
    const proxy: Handler = (request) => {
      if (isRefresh(request)) return json(200, { access: 'fresh' });
      const header = request.headers.get('x-mock-scenario') ?? '';
      const id = /once=([\w-]+)/.exec(header)?.[1];
      if (id && !onceSeen.has(id)) {
        onceSeen.add(id);
        return json(401, { message: 'Token expired', status: 401 });
      }
      return json(200, providers);
    };
    let n = 0;
    const { api, seen } = setup(
      proxy,
      createScenarioDecorator(store, () => `call-${++n}`),
    );
    const first = await api.GET('/ui/v1/hems-providers');
    const second = await api.GET('/ui/v1/hems-providers');
    expect(first.error).toBeUndefined();
    expect(second.error).toBeUndefined();
    expect(
      seen.map((r) => [r.url.pathname, r.headers.get('x-mock-scenario'), r.headers.get('authorization')]),
    ).toEqual([
      ['/ui/v1/hems-providers', 'code=401; once=call-1', 'Bearer stale'],
      ['/authentication-api/refresh-token', null, null],
      ['/ui/v1/hems-providers', 'code=401; once=call-1', 'Bearer fresh'],
      ['/ui/v1/hems-providers', 'code=401; once=call-2', 'Bearer fresh'],
      ['/authentication-api/refresh-token', null, null],
      ['/ui/v1/hems-providers', 'code=401; once=call-2', 'Bearer fresh'],
    ]);
  });

  it('decorates the refresh call too when a scenario is chosen for it (a refused refresh signs out)', async () => {
    const store = createScenarioStore(undefined);
    store.set('POST /authentication-api/refresh-token', {
      answer: { kind: 'error', status: 401 },
      delayMs: 0,
    });
    const handler: Handler = (request) =>
      request.headers.get('x-mock-scenario') === 'code=401' || !isRefresh(request)
        ? json(401, { message: 'no', status: 401 })
        : json(200, { access: 'fresh' });
    const { api, seen } = setup(handler, createScenarioDecorator(store));
    const { error } = await api.GET('/ui/v1/profile');
    expect(error?.status).toBe(401);
    expect(seen.filter(isRefresh).map((r) => r.headers.get('x-mock-scenario'))).toEqual(['code=401']);
  });

  it('cannot make the client send Prefer', async () => {
    const { api, seen } = setup(ok, (request) => request.headers.set('Prefer', 'code=500'));
    await api.GET('/ui/v1/hems-providers');
    expect(seen[0]?.headers.has('prefer')).toBe(false);
  });
});

describe('the production client (no decorator)', () => {
  it('sends neither the scenario header nor Prefer, whatever the caller passes', async () => {
    const store = createScenarioStore(undefined);
    store.set('GET /ui/v1/hems-providers', { answer: { kind: 'error', status: 500 }, delayMs: 0 });
    const { api, seen } = setup(ok);
    await api.GET('/ui/v1/hems-providers', { headers: { Prefer: 'code=500' } });
    await api.POST('/authentication-api/login', { body: { email: 'a@b.c', password: 'pw' } });
    for (const request of seen) {
      expect(request.headers.has('x-mock-scenario')).toBe(false);
      expect(request.headers.has('prefer')).toBe(false);
    }
  });

  describe('in a production build', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('ignores a decorator even when one is passed', async () => {
      vi.stubEnv('DEV', false);
      vi.stubEnv('PROD', true);
      const store = createScenarioStore(undefined);
      store.set('GET /ui/v1/hems-providers', { answer: { kind: 'error', status: 500 }, delayMs: 0 });
      const { api, seen } = setup(ok, createScenarioDecorator(store));
      await api.GET('/ui/v1/hems-providers');
      expect(seen[0]?.headers.has('x-mock-scenario')).toBe(false);
    });
  });
});
