// One build for every environment: the one dist/ of the run served side by side with two
// config.json documents — the API at the root and under /portal-api, no tag manager and one, a badge outside
// production — each with the CSP header its document calls for; and served without one, the start-up error page.
import { readFileSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { buildCsp, cspPolicyFor, parseCsp } from '../../scripts/csp/policy.ts';
import { DEFAULT_CONFIG_FILE, readConfigFile } from '../../scripts/deploy/config-file.ts';
import { API_PREFIXES } from '../../scripts/mock/proxy.ts';
import { startPreviewStack, type PreviewStack } from '../../scripts/preview.ts';
import { STARTUP_ERROR_TITLE } from '../../src/app/startup-error-page.ts';
import type { RuntimeConfig } from '../../src/config/runtime-config.ts';
import { signInThroughForm, waitForRouteReady } from '../helpers/e2e-app.ts';
import { writeE2eConfig } from '../helpers/e2e-config.ts';
import { serveTagManagerStub, TAG_MANAGER_TEMPLATE } from '../helpers/tag-manager-stub.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

const HTML = { accept: 'text/html,application/xhtml+xml' };
const STAGING_LIKE_PRODUCTION = {
  environment: 'production',
  apiBasePath: '/portal-api',
  companySiteUrl: 'https://www.example-energy.test/de',
  tagManager: { id: 'GTM-CONFIG', urlTemplate: TAG_MANAGER_TEMPLATE },
};

const configNotFound = (problem: ConsoleProblem) =>
  problem.text.includes('status of 404') &&
  new URL(problem.url || 'http://x.invalid').pathname === '/config.json';

let prefixed: PreviewStack | undefined;
let unconfigured: PreviewStack | undefined;
const prefixedFile = writeE2eConfig('portal-api-with-tag-manager', STAGING_LIKE_PRODUCTION);

test.beforeAll(async () => {
  // Same dist/, same mock as the shared stack (which serves deploy/config.local.json): no build.
  const shared = { build: 'never', mockUrl: process.env.E2E_MOCK_URL, log: () => undefined } as const;
  [prefixed, unconfigured] = await Promise.all([
    startPreviewStack({ ...shared, port: 4293, configFile: prefixedFile }),
    startPreviewStack({ ...shared, port: 4303, configFile: null }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([prefixed?.stop(), unconfigured?.stop()]);
});

/** The header with its nonce replaced, and the nonce. */
function policyOf(answer: APIResponse): { header: string; nonce: string } {
  const header = answer.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(header)?.[1] ?? '';
  return { header, nonce };
}

/** The hashed files index.html loads: the same for every document when the build is the same. */
const builtFiles = (html: string) => (html.match(/\/assets\/[\w.-]+\.(js|css)/g) ?? []).sort();

/** Signs in through the form and opens /hems; returns the paths of every API call the page made. */
async function journey(page: Page, url: string): Promise<string[]> {
  const apiPaths: string[] = [];
  page.on('request', (request) => {
    const { origin, pathname } = new URL(request.url());
    if (origin === url && /\/(ui|authentication-api)\//.test(pathname)) apiPaths.push(pathname);
  });
  await page.goto(`${url}/login`);
  await signInThroughForm(page);
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await page.goto(`${url}/hems`);
  await waitForRouteReady(page);
  await expect(page.getByRole('table', { name: 'HEMS providers' })).toBeVisible();
  return apiPaths;
}

test('one dist/, two documents: API base path, tag manager, badge, footer and CSP each follow config.json', async ({
  page,
  request,
  baseURL,
}) => {
  const local = readConfigFile(DEFAULT_CONFIG_FILE);
  const served: [url: string, file: string, config: RuntimeConfig | undefined][] = [
    [baseURL ?? '', DEFAULT_CONFIG_FILE, local.config],
    [prefixed?.url ?? '', prefixedFile, prefixed?.config],
  ];
  const pages: string[] = [];
  for (const [url, file, config] of served) {
    expect(config, file).toBeDefined();
    // The document as it is, uncached — and a navigation to it is not the SPA fallback.
    const document = await request.get(`${url}/config.json`, { headers: HTML });
    expect(document.status()).toBe(200);
    expect(document.headers()['cache-control']).toBe('no-store');
    expect(await document.text()).toBe(readFileSync(file, 'utf8'));
    // The header is exactly the policy the document calls for (as `npm run deploy:nginx` prints it).
    const answer = await request.get(`${url}/login`, { headers: HTML });
    const { header, nonce } = policyOf(answer);
    expect(header).toBe(buildCsp({ ...cspPolicyFor(config), nonce }));
    pages.push(await answer.text());
  }
  expect(builtFiles(pages[1] ?? '')).toEqual(builtFiles(pages[0] ?? ''));
  expect(builtFiles(pages[0] ?? '').length).toBeGreaterThan(0);
  const localScripts = parseCsp(policyOf(await request.get('/login', { headers: HTML })).header).get(
    'script-src',
  );
  expect(localScripts?.slice(1)).toEqual(["'strict-dynamic'"]);
  const prefixedScripts = parseCsp(
    policyOf(await request.get(`${prefixed?.url}/login`, { headers: HTML })).header,
  );
  expect(prefixedScripts.get('script-src')?.slice(1)).toEqual([
    "'strict-dynamic'",
    'https://www.googletagmanager.com',
  ]);

  // The API under the prefix only: the mock behind the prefixed server does not answer at the root.
  const atRoot = await request.get(`${prefixed?.url}/ui/v1/hems-providers`, {
    headers: { authorization: ADMIN_BEARER },
  });
  expect(atRoot.status()).toBe(404);

  // Local (the shared stack): API at the root, no tag manager, the environment named in the top bar.
  const localCalls = await journey(page, baseURL ?? '');
  expect(localCalls.length).toBeGreaterThan(1);
  expect(localCalls.filter((path) => !API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`)))).toEqual(
    [],
  );
  await expect(page.locator('script[data-tag-manager]')).toHaveCount(0);
  await expect(page.getByRole('banner').first()).toContainText(`${local.config?.environment} · build `);
  // The badge never widens the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await saveScreenshot(page, 'config-local-badge');

  // Production under /portal-api with a tag manager: every call under the prefix, the script loaded, no badge.
  const other = await page.context().newPage();
  await serveTagManagerStub(other);
  const prefixedCalls = await journey(other, prefixed?.url ?? '');
  expect(prefixedCalls.length).toBeGreaterThan(1);
  expect(prefixedCalls.filter((path) => !path.startsWith('/portal-api/'))).toEqual([]);
  await expect(other.locator('script[data-tag-manager]')).toHaveAttribute('data-tag-manager-state', 'loaded');
  await expect(other.locator('html')).toHaveAttribute('data-tag-manager-stub', 'GTM-CONFIG');
  await expect(other.getByRole('banner').first()).not.toContainText(' · build ');
  await expect(other.getByRole('contentinfo').getByRole('link', { name: 'Legal Notice' })).toHaveAttribute(
    'href',
    'https://www.example-energy.test/de/legal-notice',
  );
  await saveScreenshot(other, 'config-production-portal-api');
});

test.describe('a deployment without a usable config.json', () => {
  test.use({ allowConsoleErrors: [configNotFound] });

  test('missing: /config.json is a 404 (never index.html), and the app says so instead of a white screen', async ({
    page,
    request,
  }) => {
    const url = unconfigured?.url ?? '';
    for (const headers of [HTML, { accept: 'application/json' }]) {
      const answer = await request.get(`${url}/config.json`, { headers });
      expect(answer.status()).toBe(404);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(await answer.text()).not.toContain('<');
    }
    await page.goto(`${url}/hems`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: STARTUP_ERROR_TITLE })).toBeVisible();
    await expect(main).toContainText('/config.json answered HTTP 404 Not Found.');
    await expect(main).toContainText('docs/deployment.md');
    await expect(page).toHaveTitle(STARTUP_ERROR_TITLE);
    await saveScreenshot(page, 'config-missing');
  });

  test('invalid or an HTML page: each invalid value named; the SPA fallback recognised', async ({ page }) => {
    const documents = [
      {
        environment: 'Staging',
        apiBasePath: 'https://ui-api.example.test',
        companySiteUrl: 'https://www.example-energy.test',
        tagManager: { id: 'GTM-1', urlTemplate: 'https://tags.evil.example/gtm.js?id={id}' },
      },
      '<!doctype html><html><body><div id="root"></div></body></html>',
    ];
    let current: unknown = documents[0];
    await page.route(
      (u) => u.pathname === '/config.json',
      (route) =>
        route.fulfill(
          typeof current === 'string'
            ? { contentType: 'text/html', body: current }
            : { contentType: 'application/json', body: JSON.stringify(current) },
        ),
    );
    await page.goto('/login');
    const main = page.getByRole('main');
    await expect(main).toContainText('/config.json has 3 invalid values:');
    await expect(main.getByRole('listitem')).toHaveText([
      /^environment must be/,
      /^apiBasePath must be/,
      /^tagManager\.urlTemplate must be/,
    ]);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await saveScreenshot(page, 'config-invalid');

    current = documents[1];
    await main.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('main')).toContainText('/config.json is an HTML page, not JSON');
  });
});
