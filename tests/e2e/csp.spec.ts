// The strict Content-Security-Policy of the production build, as the preview server sends it
// (scripts/csp/policy.ts). Every e2e test runs under it and fails on any violation (tests/e2e/fixtures.ts); this file
// checks the header itself, that MUI/Emotion, the docs renderer and the tag manager work under it, and that the
// detector really catches a violation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page, Response } from '@playwright/test';
import { parseCsp, TRUSTED_TYPES_POLICIES } from '../../scripts/csp/policy.ts';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';
import { startPreviewStack, type PreviewStack } from '../../scripts/preview.ts';
import { appRouteTable } from '../../src/app/route-table.tsx';
import { CSP_VIOLATION_MARKER, type CspViolation } from '../helpers/csp-detector.ts';
import { seedStorage, signedInSession, waitForRouteReady } from '../helpers/e2e-app.ts';
import { E2E_CONFIG_BASE, writeE2eConfig } from '../helpers/e2e-config.ts';
import { serveTagManagerStub, TAG_MANAGER_TEMPLATE } from '../helpers/tag-manager-stub.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** TypeScript's DOM types do not have Trusted Types yet. */
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy: unknown; defaultPolicy: { name: string } | null };
};

const HTML = { accept: 'text/html,application/xhtml+xml' };

function nonceOf(header: string | undefined): string {
  const source = parseCsp(header ?? '')
    .get('script-src')
    ?.find((value) => value.startsWith("'nonce-"));
  return source?.slice("'nonce-".length, -1) ?? '';
}

async function documentNonce(response: Response | null): Promise<string> {
  expect(response, 'the navigation answered').not.toBeNull();
  return nonceOf((await response?.allHeaders())?.['content-security-policy']);
}

test('every route of the table is served with the strict policy and a fresh nonce in header and page', async ({
  request,
}) => {
  const seen = new Set<string>();
  for (const path of [...appRouteTable.map((route) => route.samplePath), '/no/such/page', '/index.html']) {
    const answer = await request.get(path, { headers: HTML });
    expect(answer.status(), path).toBe(200);
    const header = answer.headers()['content-security-policy'] ?? '';
    const policy = parseCsp(header);
    const scriptSrc = policy.get('script-src') ?? [];
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    expect(scriptSrc, path).not.toContain("'unsafe-eval'");
    expect(scriptSrc, path).toContain("'strict-dynamic'");
    expect(policy.get('object-src'), path).toEqual(["'none'"]);
    expect(policy.get('base-uri'), path).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for'), path).toEqual(["'script'"]);
    expect(policy.get('trusted-types'), path).toEqual([...TRUSTED_TYPES_POLICIES, "'allow-duplicates'"]);
    expect(
      policy.get('style-src')?.filter((value) => value.includes('unsafe')),
      path,
    ).toEqual([]);
    expect(answer.headers()['cache-control'], path).toBe('no-store');

    const nonce = nonceOf(header);
    expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(seen.has(nonce), `${path}: nonce reused`).toBe(false);
    seen.add(nonce);
    const html = await answer.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const preloads = (html.match(/<link\b[^>]*>/g) ?? []).filter((tag) => tag.includes('modulepreload'));
    const meta = html.match(/<meta property="csp-nonce"[^>]*>/g) ?? [];
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(meta, path).toHaveLength(1);
    for (const tag of [...scripts, ...preloads, ...meta]) expect(tag, path).toContain(`nonce="${nonce}"`);
  }
});

test('MUI/Emotion styles carry the nonce and apply; Trusted Types are enforced', async ({
  page,
  browser,
  baseURL,
}) => {
  await seedStorage(page, await signedInSession(browser, baseURL));
  const nonce = await documentNonce(await page.goto('/hems/prepared/sonnen'));
  await waitForRouteReady(page);
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => ({
      nonce: style.nonce,
      emotion: style.getAttribute('data-emotion') ?? '',
      rules: style.sheet?.cssRules.length ?? 0,
    })),
  );
  expect(styles.length).toBeGreaterThan(0);
  expect(styles.filter((style) => style.nonce !== nonce)).toEqual([]);
  expect(styles.some((style) => style.emotion.startsWith('css') && style.rules > 0)).toBe(true);
  // CssBaseline's global rule and a component's class rule both took effect.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const filter = page.getByRole('button', { name: 'Filter', exact: true });
  expect(await filter.evaluate((element) => getComputedStyle(element).cursor)).toBe('pointer');
  // The browser hides the nonce from the DOM attribute, so page content cannot read and reuse it.
  expect(await page.evaluate(() => document.querySelector('script[nonce]')?.getAttribute('nonce'))).toBe('');
  expect(await page.evaluate(() => typeof (window as TrustedTypesWindow).trustedTypes?.createPolicy)).toBe(
    'function',
  );
  await saveScreenshot(page, 'csp-prepared-installations');
});

// The docs renderer under the policy (its stylesheet, Markdown through the default policy) is checked on the one load
// of /api/UI_API in api-docs.spec.ts.

