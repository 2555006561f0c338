// The API documentation pages in Chromium against the production build + mock: the key lists (labels
// drawn as written), the internal and external pages and the internal page's back button, our own spec rendered
// for UI_API (under the CSP: its stylesheet, Markdown through the default policy), the not-found state. The route JS
// of /api and /api/{apiKey}, and the renderer chunk on no other route, are budgets.spec.ts's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { SETTLE_TIMEOUT_MS, signedInSession, waitForRouteReady } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Spec {
  paths: Record<string, Record<string, { summary?: string }>>;
}
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
const ownSpec = parse(readFileSync(path.join(ROOT, 'openapi/ui-api.yaml'), 'utf8')) as Spec;
const summaries = Object.values(ownSpec.paths).flatMap((item) =>
  METHODS.flatMap((method) => (item[method]?.summary ? [item[method].summary] : [])),
);

let session: Record<string, string> = {};

test.beforeAll(async ({ browser, baseURL }) => {
  // The worker's one sign-in through the form, shared with the other files it runs.
  session = await signedInSession(browser, baseURL);
});

async function signedIn(page: Page, extraNav: { displayText: string; targetUrl: string }[] = []) {
  const navItems = JSON.stringify([...(JSON.parse(session.navItems ?? '[]') as unknown[]), ...extraNav]);
  await page.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { ...session, navItems },
  );
  // The profile read when the app loads replaces the stored items: it answers the same ones.
  // A read still in flight when the test ends finds its answer disposed (CI, 26 Nov): nothing is left to answer then.
  await page.route('**/ui/v1/profile', async (route) => {
    const answer = await route.fetch().catch(() => null);
    const body =
      answer === null ? null : ((await answer.json().catch(() => null)) as Record<string, unknown> | null);
    if (answer === null || body === null) return;
    await route
      .fulfill({ response: answer, json: { ...body, navItems: JSON.parse(navItems) as unknown } })
      .catch(() => undefined);
  });
}

const docButtons = (page: Page) =>
  page.getByRole('list', { name: 'API documentation', exact: true }).getByRole('link');

/**
 * The buttons read as the SPEC writes the labels: innerText is the text as drawn (it applies CSS text-transform,
 * textContent does not), and no button is upper-cased by its style.
 */
async function expectLabelsAsWritten(page: Page, labels: string[]) {
  await expect(docButtons(page)).toHaveText(labels, { useInnerText: true });
  const drawn = await docButtons(page).evaluateAll((links) =>
    links.map((link) => ({
      text: (link as HTMLElement).innerText,
      transform: getComputedStyle(link).textTransform,
    })),
  );
  expect(drawn).toEqual(labels.map((text) => ({ text, transform: 'none' })));
}

