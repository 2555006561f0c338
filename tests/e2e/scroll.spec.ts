// Scroll to top (SPEC §1, DESIGN §3), measured by `scrollY` in Chromium since jsdom has no layout: a change of
// page (pathname) — link or browser back — starts at the top; a change of only the search params (the sites list's
// page links) keeps the position.
import type { Page } from '@playwright/test';
import { seedStorage, signedInSession, waitForRouteReady } from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** How far the page could scroll: a 0 only proves something when this is well above it. */
const scrollRoom = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

test.use({ viewport: { width: 1280, height: 600 } });

test('sites list: search-param change keeps the position, a change of page scrolls to the top', async ({
  page,
  browser,
  baseURL,
}) => {
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto('/hems/active/sonnen');
  await waitForRouteReady(page);

  const pages = page.getByRole('navigation', { name: 'Pages of sites' });
  await pages.scrollIntoViewIfNeeded();
  const down = await scrollY(page);
  expect(down, 'the list is long enough to scroll').toBeGreaterThan(300);

  await pages.getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/hems/active/sonnen' && url.search.includes('page=2'),
  );
  await waitForRouteReady(page);
  await expect(pages.locator('[aria-current="page"]')).toHaveText('2');
  // The shell leaves the position alone; the list itself may bring its first row into view (a new page of rows
  // starts at its top), which is still well below the top of the page.
  const afterSearchChange = await scrollY(page);
  expect(afterSearchChange, `was at ${down}`).toBeGreaterThan(100);

  // A site row in view: another page.
  const siteLink = page.locator('a[href^="/site/"]').last();
  await siteLink.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(300);
  await siteLink.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/site/'));
  // The URL changes before the new page is rendered: wait until the list is gone and the site is there.
  await expect(pages).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Site' })).toBeVisible();
  expect(await scrollRoom(page)).toBeGreaterThan(200);
  expect(await scrollY(page)).toBe(0);

  // Back is a change of page too.
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  await page.goBack();
  await expect(page).toHaveURL((url) => url.pathname === '/hems/active/sonnen');
  await expect(pages).toBeVisible();
  await waitForRouteReady(page);
  expect(await scrollRoom(page)).toBeGreaterThan(300);
  expect(await scrollY(page)).toBe(0);
});

test('public pages: following a link from the bottom of one account page opens the next at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 400 });
  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollY(page)).toBeGreaterThan(100);
  const link = page.getByRole('link', { name: /Recover your account/ });
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account recovery' })).toBeVisible();
  expect(await scrollRoom(page)).toBeGreaterThan(100);
  expect(await scrollY(page)).toBe(0);
});
