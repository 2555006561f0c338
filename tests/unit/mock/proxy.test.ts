import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism, type PrismServer } from '../../../scripts/mock/prism.ts';
import {
  createMockProxy,
  MOCK_CONTROL_PATH,
  MOCK_OWNER_HEADER,
  type MockProxy,
} from '../../../scripts/mock/proxy.ts';
import { mockToken } from '../../helpers/mock-tokens.ts';
import { httpCall } from '../scripts/http-get.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const specPath = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'mini.mock.json');
const auth = { authorization: `Bearer ${mockToken()}` };

function serve(proxy: MockProxy): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) =>
    proxy.middleware(req, res, (error) => {
      res.writeHead(error ? 500 : 404, { 'content-type': 'text/plain' });
      res.end(error ? 'middleware error' : 'not the proxy');
    }),
  );
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

describe('mock proxy in front of Prism', () => {
  let prism: PrismServer;
  let proxy: MockProxy;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    prism = await startPrism({ port: 4310, specPath, log: () => {} });
    proxy = createMockProxy({ target: prism.url, specPath });
    ({ server, url: base } = await serve(proxy));
  }, timeLimit(60_000));

  afterAll(async () => {
    await new Promise((done) => server?.close(done));
    await prism?.stop();
  });

  it('answers a sites page with the example the rule names', async () => {
    const answer = await httpCall(`${base}/ui/v1/sites/hems/sonnen?page=2`, { headers: auth });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-mock-selected']).toBe('example=sonnen-page-2');
    expect(JSON.parse(answer.body)).toMatchObject({ page: 2, subscriptions: [{ id: 's2' }] });
  });

  it('answers an out-of-range page with the empty example', async () => {
    const answer = await httpCall(`${base}/ui/v1/sites/hems/sonnen?page=9`, { headers: auth });
    expect(JSON.parse(answer.body)).toMatchObject({ subscriptions: [], countTotal: 0 });
  });

  it('answers an unknown key with the not-found answer', async () => {
    const answer = await httpCall(`${base}/ui/v1/docs/schemas/NOPE`, { headers: auth });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ message: 'not found', status: 404 });
  });

  it('forwards a request body', async () => {
    const answer = await httpCall(`${base}/authentication-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.c', password: 'x' }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ access: 'a.b.c', refresh: 'd.e.f' });
  });

  it('honours the scenario header', async () => {
    const failing = await httpCall(`${base}/ui/v1/hems-providers`, {
      headers: { ...auth, 'x-mock-scenario': 'code=500' },
    });
    expect(failing.status).toBe(500);
    expect(JSON.parse(failing.body)).toEqual({ message: 'boom', status: 500 });
    const empty = await httpCall(`${base}/ui/v1/hems-providers`, {
      headers: { ...auth, 'x-mock-scenario': 'example=empty' },
    });
    expect(JSON.parse(empty.body)).toEqual({ providers: [] });
  });

  it('ignores a Prefer header sent by the client', async () => {
    const answer = await httpCall(`${base}/ui/v1/hems-providers`, {
      headers: { ...auth, prefer: 'example=empty' },
    });
    expect(JSON.parse(answer.body)).toEqual({ providers: [{ id: 'sonnen', name: 'Sonnen' }] });
  });

  it('answers queued one-shot scenarios once, then normally (a refresh flow)', async () => {
    const queued = await httpCall(`${base}${MOCK_CONTROL_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'code=401', path: '/ui/v1/hems-providers', method: 'get' }),
    });
    expect(queued.status).toBe(200);
    expect(proxy.pending).toHaveLength(1);

    const other = await httpCall(`${base}/ui/v1/sites/fleets`, { headers: auth });
    expect(other.status).toBe(200);
    const first = await httpCall(`${base}/ui/v1/hems-providers`, { headers: auth });
    expect(first.status).toBe(401);
    const second = await httpCall(`${base}/ui/v1/hems-providers`, { headers: auth });
    expect(second.status).toBe(200);
    expect(proxy.pending).toHaveLength(0);
  });

  it('clears and lists the queue, and rejects malformed rules', async () => {
    proxy.once({ scenario: 'code=500', times: 3 });
    const listed = await httpCall(`${base}${MOCK_CONTROL_PATH}`);
    expect(JSON.parse(listed.body)).toEqual({
      pending: [{ scenario: 'code=500', method: '', path: '', times: 3, owner: '' }],
    });
    await httpCall(`${base}${MOCK_CONTROL_PATH}`, { method: 'DELETE' });
    expect(proxy.pending).toHaveLength(0);
    const bad = await httpCall(`${base}${MOCK_CONTROL_PATH}`, {
      method: 'POST',
      body: '{"scenario":"teapot"}',
    });
    expect(bad.status).toBe(400);
    expect(() => proxy.once({ scenario: 'code=401', times: 0 })).toThrow(/times/);
  });

  it('answers an owned rule only to requests of its owner, and clears one owner at a time (parallel e2e workers)', async () => {
    const owned = (owner: string) => ({ headers: { ...auth, [MOCK_OWNER_HEADER]: owner } });
    proxy.once({ scenario: 'code=500', path: '/ui/v1/hems-providers', owner: 'test-a' });
    proxy.once({ scenario: 'code=401', path: '/ui/v1/hems-providers', owner: 'test-b' });
    proxy.once({ scenario: 'code=500', path: '/ui/v1/sites/fleets', owner: 'test-b' });
    expect((await httpCall(`${base}/ui/v1/hems-providers`, { headers: auth })).status).toBe(200);
    expect((await httpCall(`${base}/ui/v1/hems-providers`, owned('test-c'))).status).toBe(200);
    expect((await httpCall(`${base}/ui/v1/hems-providers`, owned('test-b'))).status).toBe(401);
    expect((await httpCall(`${base}/ui/v1/hems-providers`, owned('test-a'))).status).toBe(500);
    proxy.once({ scenario: 'code=500', owner: 'test-a' });
    await httpCall(`${base}${MOCK_CONTROL_PATH}?owner=test-b`, { method: 'DELETE' });
    expect(proxy.pending.map((rule) => rule.owner)).toEqual(['test-a']);
    expect((await httpCall(`${base}/ui/v1/sites/fleets`, owned('test-b'))).status).toBe(200);
    expect(() => proxy.once({ scenario: 'code=500', owner: 7 as unknown as string })).toThrow(/owner/);
  });

  it('leaves other paths to the next middleware', async () => {
    for (const path of ['/', '/uix', '/hems/prepared/sonnen', '/src/main.tsx']) {
      const answer = await httpCall(`${base}${path}`);
      expect(answer.body).toBe('not the proxy');
    }
  });

  it('under an API base path (config.json apiBasePath) answers there only, with the prefix taken off', async () => {
    const prefixed = await serve(createMockProxy({ target: prism.url, specPath, basePath: '/portal-api' }));
    try {
      const answer = await httpCall(`${prefixed.url}/portal-api/ui/v1/sites/hems/sonnen?page=2`, {
        headers: auth,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-mock-selected']).toBe('example=sonnen-page-2');
      const atRoot = await httpCall(`${prefixed.url}/ui/v1/sites/hems/sonnen?page=2`, { headers: auth });
      expect(atRoot.status).toBe(404);
      expect(JSON.parse(atRoot.body)).toEqual({
        message: 'The UI API is served under /portal-api here',
        status: 404,
      });
      // The app's own paths below the prefix are not the API's.
      expect((await httpCall(`${prefixed.url}/portal-api/other`)).body).toBe('not the proxy');
    } finally {
      await new Promise((done) => prefixed.server.close(done));
    }
  });

  it('holds requests until a still-starting mock is up', async () => {
    let ready: (url: string) => void = () => {};
    const later = createMockProxy({ target: new Promise<string>((done) => (ready = done)), specPath });
    const { server: laterServer, url } = await serve(later);
    try {
      const pending = httpCall(`${url}/ui/v1/sites/fleets`, { headers: auth });
      ready(prism.url);
      expect((await pending).status).toBe(200);
    } finally {
      await new Promise((done) => laterServer.close(done));
    }
  });

  it('answers 502 when the mock failed to start', async () => {
    const failed = createMockProxy({ target: Promise.reject(new Error('no Prism')), specPath });
    const { server: failedServer, url } = await serve(failed);
    try {
      const answer = await httpCall(`${url}/ui/v1/sites/fleets`, { headers: auth });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 502, message: 'The mock API is unreachable' });
    } finally {
      await new Promise((done) => failedServer.close(done));
    }
  });

  it('answers 502 with an ApiError body when the mock is down', async () => {
    const dead = createMockProxy({ target: 'http://127.0.0.1:9', specPath });
    const { server: deadServer, url } = await serve(dead);
    try {
      const answer = await httpCall(`${url}/ui/v1/hems-providers`, { headers: auth });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 502 });
      // The answer never shows where the mock runs.
      expect(answer.body).not.toMatch(/127\.0\.0\.1|:9\b/);
    } finally {
      await new Promise((done) => deadServer.close(done));
    }
  });
});
