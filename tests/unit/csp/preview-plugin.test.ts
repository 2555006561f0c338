import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NONCE_PLACEHOLDER, parseCsp } from '../../../scripts/csp/policy.ts';
import { createCspMiddleware } from '../../../scripts/csp/preview-plugin.ts';

const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />
<script type="module" crossorigin src="/assets/index-a.js"></script></head><body></body></html>`;
// Served as it is, even when it is not valid: the app names what is wrong.
const CONFIG_TEXT = '{ "environment": "staging", "unknown": true }\n';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'csp-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-a.js'), 'export {};');
  const middleware = createCspMiddleware(dist, { apiPrefixes: ['/ui'], configJson: CONFIG_TEXT });
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.writeHead(299, { 'x-passed-on': 'yes' });
      res.end();
    }),
  );
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the preview server’s CSP middleware', () => {
  it('answers every app path with index.html, a fresh nonce in the header and the same one in the page', async () => {
    const first = await fetch(`${base}/hems/prepared/sonnen?x=1`, { headers: html });
    const second = await fetch(`${base}/`, { headers: html });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const nonceOf = (answer: Response) =>
      /'nonce-([^']+)'/.exec(
        parseCsp(answer.headers.get('content-security-policy') ?? '').get('script-src')?.[0] ?? '',
      )?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceOf(second)).not.toBe(nonce);
    const body = await first.text();
    expect(body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(body).toContain(`<script nonce="${nonce}" type="module"`);
    expect(body).not.toContain(CSP_NONCE_PLACEHOLDER);
  });

  it('leaves built files, API paths and other methods to the next handler, with the static headers', async () => {
    for (const [path, init] of [
      ['/assets/index-a.js', {}],
      ['/ui/v1/profile', { headers: html }],
      ['/hems', { method: 'POST' }],
    ] as const) {
      const answer = await fetch(`${base}${path}`, init);
      expect(answer.headers.get('x-passed-on')).toBe('yes');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBeNull();
    }
  });

  it('a missing asset is a 404, never index.html without its CSP', async () => {
    const chunk = await fetch(`${base}/assets/gone-123.js`, { headers: { accept: '*/*' } });
    expect(chunk.status).toBe(404);
    const icon = await fetch(`${base}/favicon.ico`, { headers: { accept: 'image/avif,*/*;q=0.8' } });
    expect(icon.status).toBe(404);
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`, { headers: html });
    expect(await escape.text()).toContain('csp-nonce');
  });

  it('serves the configuration at /config.json as it is, never cached', async () => {
    for (const accept of ['*/*', html.accept]) {
      const answer = await fetch(`${base}/config.json?v=2`, { headers: { accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-security-policy')).toBeNull();
      expect(await answer.text()).toBe(CONFIG_TEXT);
    }
  });

  it('without one, /config.json is a 404 (as nginx answers), never index.html — even to a navigation', async () => {
    // A config.json inside dist/ is not what the preview serves: the document is always the one it was given.
    writeFileSync(join(dist, 'config.json'), CONFIG_TEXT);
    const plain = createCspMiddleware(dist);
    for (const accept of ['*/*', html.accept]) {
      let status = 0;
      let headers: Record<string, unknown> = {};
      plain(
        { url: '/config.json', method: 'GET', headers: { accept } } as never,
        {
          setHeader: () => undefined,
          writeHead: (code: number, sent: Record<string, unknown>) => {
            status = code;
            headers = sent;
          },
          end: () => undefined,
        } as never,
        () => undefined,
      );
      expect(status).toBe(404);
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['content-security-policy']).toBeUndefined();
    }
  });
});
