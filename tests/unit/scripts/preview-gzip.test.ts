import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createGzipOnceMiddleware, etagOf, GZIP_THRESHOLD_BYTES } from '../../../scripts/preview-gzip.ts';

const dist = mkdtempSync(join(tmpdir(), 'preview-gzip-'));
mkdirSync(join(dist, 'assets'));
const script = `export const text = ${JSON.stringify('a chunk of the build '.repeat(200))};\n`;
writeFileSync(join(dist, 'assets/chunk.js'), script);
writeFileSync(join(dist, 'assets/tiny.js'), 'export {};\n');
writeFileSync(join(dist, 'assets/app.css'), `body { margin: 0; }\n${'.a { color: red; }\n'.repeat(100)}`);
afterAll(() => rmSync(dist, { recursive: true, force: true }));
/** One server's middleware for the whole file: what it gzipped stays in its cache between the tests. */
const middleware = createGzipOnceMiddleware(dist);

interface Answer {
  passed: boolean;
  status?: number;
  headers: Record<string, string | number>;
  body?: Buffer;
}

function ask(
  url: string,
  headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' },
  method = 'GET',
) {
  const answer: Answer = { passed: false, headers: {} };
  const res = {
    writeHead(status: number, sent: Record<string, string | number>) {
      answer.status = status;
      answer.headers = sent;
    },
    end(body?: Buffer) {
      answer.body = body;
    },
  };
  middleware({ method, url, headers } as IncomingMessage, res as unknown as ServerResponse, () => {
    answer.passed = true;
  });
  return answer;
}

describe('the preview server gzips each script and style once', () => {
  it('answers a script as Vite would, gzipped: its type, ETag, Last-Modified and no-cache', () => {
    const stats = statSync(join(dist, 'assets/chunk.js'));
    const answer = ask('/assets/chunk.js');
    expect(answer.passed).toBe(false);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'Content-Type': 'text/javascript',
      'Content-Encoding': 'gzip',
      ETag: etagOf(stats),
      'Last-Modified': stats.mtime.toUTCString(),
      'Cache-Control': 'no-cache',
    });
    expect(gunzipSync(answer.body!).toString()).toBe(script);
    expect(answer.headers['Content-Length']).toBe(answer.body!.length);
    expect(ask('/assets/app.css').headers['Content-Type']).toBe('text/css');
  });

  it('makes the gzip once, and again when the file changes under the running server', () => {
    const first = ask('/assets/chunk.js').body;
    expect(ask('/assets/chunk.js').body).toBe(first);
    const changed = script.replace('a chunk', 'b chunk');
    writeFileSync(join(dist, 'assets/chunk.js'), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'assets/chunk.js'), later, later);
    expect(gunzipSync(ask('/assets/chunk.js').body!).toString()).toBe(changed);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', () => {
    const etag = etagOf(statSync(join(dist, 'assets/chunk.js')));
    const notModified = ask('/assets/chunk.js', { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeUndefined();
    const head = ask('/assets/chunk.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBeUndefined();
  });

  it('leaves to Vite what it would not compress or cannot serve from the build', () => {
    expect(GZIP_THRESHOLD_BYTES).toBe(1024);
    expect(ask('/assets/tiny.js').passed).toBe(true);
    expect(ask('/assets/chunk.js', {}).passed).toBe(true);
    expect(ask('/assets/chunk.js', { 'accept-encoding': 'br' }).passed).toBe(true);
    expect(ask('/assets/chunk.js', { 'accept-encoding': 'gzip' }, 'POST').passed).toBe(true);
    expect(ask('/assets/missing.js').passed).toBe(true);
    expect(ask('/index.html').passed).toBe(true);
    expect(ask('/%2e%2e/%2e%2e/etc/passwd.js').passed).toBe(true);
    expect(ask('/%E0%A4%A.js').passed).toBe(true);
  });
});
