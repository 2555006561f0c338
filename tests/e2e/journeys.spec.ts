// Journeys on the production build with Prism behind it, under the strict CSP, with zero console
// errors beyond the known ones (fixtures.ts). Every route of the table: loaded afresh in budgets.spec.ts, and walked
// inside one running app in a11y.spec.ts. Here a staff member's day goes through the Health, Sites, Prepared
// Installations screens by clicking only, from sign-in to sign-out (that every screen is reachable by clicking is
// reachability.spec.ts).
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Page } from '@playwright/test';
import { countDocuments, signInThroughForm } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a staff member’s day by clicking: health → site, HEMS → prepared (filter) → active sites → site, sign-out', async ({
  page,
}) => {
  test.setTimeout(e2eTimeLimit(180_000));
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
  const siteLink = sites.locator('tbody tr').first().getByRole('link').first();
  const firstOfPage1 = (await siteLink.textContent()) ?? '';
  await page.getByLabel('Go to page 2').click();
  await expect(page).toHaveURL(/page=2/);
  // The URL changes before page 2 arrives (page 1 stays on screen meanwhile): wait for its rows.
  await expect(siteLink).not.toHaveText(firstOfPage1);
  const siteName = (await siteLink.textContent()) ?? '';
  await siteLink.click();
  await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText(siteName);

  // Fleets → a fleet → its site, and API docs → a document: reached by clicking in reachability.spec.ts (the crawl
  // from `/`), rendered in the route walk (a11y.spec.ts) and api-docs.spec.ts; not walked again here.

  // The site links to its gateway, and the gateway back to its site.
  await page.getByRole('region', { name: 'Related' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/assets\/gateways\/[^/]+\/[^/]+$/);
  await expect(heading(page)).toHaveText(/^Gateway /);
  await page.getByRole('region', { name: 'Installation and site' }).getByRole('link').last().click();
  await expect(page).toHaveURL(/\/site\/[0-9a-f-]{36}$/);
  await expect(heading(page)).toHaveText(siteName);

  // Sign out: storage emptied; Back does not show the guarded page again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(documents()).toBe(1);
});
