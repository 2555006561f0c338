// The validating proxy (`npm run proxy -- --upstream URL`) in front of a stand-in backend.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkUpstream,
  startValidationProxy,
  type ValidationProxy,
} from '../../../scripts/contracts/validation-proxy.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

let upstream: Server;
let proxy: ValidationProxy;
const logged: string[] = [];
const received: string[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    received.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url === '/ui/v1/sites/fleets') {
      // Breaks the spec: uuid format and name type.
      res.end(JSON.stringify({ fleets: [{ uuid: 'not-a-uuid', name: 7 }] }));
    } else {
      res.end(
        JSON.stringify({ providers: [{ id: 'sonnen', name: 'sonnen', siteCount: 3, preparedCount: 1 }] }),
      );
    }
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  const port = (upstream.address() as AddressInfo).port;
  proxy = await startValidationProxy({
    upstream: `http://127.0.0.1:${port}/`,
    port: 4780,
    log: (line) => logged.push(line),
  });
}, timeLimit(90_000));

afterAll(async () => {
  await proxy?.stop();
  upstream?.close();
});

const get = (path: string, headers: Record<string, string> = { authorization: 'Bearer t' }) =>
  fetch(`${proxy.url}${path}`, { headers });

describe('validation proxy', () => {
  it('passes a spec-conforming answer through unchanged', async () => {
    const answer = await get('/ui/v1/hems-providers');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      providers: [{ id: 'sonnen', name: 'sonnen', siteCount: 3, preparedCount: 1 }],
    });
    expect(received).toContain('GET /ui/v1/hems-providers Bearer t');
  });

  it('turns an answer that breaks the spec into a 500 problem listing the violations, and logs it', async () => {
    const answer = await get('/ui/v1/sites/fleets');
    expect(answer.status).toBe(500);
    const problem = (await answer.json()) as { validation: { location: string[]; message: string }[] };
    expect(problem.validation.map((violation) => violation.location.join('.'))).toEqual(
      expect.arrayContaining(['response.body.fleets.0.uuid', 'response.body.fleets.0.name']),
    );
    await expect.poll(() => logged.join('\n')).toContain('VIOLATIONS');
  });

  it('answers CORS for the dev server origin, so the app may call it directly', async () => {
    const answer = await get('/ui/v1/hems-providers', {
      authorization: 'Bearer t',
      origin: 'http://127.0.0.1:5173',
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
  });

  it('rejects an upstream that is not an http(s) URL', () => {
    expect(() => checkUpstream('ftp://example.com')).toThrow('--upstream must be an http(s) URL');
    expect(() => checkUpstream('nope')).toThrow('is not a URL');
    expect(checkUpstream('http://127.0.0.1:8080/api/')).toBe('http://127.0.0.1:8080/api');
  });
});
