// The preview server's half of the CSP (scripts/csp/policy.ts): every HTML answer is index.html with a fresh nonce
// in the header and in the page; every answer gets the static security headers. It answers before Vite's own
// SPA fallback, so `npm run preview`, the e2e suite and Lighthouse all see the production headers. It also serves
// the runtime configuration at /config.json as nginx does (docs/deployment.md): the file, uncached, or a 404.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { CONFIG_PATH } from '../../src/config/load-runtime-config.ts';
import {
  createNonce,
  htmlSecurityHeaders,
  injectNonce,
  STATIC_SECURITY_HEADERS,
  type CspOptions,
} from './policy.ts';

export interface CspPreviewOptions {
  /** The built app (default: the preview server's outDir). */
  distDir?: string;
  /** Paths the API proxy answers: never rewritten into index.html. */
  apiPrefixes?: readonly string[];
  /** From the served configuration (`cspPolicyFor` in policy.ts). */
  policy?: Omit<CspOptions, 'nonce'>;
  /** The text served at /config.json (as it is, valid or not); undefined = a 404, as for a missing file. */
  configJson?: string;
}

type Next = (error?: unknown) => void;

/** An existing file of the build (served as it is by Vite), never a path outside it. */
function isBuiltFile(distDir: string, pathname: string): boolean {
  let file: string;
  try {
    file = normalize(join(distDir, decodeURIComponent(pathname)));
  } catch {
    return false;
  }
  return file.startsWith(distDir) && existsSync(file) && statSync(file).isFile();
}

/**
 * Whether a request that no file answers gets the app (SPA fallback): navigations, and paths without an extension.
 * Anything else (a missing chunk, /favicon.ico) is a 404 — never index.html without its CSP, as Vite would send.
 */
function getsApp(req: IncomingMessage, pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return (req.headers.accept ?? '').includes('text/html') || !last.includes('.') || last.endsWith('.html');
}

export function createCspMiddleware(distDir: string, options: CspPreviewOptions = {}) {
  const root = resolve(distDir);
  const prefixes = options.apiPrefixes ?? [];
  // Read per request: the e2e harness and `npm run build` may replace dist/ under a running server.
  const indexHtml = () => readFileSync(join(root, 'index.html'), 'utf8');
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) res.setHeader(name, value);
    if (pathname === CONFIG_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      // Never the SPA fallback and never cached: a deployment changes it without a new build.
      const body = options.configJson === undefined ? undefined : Buffer.from(options.configJson);
      res.writeHead(body ? 200 : 404, {
        'content-type': body ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': body?.length ?? 9,
      });
      res.end(req.method === 'HEAD' ? undefined : (body ?? 'Not found'));
      return;
    }
    const isApi = prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isApi || !isRead || (pathname !== '/index.html' && isBuiltFile(root, pathname))) {
      next();
      return;
    }
    if (!getsApp(req, pathname)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(req.method === 'HEAD' ? undefined : 'Not found');
      return;
    }
    let html: string;
    try {
      html = indexHtml();
    } catch (error) {
      next(error);
      return;
    }
    const nonce = createNonce();
    const body = Buffer.from(injectNonce(html, nonce));
    res.writeHead(200, {
      ...htmlSecurityHeaders({ ...options.policy, nonce }),
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}

/** Mount after the mock proxy plugin (which answers the API paths first). */
export function cspPreviewPlugin(options: CspPreviewOptions = {}): Plugin {
  return {
    name: 'operator-portal:csp',
    configurePreviewServer(server) {
      const distDir = options.distDir ?? resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(createCspMiddleware(distDir, options));
    },
  };
}