const violationEvents = (violations: readonly CspViolation[]) =>
  violations
    .filter((violation) => violation.source === 'event')
    .map(
      (violation) => JSON.parse(violation.text.slice(CSP_VIOLATION_MARKER.length)) as Record<string, unknown>,
    );

test.describe('control: the detector catches violations', () => {
  test('an inline script without the nonce is refused; one with the page’s nonce runs, but cannot eval', async ({
    page,
    cspGuard,
  }) => {
    // What an HTML injection on the server side would look like, next to a script the server did vouch for.
    await page.route('**/login', async (route) => {
      const answer = await route.fetch();
      const nonce = nonceOf(answer.headers()['content-security-policy']);
      const body = (await answer.text()).replace(
        '</body>',
        '<script>window.injected = true;</script>' +
          `<script nonce="${nonce}">window.vouched = true;` +
          "try { eval('1 + 1'); window.evalResult = 'ran'; } catch (error) { window.evalResult = error.name; }" +
          '</script></body>',
      );
      await route.fulfill({ response: answer, body });
    });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const flags = await page.evaluate(() => {
      const view = window as { injected?: boolean; vouched?: boolean; evalResult?: string };
      return { injected: view.injected, vouched: view.vouched, evalResult: view.evalResult };
    });
    expect(flags).toEqual({ injected: undefined, vouched: true, evalResult: 'EvalError' });
    await expect.poll(() => violationEvents(cspGuard.violations).length).toBeGreaterThanOrEqual(2);
    expect(violationEvents(cspGuard.violations)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', disposition: 'enforce' }),
        // Trusted Types refuse the string before script-src would: there is no policy for scripts.
        expect.objectContaining({ directive: 'require-trusted-types-for', sample: 'eval|1 + 1' }),
      ]),
    );
    // The browser's own message is caught as well.
    expect(cspGuard.violations.some((violation) => violation.source === 'console')).toBe(true);
    cspGuard.clear();
  });

  test('HTML written into the DOM as a string is refused by Trusted Types and reported', async ({
    page,
    cspGuard,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const outcome = await page.evaluate(() => {
      try {
        document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="window.injected = true">');
        return 'accepted';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(outcome).toBe('TypeError');
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => violationEvents(cspGuard.violations).length).toBe(1);
    expect(violationEvents(cspGuard.violations)[0]).toMatchObject({
      directive: 'require-trusted-types-for',
      blocked: 'trusted-types-sink',
    });
    cspGuard.clear();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The tag manager (SPEC §1) under the policy: the same dist/ served with a config.json that names one (the
// real, allow-listed URL, answered in the browser by a stand-in script), with the CSP that document calls for.

const TAG_MANAGER_MODULE = 'src/features/tag-manager/inject-tag-manager.ts';
const TAG_MANAGER_ID = 'GTM-E2E';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The injection exists and something outside its own folder calls it (the app wires it at start). */
function tagManagerWired(): boolean {
  const modulePath = resolve(PROJECT_ROOT, TAG_MANAGER_MODULE);
  try {
    statSync(modulePath);
  } catch {
    return false;
  }
  return sourceFiles(resolve(PROJECT_ROOT, 'src'))
    .filter((file) => !relative(PROJECT_ROOT, file).startsWith('src/features/tag-manager/'))
    .some((file) => /features\/tag-manager\/inject-tag-manager/.test(readFileSync(file, 'utf8')));
}

test.describe('the tag manager under the policy', () => {
  let stack: PreviewStack | undefined;

  test.beforeAll(async () => {
    test.skip(!tagManagerWired(), `${TAG_MANAGER_MODULE} is not wired into the app yet`);
    stack = await startPreviewStack({
      configFile: writeE2eConfig('csp-tag-manager', {
        ...E2E_CONFIG_BASE,
        tagManager: { id: TAG_MANAGER_ID, urlTemplate: TAG_MANAGER_TEMPLATE },
      }),
      build: 'never',
      mockUrl: process.env.E2E_MOCK_URL,
      port: 4273,
      log: () => undefined,
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  async function expectTagManagerLoaded(page: Page) {
    const script = page.locator('script[data-tag-manager]');
    await expect(script).toHaveAttribute('data-tag-manager-state', 'loaded');
    await expect(script).toHaveAttribute('src', TAG_MANAGER_TEMPLATE.replace('{id}', TAG_MANAGER_ID));
    await expect(page.locator('html')).toHaveAttribute('data-tag-manager-stub', TAG_MANAGER_ID);
    expect(
      await page.evaluate(() =>
        (window as { dataLayer?: { event?: string }[] }).dataLayer?.map((e) => e.event),
      ),
    ).toEqual(['gtm.js', 'tag-manager.stub.loaded']);
  }

  test('its script loads once through the tag-manager policy on /login and on a guarded page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const url = stack?.url ?? '';
    await serveTagManagerStub(page);
    await page.goto(`${url}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectTagManagerLoaded(page);

    await seedStorage(page, await signedInSession(browser, baseURL));
    await page.goto(`${url}/hems`);
    await waitForRouteReady(page);
    await expectTagManagerLoaded(page);
    await expect(page.locator('script[data-tag-manager]')).toHaveCount(1);
  });
});
