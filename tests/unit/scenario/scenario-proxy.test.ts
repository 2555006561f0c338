// The mock proxy's side of the switcher: the scenario header's directives (example/code, once, delay) and the
// catalog endpoint. The upstream here is a stand-in that echoes the Prefer header it receives, so these tests are
// about what the proxy asks the mock for; scenario-chain.test.ts runs the real client, proxy and Prism together.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockProxy, MOCK_SCENARIOS_PATH, type MockProxy } from '../../../scripts/mock/proxy.ts';
import {
  DEFAULT_MOCK_SPEC,
  listScenarioOperations,
  loadMockSpec,
  parseScenarioHeader,
} from '../../../scripts/mock/select-example.ts';
import { SCENARIOS_PATH } from '../../../src/features/scenario/api/get-scenario-catalog.ts';
import { httpCall } from '../scripts/http-get.ts';
import { mockToken } from '../../helpers/mock-tokens.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

const specPath = join(dirname(fileURLToPath(import.meta.url)), '..', 'mock', 'fixtures', 'mini.mock.json');

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
}

describe('scenario header directives', () => {
  it('parse example/code, delay and once; ignore the rest', () => {
    expect(parseScenarioHeader('code=401; once=abc-1')).toEqual({ scenario: { code: 401 }, once: 'abc-1' });
    expect(parseScenarioHeader('example=empty;delay=3000')).toEqual({
      scenario: { example: 'empty' },
      delayMs: 3000,
    });
    expect(parseScenarioHeader('delay=99999999')).toEqual({});
    expect(parseScenarioHeader('delay=90000')).toEqual({ delayMs: 60_000 });
    expect(parseScenarioHeader('code=600; once=a b; delay=-1; teapot')).toEqual({});
    expect(parseScenarioHeader(['code=500', 'code=404'])).toEqual({ scenario: { code: 500 } });
    expect(parseScenarioHeader(undefined)).toEqual({});
  });
});

describe('mock proxy with scenario directives', () => {
  let upstream: Server;
  let server: Server;
  let proxy: MockProxy;
  let base: string;
  const received: { url: string; prefer: string | undefined; scenario: string | undefined }[] = [];

  beforeAll(async () => {
    upstream = createServer((req: IncomingMessage, res) => {
      received.push({
        url: req.url ?? '',
        prefer: req.headers.prefer as string | undefined,
        scenario: req.headers['x-mock-scenario'] as string | undefined,
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ prefer: req.headers.prefer ?? null }));
    });
    proxy = createMockProxy({ target: await listen(upstream), specPath });
    server = createServer((req, res) =>
      proxy.middleware(req, res, (error) => {
        res.writeHead(error ? 500 : 404);
        res.end();
      }),
    );
    base = await listen(server);
  });

  afterAll(async () => {
    await new Promise((done) => server.close(done));
    await new Promise((done) => upstream.close(done));
  });

  const get = async (path: string, scenario?: string) => {
    const answer = await httpCall(`${base}${path}`, {
      // The mock checks the token before any scenario: a signed one of its own.
      headers: {
        authorization: `Bearer ${mockToken()}`,
        ...(scenario === undefined ? {} : { 'x-mock-scenario': scenario }),
      },
    });
    return JSON.parse(answer.body) as { prefer: string | null };
  };

  it('turns example= and code= into Prefer, and never forwards the scenario header', async () => {
    received.length = 0;
    expect(await get('/ui/v1/sites/hems/sonnen?page=2', 'example=empty')).toEqual({
      prefer: 'example=empty',
    });
    expect(await get('/ui/v1/hems-providers', 'code=500; delay=0')).toEqual({ prefer: 'code=500' });
    expect(await get('/ui/v1/sites/hems/sonnen?page=2')).toEqual({ prefer: 'example=sonnen-page-2' });
    expect(received.every((r) => r.scenario === undefined)).toBe(true);
  });

  it('applies a once= scenario to the first request with that id only (the call, not its retry)', async () => {
    expect(await get('/ui/v1/hems-providers', 'code=401; once=call-7')).toEqual({ prefer: 'code=401' });
    expect(await get('/ui/v1/hems-providers', 'code=401; once=call-7')).toEqual({
      prefer: 'example=default',
    });
    expect(await get('/ui/v1/hems-providers', 'code=401; once=call-8')).toEqual({ prefer: 'code=401' });
  });

  it('holds the answer for delay= milliseconds', async () => {
    const started = performance.now();
    expect(await get('/ui/v1/sites/fleets', 'delay=400')).toEqual({ prefer: 'example=default' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('does not ask the mock when the client gave up during the delay', async () => {
    received.length = 0;
    const controller = new AbortController();
    // The client gives up 50 ms in; the delay and the wait after it are longer than a late timer on a loaded machine.
    const delay = timeLimit(300);
    const call = fetch(`${base}/ui/v1/sites/fleets?gave-up`, {
      headers: { 'x-mock-scenario': `delay=${String(delay)}` },
      signal: controller.signal,
    }).catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 50);
    await call;
    await new Promise((done) => setTimeout(done, delay + timeLimit(200)));
    expect(received.filter((r) => r.url.includes('gave-up'))).toEqual([]);
  });

  it('lists the operations for the switcher at the path it asks', async () => {
    expect(SCENARIOS_PATH).toBe(MOCK_SCENARIOS_PATH);
    const answer = await httpCall(`${base}${MOCK_SCENARIOS_PATH}`);
    expect(answer.status).toBe(200);
    const { operations } = JSON.parse(answer.body) as { operations: { operationId: string }[] };
    expect(operations).toEqual(listScenarioOperations(loadMockSpec(specPath)));
    expect(operations.find((op) => op.operationId === 'listSites')).toEqual({
      operationId: 'listSites',
      method: 'GET',
      path: '/ui/v1/sites/hems/{hemsId}',
      summary: expect.any(String),
      examples: expect.arrayContaining(['empty', 'sonnen-page-2']),
      errors: [401],
      secured: true,
    });
    expect(operations.find((op) => op.operationId === 'login')).toMatchObject({
      secured: false,
      errors: [401],
    });
  });
});

describe('the catalog of the generated mock spec', () => {
  const operations = listScenarioOperations(loadMockSpec(DEFAULT_MOCK_SPEC));

  it('offers every operation with its named examples and every declared error', () => {
    const byId = new Map(operations.map((op) => [op.operationId, op]));
    expect(byId.size).toBe(operations.length);
    expect(byId.get('listHemsProviders')).toMatchObject({
      examples: ['default', 'empty'],
      // 403: the server's permission check.
      errors: [400, 401, 403, 429, 500],
    });
    expect(byId.get('listSites')?.examples).toEqual(expect.arrayContaining(['empty', 'sonnen-page-1']));
    expect(byId.get('listSites')?.errors).toEqual([400, 401, 403, 404, 429, 500]);
    expect(byId.get('refreshToken')).toMatchObject({ secured: false, errors: [400, 401, 429, 500] });
    // The switcher can produce a 429 for any operation: every one declares it.
    expect(operations.filter((op) => !op.errors.includes(429))).toEqual([]);
    expect(byId.get('getProfile')?.secured).toBe(true);
  });
});
