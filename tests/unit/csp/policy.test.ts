import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCsp,
  createNonce,
  CSP_NONCE_PLACEHOLDER,
  cspDirectives,
  cspPolicyFor,
  htmlSecurityHeaders,
  injectNonce,
  nginxServerBlock,
  parseCsp,
  TRUSTED_TYPES_POLICIES,
} from '../../../scripts/csp/policy.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import { readConfigFile } from '../../../scripts/deploy/config-file.ts';
import { main as printNginx } from '../../../scripts/deploy/nginx.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../../../src/config/runtime-config.ts';

const NONCE = 'r4nd0mN0nceOf16Bytes+A==';

describe('the policy', () => {
  const policy = parseCsp(buildCsp({ nonce: NONCE }));

  it('allows scripts only by nonce (and what they load), never inline code or eval', () => {
    expect(policy.get('script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"]);
    for (const [name, values] of policy) {
      if (name.startsWith('script-src') || name === 'default-src') {
        expect(values).not.toContain("'unsafe-inline'");
        expect(values).not.toContain("'unsafe-eval'");
        expect(values).not.toContain('*');
      }
    }
  });

  it('closes plugins, <base>, framing, and enforces Trusted Types for the policies the code creates', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual([...TRUSTED_TYPES_POLICIES, "'allow-duplicates'"]);
    expect(TRUSTED_TYPES_POLICIES).toEqual(expect.arrayContaining(['default', 'dompurify']));
  });

  it('lets Emotion style the page by the same nonce, without unsafe-inline', () => {
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${NONCE}'`]);
  });

  it('the docs renderer source names the default policy and DOMPurify the policy list allows', () => {
    const source = readFileSync(
      join(PROJECT_ROOT, 'src/features/api-docs/components/trusted-types.ts'),
      'utf8',
    );
    expect(source).toContain("createPolicy('default'");
  });

  it('adds extra sources without duplicates; upgrade-insecure-requests on request', () => {
    const directives = cspDirectives({
      nonce: NONCE,
      extra: { 'connect-src': ["'self'", 'https://collect.example'], 'frame-src': ['https://tags.example'] },
      upgradeInsecureRequests: true,
    });
    const parsed = new Map(directives.map(([name, values]) => [name, values]));
    // The UI API is always on the portal's origin (config.json's apiBasePath is a path): only 'self' by default.
    expect(parseCsp(buildCsp({ nonce: NONCE })).get('connect-src')).toEqual(["'self'"]);
    expect(parsed.get('connect-src')).toEqual(["'self'", 'https://collect.example']);
    expect(parsed.get('frame-src')).toEqual(['https://tags.example']);
    expect(buildCsp({ nonce: NONCE, upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it('refuses a nonce that could break out of the header', () => {
    expect(() => buildCsp({ nonce: "x'; script-src *" })).toThrow(/nonce/);
    expect(() => buildCsp({ nonce: '' })).toThrow(/nonce/);
  });

  it('HTML answers are never cached (the nonce is per response) and are not sniffed', () => {
    const headers = htmlSecurityHeaders({ nonce: NONCE });
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(parseCsp(headers['content-security-policy'] ?? '').get('script-src')?.[0]).toBe(
      `'nonce-${NONCE}'`,
    );
  });
});

describe('nonces', () => {
  it('are 128 random bits, base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 200 }, createNonce));
    expect(nonces.size).toBe(200);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('injectNonce', () => {
  const built = [
    '<head>',
    `<meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}" />`,
    '<script type="module" crossorigin src="/assets/index-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/b.js">',
    '<link rel="stylesheet" crossorigin href="/assets/c.css">',
    '</head>',
  ].join('\n');

  it('puts the nonce on the meta, every script and every preloaded module or stylesheet', () => {
    const html = injectNonce(built, NONCE);
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${NONCE}" />`);
    expect(html).toContain(`<script nonce="${NONCE}" type="module"`);
    expect(html).toContain(`<link rel="modulepreload" nonce="${NONCE}" crossorigin`);
    expect(html).toContain(`<link rel="stylesheet" nonce="${NONCE}" crossorigin`);
  });

  it('works on the real index.html and the built one (every <script> gets it)', () => {
    const source = readFileSync(join(PROJECT_ROOT, 'index.html'), 'utf8');
    expect(source).toContain(`nonce="${CSP_NONCE_PLACEHOLDER}"`);
    const html = injectNonce(source, NONCE);
    expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${NONCE}"`);
  });
});

const config = (document: Record<string, unknown>): RuntimeConfig => {
  const result = parseRuntimeConfig({
    environment: 'staging',
    apiBasePath: '/',
    companySiteUrl: 'https://www.example-energy.com',
    tagManager: null,
    ...document,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.config;
};

describe('the policy of a deployment (its config.json)', () => {
  const GTM = { id: 'GTM-1', urlTemplate: 'https://www.googletagmanager.com/gtm.js?id={id}' };

  it('names the tag manager host in script-src only when one is configured', () => {
    const on = parseCsp(buildCsp({ ...cspPolicyFor(config({ tagManager: GTM })), nonce: NONCE }));
    expect(on.get('script-src')).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ]);
    const off = parseCsp(buildCsp({ ...cspPolicyFor(config({})), nonce: NONCE }));
    expect(off.get('script-src')).toEqual([`'nonce-${NONCE}'`, "'strict-dynamic'"]);
    expect(buildCsp({ ...cspPolicyFor(undefined), nonce: NONCE })).toBe(buildCsp({ nonce: NONCE }));
  });

  it('never widens the policy for a host off the allow-list, even from a document that skipped the parser', () => {
    const forged = {
      ...config({}),
      tagManager: { id: 'x', urlTemplate: 'https://evil.example/t.js?id={id}' },
    };
    expect(cspPolicyFor(forged)).toEqual({});
  });

  it('the nginx block: /config.json is a file or a 404, never cached; the CSP follows the document', () => {
    const block = nginxServerBlock({ config: config({ apiBasePath: '/portal-api' }) });
    expect(block).toMatch(
      /location = \/config\.json \{\n {8}add_header Cache-Control "no-store" always;\n(.*\n)*? {8}try_files \$uri =404;\n {4}\}/,
    );
    expect(block).toContain('location /portal-api/ { proxy_pass');
    expect(block).not.toContain('googletagmanager');
    expect(nginxServerBlock({ config: config({ tagManager: GTM }) })).toContain(
      "script-src 'nonce-$request_id' 'strict-dynamic' https://www.googletagmanager.com;",
    );
  });

  it('npm run deploy:nginx prints the block for a valid document and refuses an invalid one', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'nginx-config-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ environment: 'staging', apiBasePath: 'https://api.example' }));
    const out: string[] = [];
    const err: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (line: string) => void out.push(line);
    console.error = (line: string) => void err.push(line);
    try {
      expect(
        printNginx(['--config', join(PROJECT_ROOT, 'deploy/config.example.json'), '--server-name', 'p.test']),
      ).toBe(0);
      expect(printNginx([`--config=${bad}`])).toBe(1);
      expect(printNginx([])).toBe(2);
    } finally {
      console.log = log;
      console.error = error;
    }
    expect(out[0]).toContain('server_name p.test;');
    expect(err[0]).toMatch(/apiBasePath: must be a path/);
    expect(err[0]).toMatch(/companySiteUrl: is missing/);
  });
});

describe('docs/deployment.md', () => {
  const doc = readFileSync(join(PROJECT_ROOT, 'docs/deployment.md'), 'utf8');
  const example = readConfigFile(join(PROJECT_ROOT, 'deploy/config.example.json'));

  it('shows exactly the nginx configuration generated from deploy/config.example.json, and that document', () => {
    expect(example.config).toBeDefined();
    if (example.config) expect(doc).toContain(nginxServerBlock({ config: example.config }));
    expect(doc).toContain(example.text.trim());
  });

  it('the nginx block sends the same policy as the preview server, with nginx’s request id as the nonce', () => {
    if (!example.config) throw new Error('deploy/config.example.json is not valid');
    const header =
      /add_header Content-Security-Policy "([^"]+)"/.exec(
        nginxServerBlock({ config: example.config }),
      )?.[1] ?? '';
    const served = buildCsp({
      ...cspPolicyFor(example.config, { upgradeInsecureRequests: true }),
      nonce: '$request_id',
    });
    expect(header).toBe(served);
    expect(parseCsp(header).get('script-src')).toEqual([
      "'nonce-$request_id'",
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ]);
  });
});
