// Load failures in Chromium on the production build: a lazy route chunk or a stylesheet that fails to load, or a
// chunk that stalls past the 120 s time-out (SPEC §9), shows the load-failure page with Reload instead of a blank
// page; once the network is back, Reload recovers. Chunk names come from the build's manifest.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';
import { startPreviewStack, type PreviewStack } from '../../scripts/preview.ts';
import {
  browserNow,
  seedStorage,
  signedInSession,
  signInThroughForm,
  waitForRouteReady,
} from '../helpers/e2e-app.ts';
import { E2E_CONFIG_BASE, writeE2eConfig } from '../helpers/e2e-config.ts';
import { serveTagManagerStub, TAG_MANAGER_TEMPLATE } from '../helpers/tag-manager-stub.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

interface ManifestEntry {
  file: string;
  css?: string[];
}

function manifest(): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(resolve(PROJECT_ROOT, 'dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
}

function builtFile(source: string, kind: 'js' | 'css'): string {
  const entry = manifest()[source];
  const file = kind === 'js' ? entry?.file : entry?.css?.[0];
  if (file === undefined) throw new Error(`The build has no ${kind} for ${source}`);
  return `/${file}`;
}

const SIGN_UP_CHUNK = () => builtFile('src/routes/sign-up.screen.tsx', 'js');
// The chart's stylesheet: the one CSS file of the build that a lazy chunk brings (the docs renderer has none).
const CHART_CSS = () => builtFile('src/components/time-series-chart.tsx', 'css');

const pathOf = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
};

/** The browser's own report of the request we made fail, and React's log of the error its boundary caught. */
const allowBlocked =
  (...files: (() => string)[]) =>
  (problem: ConsoleProblem): boolean =>
    files.some((file) => pathOf(problem.url) === file() || problem.text.includes(file()));

async function block(page: Page, file: string, how: 'abort' | 'stall'): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === file,
    (route) => (how === 'abort' ? route.abort('failed') : void held.push(route)),
  );
  return held;
}

const failureHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'This page could not be loaded' });

test.describe('a lazy route chunk that fails to load', () => {
  test.use({ allowConsoleErrors: [allowBlocked(SIGN_UP_CHUNK)] });

  test('reached by a link: the error page; network back, Reload recovers', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await block(page, SIGN_UP_CHUNK(), 'abort');

    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(failureHeading(page)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-up');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('A part of the portal could not be downloaded.');
    await expect(alert).toContainText(SIGN_UP_CHUNK().slice(1));
    // In the public layout, with the footer: never a blank page.
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await saveScreenshot(page, 'load-failure');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
    await expect(page.getByLabel('Name')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-up');
  });

  test('opened directly (first load): the error page, not the endless spinner', async ({ page }) => {
    await block(page, SIGN_UP_CHUNK(), 'abort');
    await page.goto('/sign-up');
    await expect(failureHeading(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  });
});

test.describe('a stylesheet that fails to load', () => {
  test.use({
    allowConsoleErrors: [allowBlocked(CHART_CSS), (p) => p.text.includes('Unable to preload CSS')],
  });

  test("the chart's CSS blocked: the error page inside the shell; Reload recovers", async ({
    page,
    browser,
    baseURL,
  }) => {
    await seedStorage(page, await signedInSession(browser, baseURL));
    await block(page, CHART_CSS(), 'abort');
    await page.goto('/operations/trends');
    await expect(failureHeading(page)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Unable to preload CSS');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await saveScreenshot(page, 'load-failure-stylesheet');

    await page.unrouteAll();
    await page.getByRole('button', { name: 'Reload' }).click();
    await waitForRouteReady(page);
    await expect(failureHeading(page)).toHaveCount(0);
    const stylesheets = await page.evaluate(() =>
      [...document.styleSheets].map((sheet) => (sheet.href === null ? '' : new URL(sheet.href).pathname)),
    );
    expect(stylesheets).toContain(CHART_CSS());
  });
});

test.describe('a chunk that stalls', () => {
  test('the page stays with a loading bar, and after 120 s the time-out page shows', async ({ page }) => {
    // The fixtures installed the page's clock at the pinned instant; time runs until the test pauses it.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await block(page, SIGN_UP_CHUNK(), 'stall');
    // From here the page's time moves only when the test says so.
    await page.clock.pauseAt((await browserNow(page)) + 1_000);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.clock.runFor(1_000);
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await page.clock.fastForward(118_000);
    await expect(failureHeading(page)).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(failureHeading(page)).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('Loading took longer than 2 minutes');
    await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toHaveCount(0);
    await saveScreenshot(page, 'load-failure-timeout');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The tag-management script (SPEC §1) answering 404: the same dist/ served by a second preview
// server whose config.json names a tag manager (the shared one names none), in front of the same mock.

const TAG_MANAGER_SCRIPT = '/gtm.js';

test.describe('a tag-management script that answers 404', () => {
  let stack: PreviewStack | undefined;
  test.use({
    allowConsoleErrors: [
      (p: ConsoleProblem) => p.text.includes('status of 404') && pathOf(p.url) === TAG_MANAGER_SCRIPT,
    ],
  });

  test.beforeAll(async () => {
    stack = await startPreviewStack({
      configFile: writeE2eConfig('tag-manager-404', {
        ...E2E_CONFIG_BASE,
        tagManager: { id: 'GTM-404', urlTemplate: TAG_MANAGER_TEMPLATE },
      }),
      build: 'never',
      mockUrl: process.env.E2E_MOCK_URL,
      port: 4283,
      log: () => undefined,
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
  });

  test('is injected once, fails, and the app works on: sign in, navigate, an account form', async ({
    page,
  }) => {
    const url = stack?.url ?? '';
    const answered: number[] = [];
    await serveTagManagerStub(page, 404);
    page.on('response', (response) => {
      if (pathOf(response.url()) === TAG_MANAGER_SCRIPT) answered.push(response.status());
    });

    await page.goto(`${url}/login`);
    const script = page.locator('script[data-tag-manager]');
    await expect(script).toHaveAttribute('data-tag-manager-state', 'failed');
    await expect(script).toHaveCount(1);
    expect(answered).toEqual([404]);

    await signInThroughForm(page);
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HEMS' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/hems');
    await waitForRouteReady(page);

    await page.goto(`${url}/account-recovery`);
    await page.getByLabel(/^Email or user reference/).fill('USR-1');
    await page.getByRole('button', { name: 'Start recovery' }).click();
    await expect(page.getByRole('status')).toContainText('Recovery started');
    // One script per page load, never a second one.
    await expect(script).toHaveCount(1);
  });
});
