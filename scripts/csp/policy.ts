// THE Content-Security-Policy of the portal, as data. One module builds the header from a per-response nonce and
// puts that nonce into index.html; the preview server (scripts/csp/preview-plugin.ts) uses it on every HTML
// answer, the e2e suite runs under it, and docs/deployment.md shows the same header set for nginx (generated from
// here by `nginxServerBlock()`, printed by `npm run deploy:nginx`; a unit test keeps the two identical). What differs
// between environments comes from the deployment's config.json (`cspPolicyFor`), as in the app.
import { randomBytes } from 'node:crypto';
import { CSP_NONCE_PLACEHOLDER } from '../../src/app/csp-nonce.ts';
import { CONFIG_PATH } from '../../src/config/load-runtime-config.ts';
import { TAG_MANAGER_HOSTS, type RuntimeConfig } from '../../src/config/runtime-config.ts';

export { CSP_NONCE_PLACEHOLDER };

/**
 * Trusted Types policies the page may create (`trusted-types`). Every name is one the code needs:
 * - `default`: src/features/api-docs/components/trusted-types.ts runs every HTML string a sink receives through
 *   DOMPurify (the docs renderer writes sanitized Markdown with innerHTML);
 * - `dompurify`: DOMPurify creates a policy of that name itself, once per copy loaded (the renderer, Redoc, uses the
 *   portal's own copy today; `'allow-duplicates'` keeps a second copy, as swagger-ui brought, from breaking the page);
 * - `tag-manager`: the tag-management injection (SPEC §1) builds its script URL through a policy of this name.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify', 'tag-manager'] as const;

export interface CspOptions {
  /** The per-response nonce (base64 of ≥ 16 random bytes, or an nginx variable in the example). */
  nonce: string;
  /** Only over HTTPS: have the browser upgrade any http:// subresource URL. */
  upgradeInsecureRequests?: boolean;
  /** Extra sources per directive, e.g. what a real tag manager needs (docs/deployment.md). */
  extra?: Readonly<Record<string, readonly string[]>>;
}

export type Directives = readonly (readonly [name: string, values: readonly string[]])[];

/** The directives, in the order they are sent. */
export function cspDirectives(options: CspOptions): Directives {
  const nonce = `'nonce-${options.nonce}'`;
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // The nonce marks index.html's own tags; 'strict-dynamic' extends trust to what those scripts load (lazy route
    // chunks, the tag manager's script), so no host list is needed and no inline script or eval is allowed.
    ['script-src', [nonce, "'strict-dynamic'"]],
    // Emotion (MUI) inserts <style> elements carrying the nonce; stylesheets come from the portal's own origin.
    // No 'unsafe-inline': a style attribute in parsed HTML is refused (React's style props use the CSSOM).
    ['style-src', ["'self'", nonce]],
    // data: for the SVG icons inside the docs renderer's stylesheet.
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    // The UI API is on the portal's own origin (config.json's apiBasePath is a path, never a host).
    ['connect-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...TRUSTED_TYPES_POLICIES, "'allow-duplicates'"]],
  ];
  for (const [name, values] of Object.entries(options.extra ?? {})) {
    const existing = directives.find(([directive]) => directive === name);
    if (existing) existing[1].push(...values.filter((value) => !existing[1].includes(value)));
    else directives.push([name, [...values]]);
  }
  if (options.upgradeInsecureRequests) directives.push(['upgrade-insecure-requests', []]);
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return directives.map(([name, values]) => [name, ...values].join(' ')).join('; ');
}

export function buildCsp(options: CspOptions): string {
  if (!/^[A-Za-z0-9+/_=$-]+$/.test(options.nonce)) throw new Error(`not a usable nonce: ${options.nonce}`);
  return serializeCsp(cspDirectives(options));
}

/** Parses a header value (for tests and the e2e checks): directive name → its values. */
export function parseCsp(header: string): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !parsed.has(name.toLowerCase())) parsed.set(name.toLowerCase(), values);
  }
  return parsed;
}

/** 128 random bits, base64: a new one for every HTML answer. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Headers of an HTML answer. The nonce is per response, so the document must never be cached. */
export function htmlSecurityHeaders(options: CspOptions): Record<string, string> {
  return {
    'content-security-policy': buildCsp(options),
    'cache-control': 'no-store',
    ...STATIC_SECURITY_HEADERS,
  };
}

/** Headers for every answer (assets, API). */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
});

/**
 * The textual edits that put the nonce into the built index.html: the meta the app reads (index.html carries it
 * with the placeholder), and a nonce on each script and preloaded module tag Vite writes. Plain substitutions, so
 * nginx's `sub_filter` can do exactly the same (see `nginxServerBlock`).
 */
