// The whole dev chain the switcher drives: the portal's client with the scenario decorator -> the mock proxy of
// `npm start` -> Prism on the generated mock spec.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismServer } from '../../../scripts/mock/prism.ts';
import { createMockProxy } from '../../../scripts/mock/proxy.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { createScenarioDecorator } from '../../../src/features/scenario/model/scenario-decorator.ts';
import { createScenarioStore } from '../../../src/features/scenario/model/scenario-store.ts';
import { memoryTokenStore } from '../api/fake-api.ts';
import { mockToken } from '../../helpers/mock-tokens.ts';

const ACCESS = mockToken();
import { timeLimit } from '../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../helpers/shared-prism.ts';

describe('switcher choice -> client -> mock proxy -> Prism', () => {
  let prism: PrismServer;
  let server: Server;
  let base: string;
  const paths: string[] = [];

  beforeAll(async () => {
    prism = sharedPrism();
    const proxy = createMockProxy({ target: prism.url });
    server = createServer((req, res) => {
      paths.push(`${req.method} ${req.url}`);
      proxy.middleware(req, res, () => {
        res.writeHead(404);
        res.end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, timeLimit(90_000));

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await prism?.stop();
  });

  function client() {
    const store = createScenarioStore(undefined);
    // Tokens the mock signed: it verifies every one, before any scenario.
    const tokens = memoryTokenStore({ token: ACCESS, refresh: mockToken(undefined, 'refresh') });
    const api = createApiClient({
      tokenStore: tokens,
      onSignOut: () => {},
      baseUrl: base,
      fetch: (request) => globalThis.fetch(request),
      currentPath: () => '/hems',
      decorateRequest: createScenarioDecorator(store),
    });
    return { api, store, tokens };
  }

  it('answers the chosen example, then the normal one after a reset', async () => {
    const { api, store } = client();
    store.set('GET /ui/v1/hems-providers', { answer: { kind: 'example', name: 'empty' }, delayMs: 0 });
    expect((await api.GET('/ui/v1/hems-providers')).data).toEqual({ providers: [] });
    store.reset();
    expect((await api.GET('/ui/v1/hems-providers')).data?.providers.length).toBeGreaterThan(0);
  });

  it('answers a declared error as an ApiError', async () => {
    const { api, store } = client();
    store.set('GET /ui/v1/sites/hems/{hemsId}', { answer: { kind: 'error', status: 500 }, delayMs: 0 });
    const { error } = await api.GET('/ui/v1/sites/hems/{hemsId}', { params: { path: { hemsId: 'sonnen' } } });
    expect(error?.status).toBe(500);
  });

  it('401 then refresh: every call is refused once, refreshed, repeated and answered', async () => {
    const { api, store, tokens } = client();
    store.set('GET /ui/v1/sites/fleets', { answer: { kind: 'refresh' }, delayMs: 0 });
    paths.length = 0;
    for (let i = 0; i < 2; i++) {
      const { data, error } = await api.GET('/ui/v1/sites/fleets');
      expect(error).toBeUndefined();
      expect(data?.fleets.length).toBeGreaterThan(0);
    }
    expect(paths).toEqual([
      'GET /ui/v1/sites/fleets',
      'POST /authentication-api/refresh-token',
      'GET /ui/v1/sites/fleets',
      'GET /ui/v1/sites/fleets',
      'POST /authentication-api/refresh-token',
      'GET /ui/v1/sites/fleets',
    ]);
    expect(tokens.token).not.toBe(ACCESS);
  });

  it('answers late when asked to', async () => {
    const { api, store } = client();
    store.set('GET /ui/v1/docs/schemas', { answer: { kind: 'rule' }, delayMs: 1000 });
    const started = performance.now();
    expect((await api.GET('/ui/v1/docs/schemas')).data?.apiKeys.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });
});
