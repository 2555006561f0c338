// The preview server's scripts and styles, gzipped once per file instead of on every request. Vite's preview
// compresses each answer as it streams it (gzip level 6), so every e2e test, whose new browser context starts with
// an empty cache, paid ~20 ms of the server's CPU per first load for the same ~1 MB of the build, and a walk with the
// cache off paid it on every route. This answers what Vite would (the same body once unzipped, the same type, ETag,
// Last-Modified and Cache-Control, 304 for a matching If-None-Match) from a gzip made at the first request and kept
// while the file's size and time stay the same: the e2e harness and `npm run build` may replace dist/ under a
// running server. Anything else (small files, no gzip accepted, a path outside the build) goes on to Vite.
import { readFileSync, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The types Vite's static server (sirv) gives these files. */
export const GZIPPED_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** Vite's compression leaves smaller answers as they are; so does this. */
export const GZIP_THRESHOLD_BYTES = 1024;

interface Gzipped {
  stamp: string;
  body: Buffer;
}

type Next = (error?: unknown) => void;

/** The ETag Vite's static server gives a file (sirv: weak, from size and modification time). */
export const etagOf = (stats: Pick<Stats, 'size' | 'mtime'>): string =>
  `W/"${String(stats.size)}-${String(stats.mtime.getTime())}"`;

function fileOf(root: string, url: string | undefined): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url ?? '/', 'http://preview.invalid').pathname);
  } catch {
    return undefined;
  }
  const file = resolve(root, `.${pathname}`);
  return file.startsWith(root + sep) ? file : undefined;
}

export function createGzipOnceMiddleware(distDir: string) {
  const root = resolve(distDir);
  const cache = new Map<string, Gzipped>();
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return next();
    const file = fileOf(root, req.url);
    const type = file === undefined ? undefined : GZIPPED_TYPES[extname(file)];
    if (file === undefined || type === undefined) return next();
    let stats: Stats;
    try {
      stats = statSync(file);
    } catch {
      return next();
    }
    if (!stats.isFile() || stats.size < GZIP_THRESHOLD_BYTES) return next();
    const etag = etagOf(stats);
    const headers = { 'Last-Modified': stats.mtime.toUTCString(), ETag: etag, 'Cache-Control': 'no-cache' };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    let gzipped = cache.get(file);
    if (gzipped?.stamp !== etag) {
      gzipped = { stamp: etag, body: gzipSync(readFileSync(file)) };
      cache.set(file, gzipped);
    }
    res.writeHead(200, {
      'Content-Type': type,
      ...headers,
      'Content-Encoding': 'gzip',
      'Content-Length': gzipped.body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : gzipped.body);
  };
}

/** For `vite preview` only: the dev server serves modules, not the build. */
export function gzipOncePreviewPlugin(distDir: string): Plugin {
  return {
    name: 'portal-preview-gzip-once',
    configurePreviewServer(server) {
      server.middlewares.use(createGzipOnceMiddleware(distDir));
    },
  };
}
