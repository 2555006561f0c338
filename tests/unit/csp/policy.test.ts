import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildCsp,
  createNonce,
  CSP_NONCE_PLACEHOLDER,
  cspDirectives,
  htmlSecurityHeaders,
  injectNonce,
  nginxExample,
  parseCsp,
  TRUSTED_TYPES_POLICIES,
} from '../../../scripts/csp/policy.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';

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

  it('adds other API origins and extra sources without duplicates; upgrade-insecure-requests on request', () => {
    const directives = cspDirectives({
      nonce: NONCE,
      connectSrc: ['https://ui-api.example.internal'],
      extra: { 'connect-src': ["'self'", 'https://collect.example'], 'frame-src': ['https://tags.example'] },
      upgradeInsecureRequests: true,
    });
    const parsed = new Map(directives.map(([name, values]) => [name, values]));
    expect(parsed.get('connect-src')).toEqual([
      "'self'",
      'https://ui-api.example.internal',
      'https://collect.example',
    ]);
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

describe('docs/deployment.md', () => {
  const doc = readFileSync(join(PROJECT_ROOT, 'docs/deployment.md'), 'utf8');

  it('shows exactly the nginx configuration this module builds', () => {
    expect(doc).toContain(nginxExample());
  });

  it('the nginx example sends the same policy as the preview server, with nginx’s request id as the nonce', () => {
    const header = /add_header Content-Security-Policy "([^"]+)"/.exec(nginxExample())?.[1] ?? '';
    const served = buildCsp({ nonce: '$request_id', upgradeInsecureRequests: true });
    expect(header).toBe(served);
    expect(parseCsp(header).get('script-src')).toEqual(["'nonce-$request_id'", "'strict-dynamic'"]);
  });
});