export const NONCE_SUBSTITUTIONS: readonly { find: string; replace: (nonce: string) => string }[] = [
  { find: CSP_NONCE_PLACEHOLDER, replace: (nonce) => nonce },
  { find: '<script ', replace: (nonce) => `<script nonce="${nonce}" ` },
  { find: '<link rel="modulepreload" ', replace: (nonce) => `<link rel="modulepreload" nonce="${nonce}" ` },
  { find: '<link rel="stylesheet" ', replace: (nonce) => `<link rel="stylesheet" nonce="${nonce}" ` },
];

export function injectNonce(html: string, nonce: string): string {
  return NONCE_SUBSTITUTIONS.reduce((text, { find, replace }) => text.split(find).join(replace(nonce)), html);
}

/**
 * What a deployment's configuration adds to the policy: the tag manager's host in `script-src`, only when one is
 * configured. Browsers with 'strict-dynamic' (CSP 3) ignore host sources and trust the script because the app's own
 * code adds it; older ones need the host. The host is one of TAG_MANAGER_HOSTS (the parser refuses others), checked
 * here again so a policy can never be widened by a document that bypassed the parser.
 */
export function cspPolicyFor(
  config: RuntimeConfig | undefined,
  options: Omit<CspOptions, 'nonce' | 'extra'> = {},
): Omit<CspOptions, 'nonce'> {
  let host: string | undefined;
  try {
    host = new URL(config?.tagManager?.urlTemplate.replaceAll('{id}', 'ID') ?? '').host;
  } catch {
    host = undefined;
  }
  if (host === undefined || !TAG_MANAGER_HOSTS.includes(host)) return { ...options };
  return { ...options, extra: { 'script-src': [`https://${host}`] } };
}

/** nginx's per-request random id (32 hex digits) serves as the nonce there. */
const NGINX_NONCE = '$request_id';

export interface NginxOptions {
  /** The deployment's configuration (the same document the server puts at /config.json). */
  config: RuntimeConfig;
  serverName?: string;
  /** Where dist/ (and its config.json) lie on the server. */
  root?: string;
}

/** The nginx server block for one deployment (`npm run deploy:nginx`; docs/deployment.md shows one). */
export function nginxServerBlock({
  config,
  serverName = 'portal.example.internal',
  root = '/srv/operator-portal/dist',
}: NginxOptions): string {
  const csp = buildCsp({ ...cspPolicyFor(config, { upgradeInsecureRequests: true }), nonce: NGINX_NONCE });
  // nginx drops the server's add_header lines in a location that has its own: each location repeats them.
  const statics = Object.entries({
    ...STATIC_SECURITY_HEADERS,
    'strict-transport-security': 'max-age=31536000',
  }).map(([name, value]) => `    add_header ${headerCase(name)} "${value}" always;`);
  const subs = NONCE_SUBSTITUTIONS.map(
    ({ find, replace }) => `        sub_filter '${find}' '${replace(NGINX_NONCE)}';`,
  );
  return [
    'server {',
    '    listen 443 ssl;',
    `    server_name ${serverName};`,
    '    # ssl_certificate / ssl_certificate_key: as for your other internal services.',
    `    root ${root};`,
    `    # Generated for environment "${config.environment}" (npm run deploy:nginx -- --config <its config.json>).`,
    '',
    ...statics,
    '',
    '    # Hashed file names: cache for a year.',
    '    location /assets/ {',
    '        add_header Cache-Control "public, max-age=31536000, immutable";',
    ...statics.map((line) => `    ${line}`),
    '        try_files $uri =404;',
    '    }',
    '',
    `    # The runtime configuration beside index.html: a 404 when it is missing (never index.html), never cached.`,
    `    location = ${CONFIG_PATH} {`,
    '        add_header Cache-Control "no-store" always;',
    ...statics.map((line) => `    ${line}`),
    '        try_files $uri =404;',
    '    }',
    '',
    `    # The UI API is on this origin under "${config.apiBasePath || '/'}" (config.json apiBasePath): it sends no CORS`,
    '    # headers, so it is never on another origin. Pass that path to the backend here, e.g.',
    ...(config.apiBasePath === ''
      ? ['    #   location /ui/ { proxy_pass http://ui-api.internal; }  (and /authentication-api/)']
      : [`    #   location ${config.apiBasePath}/ { proxy_pass http://ui-api.internal/; }`]),
    '',
    '    # Every other path is the SPA: index.html with a fresh nonce in the header and in the page.',
    '    location / {',
    '        try_files $uri /index.html;',
    '    }',
    '    location = /index.html {',
    `        add_header Content-Security-Policy "${csp}" always;`,
    '        add_header Cache-Control "no-store" always;',
    ...statics.map((line) => `    ${line}`),
    '        sub_filter_once off;',
    '        sub_filter_types text/html;',
    ...subs,
    '    }',
    '}',
  ].join('\n');
}

const headerCase = (name: string) =>
  name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