test.describe('signed in', () => {
  test('/api: one 300 px button per key, labelled by the catalogue, linking to /api/{key}', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/api');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
    await expectLabelsAsWritten(page, [
      'Energy Platform API',
      'APP API',
      'CHARGE API',
      'ERP API Adapter',
      'PARTNERPORTAL API',
    ]);
    for (const link of await docButtons(page).all()) {
      expect((await link.boundingBox())?.width).toBe(300);
    }
    await expect(docButtons(page).last()).toHaveAttribute('href', '/api/UI_API');
    await saveScreenshot(page, 'api-docs-index');
    await docButtons(page).last().click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/UI_API');
    await expect(page.getByRole('heading', { level: 1, name: 'PARTNERPORTAL API' })).toBeVisible();
  });

  test("/api with the `empty` example: 'Keine APIs gefunden.'", async ({ page }) => {
    await signedIn(page);
    await page.route('**/ui/v1/docs/schemas', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'example=empty' } }),
    );
    await page.goto('/api');
    await expect(page.getByText('Keine APIs gefunden.')).toBeVisible();
    await saveScreenshot(page, 'api-docs-empty');
  });

  test('/api/internal offers API, CHARGE_API, UI_API and its back button goes one step back', async ({
    page,
  }) => {
    await signedIn(page, [{ displayText: 'Internal APIs', targetUrl: '/api/internal' }]);
    await page.goto('/api/external');
    await expect(page.getByRole('heading', { level: 1, name: 'External API Documentation' })).toBeVisible();
    await expectLabelsAsWritten(page, ['APP API', 'ERP API Adapter']);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/api');
    await saveScreenshot(page, 'api-docs-external');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Internal APIs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal API Documentation' })).toBeVisible();
    await expectLabelsAsWritten(page, ['Energy Platform API', 'CHARGE API', 'PARTNERPORTAL API']);
    await saveScreenshot(page, 'api-docs-internal');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/external');
  });

  test('/api/internal: back still goes one step back after a full reload', async ({ page }) => {
    await signedIn(page, [{ displayText: 'Internal APIs', targetUrl: '/api/internal' }]);
    await page.goto('/api');
    await expect(docButtons(page).first()).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Internal APIs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal API Documentation' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Internal API Documentation' })).toBeVisible();
    // One step back (a button), not a link to a fixed screen.
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  });

  test('/api/internal reached by a full page load goes back to the page before it', async ({ page }) => {
    await signedIn(page);
    await page.goto('/api/external');
    await expect(docButtons(page).first()).toBeVisible();
    // A document load (typed address, bookmark): React Router starts afresh, the tab's history does not.
    await page.goto('/api/internal');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal API Documentation' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/external');
    await expect(page.getByRole('heading', { level: 1, name: 'External API Documentation' })).toBeVisible();
  });

  test('/api/internal opened in a new tab: nothing of the portal to go back to, back leads to /api', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/api/internal');
    await expect(page.getByRole('heading', { level: 1, name: 'Internal API Documentation' })).toBeVisible();
    const back = page.getByRole('link', { name: 'Back' });
    await expect(back).toHaveAttribute('href', '/api');
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === '/api');
    await expect(page.getByRole('heading', { level: 1, name: 'API Documentation' })).toBeVisible();
  });

  test('/api/UI_API renders our own spec: every operation summary of ui-api.yaml appears', async ({
    page,
  }) => {
    test.slow(); // the docs renderer draws the whole document (SETTLE_TIMEOUT_MS)
    await signedIn(page);
    await page.goto('/api/UI_API');
    const document = page.getByTestId('openapi-document');
    // Each operation is a section headed by its summary (the side menu lists them too).
    await expect(document.getByRole('heading', { level: 2, name: summaries[0] as string })).toBeVisible({
      timeout: SETTLE_TIMEOUT_MS,
    });
    const text = (await document.textContent()) ?? '';
    expect(summaries.filter((summary) => !text.includes(summary))).toEqual([]);
    expect(summaries.length).toBeGreaterThan(10);
    // Nothing to send from a reference page: no "Try it out", no Authorize.
    await expect(page.getByRole('button', { name: /Try it out/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Authorize/i })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // The window only: Redoc draws every operation open, a page tens of thousands of pixels tall, and a screenshot
    // of all of it took most of a minute on the loaded 2-core machine.
    await saveScreenshot(page, 'api-doc-ui-api', { fullPage: false });

    // The same load, under the strict CSP (every test fails on a violation): the renderer's styled-components sheet
    // carries the page's nonce and applies, its Markdown goes through the Trusted Types default policy, and a
    // response opens when clicked. Nothing is fetched from outside the portal's origin (fixtures.ts fails the test).
    const operations = document.locator('[data-section-id^="operation/"]');
    expect(await operations.count()).toBe(summaries.length);
    const sheets = await page.evaluate(() =>
      [...window.document.querySelectorAll('style[data-styled]')].map((style) => ({
        nonced: (style as HTMLStyleElement).nonce !== '',
        rules: (style as HTMLStyleElement).sheet?.cssRules.length ?? 0,
      })),
    );
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets.every((sheet) => sheet.nonced && sheet.rules > 0)).toBe(true);
    // A styled element took its rule: the operation's method badge in the side menu is a coloured box.
    const badge = page.locator('.menu-content .operation-type').first();
    const drawn = await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { display: style.display, background: style.backgroundColor };
    });
    // Unstyled, a <span> is inline and transparent.
    expect(drawn.display).not.toBe('inline');
    expect(drawn.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(
      await page.evaluate(
        () =>
          (window as Window & { trustedTypes?: { defaultPolicy?: { name: string } | null } }).trustedTypes
            ?.defaultPolicy?.name,
      ),
    ).toBe('default');
    // A response's details are drawn only once it is opened (its schema's Markdown among them).
    const response = operations.first().getByRole('button', { name: /^400\b/ });
    const details = response.locator('xpath=following-sibling::*');
    await expect(details).toHaveCount(0);
    await response.click();
    await expect(details.first()).toBeVisible();
    await waitForRouteReady(page);
    await saveScreenshot(page, 'csp-api-doc-expanded', { fullPage: false });
  });

  test.describe('a key without a document', () => {
    test.use({
      allowConsoleErrors: [
        (problem: ConsoleProblem) => problem.kind === 'console' && /status of 404/.test(problem.text),
      ],
    });

    test('shows a clear not-found state', async ({ page }) => {
      await signedIn(page);
      await page.goto('/api/ERP_API');
      await expect(page.getByText('No documentation found')).toBeVisible();
      await expect(page.getByText('There is no API documentation for “ERP_API”.')).toBeVisible();
      await saveScreenshot(page, 'api-doc-not-found');
    });
  });
});
