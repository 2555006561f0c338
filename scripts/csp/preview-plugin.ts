// The preview server's half of the CSP (scripts/csp/policy.ts): every HTML answer is index.html with a fresh nonce
// in the header and in the page; every answer gets the static security headers. It answers before Vite's own
// SPA fallback, so `npm run preview`, the e2e suite and Lighthouse all see the production headers.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  createNonce,
  htmlSecurityHeaders,
  injectNonce,
  STATIC_SECURITY_HEADERS,
  type CspOptions,
} from './policy.ts';

/**
 * A same-origin stand-in for the tag manager's script (SPEC §1): what a real one does first — take the
 * `dataLayer`, record that it ran — and nothing else. The e2e suite builds the app with its URL as the template.
 */
export const TAG_MANAGER_STUB_PATH = '/__e2e/tag-manager.js';
export const TAG_MANAGER_STUB_SOURCE = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  var id = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get('id');
  layer.push({ event: 'tag-manager.stub.loaded', id: id });
  document.documentElement.setAttribute('data-tag-manager-stub', id || '');
})();
`;

export interface CspPreviewOptions {
  /** The built app (default: the preview server's outDir). */
  distDir?: string;
  /** Paths the API proxy answers: never rewritten into index.html. */
  apiPrefixes?: readonly string[];
  policy?: Omit<CspOptions, 'nonce'>;
  /** Serve TAG_MANAGER_STUB_PATH (e2e and local checks only). */
  tagManagerStub?: boolean;
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
    if (options.tagManagerStub && pathname === TAG_MANAGER_STUB_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : TAG_MANAGER_STUB_SOURCE);
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
