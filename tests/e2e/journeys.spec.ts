// Issue 12 item 1: journeys on the production build with Prism behind it, under the strict CSP, with zero console
// errors beyond the known ones (fixtures.ts). tests/e2e/shell.spec.ts loads every route of the table afresh; here
// the same table is walked inside ONE running app (client-side navigation: lazy chunks loaded on the way, screens
// mounted and unmounted, no document reload), and a staff member's day goes through the Health, Sites, Prepared
// Installations, Fleets and docs screens by clicking only, from sign-in to sign-out.
import type { Page } from '@playwright/test';
import { appRouteTable } from '../../src/app/router.tsx';
import {
  navigateInApp,
  seedStorage,
  signedInSession,
  signInThroughForm,
  trackRequests,
  waitForRouteReady,
  waitForRouteSettled,
} from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

/** Counts the documents the page loads: an SPA journey loads exactly one. */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('the whole route table in one running app: every screen renders, no reload, each page starts at the top', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await seedStorage(page, await signedInSession(browser, baseURL));
  const documents = countDocuments(page);
  trackRequests(page);
  await page.goto('/');
  await waitForRouteSettled(page);

  const guarded = appRouteTable.filter((route) => route.access === 'guarded');
  const publicRoutes = appRouteTable.filter((route) => route.access === 'public');
  for (const route of [...guarded, ...publicRoutes]) {
    // Scroll the page we leave, when it can scroll: the next page must start at the top (SPEC §1). Staying on the
    // same path is no page change, and keeps its position (DESIGN §3).
    const changesPage = new URL(page.url()).pathname !== route.samplePath;
    if (changesPage) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await navigateInApp(page, route.samplePath);
    await waitForRouteSettled(page);
    await expect(heading(page), route.pattern).not.toHaveText(/Something went wrong|Page not found/);
    if (route.access === 'guarded') await expect(mainNav(page), route.pattern).toBeVisible();
    else await expect(mainNav(page), route.pattern).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => window.scrollY), `${route.pattern} starts at the top`)
      .toBe(0);
  }
  expect(documents()).toBe(1);
  // The walk ends on a public page while signed in: the session is still there.
  expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).not.toBeNull();
});

test('a staff member’s day by clicking: health → site, HEMS → prepared (filter) → active sites → site, fleets → site, docs, sign-out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const documents = countDocuments(page);

  // Sign in from a bookmark of home.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await signInThroughForm(page);
  await expect(heading(page)).toHaveText('Health Overview');

  // Health: the problem with a link, its rows, a site.
  const siteProblems = page.getByRole('region', { name: 'Site problems' });
  await siteProblems
    .getByRole('list', { name: 'Site problems by problem' })
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.searchParams.get('list') === 'site');
  const problemRows = page.getByRole('table', { name: 'Site problems' }).locator('tbody tr');
  await expect(problemRows.first()).toBeVisible();
  const problemSite = (await problemRows.first().getByRole('link').first().textContent()) ?? '';
  await problemRows.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText(problemSite);
  await saveScreenshot(page, 'journey-site-from-health');

  // HEMS → prepared installations of the first provider, filtered by status through the dialog and back.
  await mainNav(page).getByRole('link', { name: 'HEMS' }).click();
  const providers = page.getByRole('table', { name: 'HEMS providers' });
  await providers
    .getByRole('link', { name: /prepared installations of / })
    .first()
    .click();
  await expect(heading(page)).toHaveText('Prepared Installations');
  const count = page.getByText(/^Installations: \d+$/);
  await expect(count).toBeVisible();
  const all = await count.textContent();
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Sites' });
  await dialog.getByRole('button', { name: 'Ready' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  const chip = page.getByRole('button', { name: 'Remove filter Ready' });
  await expect(chip).toBeVisible();
  await expect(count).not.toHaveText(all ?? '');
  await chip.click();
  await expect(count).toHaveText(all ?? '');

  // Back to the providers, then the first provider's active sites, page 2, a site.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(providers).toBeVisible();
  await providers
    .getByRole('link', { name: /active sites of / })
    .first()
    .click();
  const sites = page.getByRole('table', { name: /^Sites of / });
  await expect(sites.locator('tbody tr').first()).toBeVisible();
  await page.getByLabel('Go to page 2').click();
  await expect(page).toHaveURL(/page=2/);
  const siteLink = sites.locator('tbody tr').first().getByRole('link').first();
  const siteName = (await siteLink.textContent()) ?? '';
  await siteLink.click();
  await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText(siteName);

  // Fleets → a fleet → one of its sites, under the fleet.
  await mainNav(page).getByRole('link', { name: 'Fleets' }).click();
  const fleets = page.getByRole('table', { name: 'Fleets' });
  await fleets.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}$/);
  const fleetSites = page.getByRole('table', { name: /^Sites of fleet / });
  await expect(fleetSites.locator('tbody tr').first()).toBeVisible();
  await fleetSites.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/fleet\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toBeVisible();
  await waitForRouteReady(page);
  await saveScreenshot(page, 'journey-fleet-site');

  // API docs → our own API, rendered.
  await mainNav(page).getByRole('link', { name: 'API Docs' }).click();
  await page
    .getByRole('list', { name: 'API documentation' })
    .getByRole('link', { name: 'PARTNERPORTAL API' })
    .click();
  await expect(heading(page)).toHaveText('PARTNERPORTAL API');
  await expect(page.getByTestId('openapi-document').locator('.opblock').first()).toBeVisible();

  // Sign out: storage emptied; Back does not show the guarded page again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(documents()).toBe(1);
});
