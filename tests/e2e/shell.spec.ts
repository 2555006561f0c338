// The app shell in Chromium against the production build + mock: sign-in, sign-out, the guard's round
// trip, Not Found, navigation. Every route's render is checked by budgets.spec.ts, which loads each route anyway.
import type { Page } from '@playwright/test';
import { pinBrowserClock } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

async function signInThroughForm(page: Page) {
  await page.getByLabel('Email').fill('staff@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The stored session after signing in once through the form: every route test starts signed in. */
let storedSession: Record<string, string> = {};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  await pinBrowserClock(context);
  const page = await context.newPage();
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  storedSession = await page.evaluate(() => ({ ...localStorage }));
  await context.close();
  expect(Object.keys(storedSession).sort()).toEqual(['navItems', 'permissions', 'refresh-token', 'token']);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedSession);
  });

  test('an unknown URL shows Not Found inside the shell, with a way home', async ({ page }) => {
    await page.goto('/no/such/page?x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(pathOf(page.url())).toBe('/no/such/page?x=1');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).last().click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('a uuid-named param that is not a uuid gets a clear message', async ({ page }) => {
    await page.goto('/fleet/not-a-uuid/also-not');
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await expect(page.getByText('fleet_uuid', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the top bar is one line at 1280 × 800 and at 1440 × 800, Sign out and the name shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const banner = page.getByRole('banner').first();
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(banner.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Ada Admin' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Jump to…' })).toBeVisible();
      // One line: every control of the bar on the same row, the bar one toolbar high.
      const rows = await banner.evaluate((bar) =>
        [...bar.querySelectorAll('a, button')]
          .map((control) => control.getBoundingClientRect())
          .filter((box) => box.height > 0)
          .map((box) => Math.round(box.top + box.height / 2)),
      );
      expect(
        Math.max(...rows) - Math.min(...rows),
        `${width} px: centres ${rows.join(', ')}`,
      ).toBeLessThanOrEqual(4);
      expect((await banner.boundingBox())?.height, `${width} px`).toBeLessThanOrEqual(64);
      await saveScreenshot(page, `top-bar-${width}`);
    }
  });

  test('the top navigation follows the stored items inside the SPA and marks the current area', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const firstRequestCount = { documents: 0 };
    page.on('request', (request) => {
      if (request.resourceType() === 'document') firstRequestCount.documents += 1;
    });
    await nav.getByRole('link', { name: 'Operations' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/operations');
    await expect(nav.getByRole('link', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
    expect(firstRequestCount.documents).toBe(0);
  });
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the navigation collapses into a menu operable by keyboard', async ({ page }) => {
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storedSession);
    await page.goto('/operations');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Open navigation menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Operations' })).toHaveAttribute('aria-current', 'page');
    await saveScreenshot(page, 'shell-narrow-menu');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});

test('signs in, signs out, and the guard brings the user back to the page first asked for', async ({
  page,
}) => {
  const target = '/operations/pricing?tab=current#top';
  await page.goto(target);
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === target);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, 'shell-login');

  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === target);
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await saveScreenshot(page, 'shell-guarded-page');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreenshot(page, 'shell-home');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
  expect(await page.evaluate(() => localStorage.length)).toBe(0);

  // Signed out, a guarded page sends the user to /login again.
  await page.goto('/assets/evses');
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('from') === '/assets/evses',
  );
});

test('sign-in failures: bad credentials and server errors are explained, the typed input stays', async ({
  page,
  mock,
  consoleGuard,
}) => {
  await page.goto('/login');
  await mock.once({ scenario: 'code=401', method: 'POST', path: '/authentication-api/login' });
  await page.getByLabel('Email').fill('staff@example.com');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not correct.');
  await expect(page.getByLabel('Email')).toHaveValue('staff@example.com');
  await expect(page.getByLabel('Password')).toHaveValue('wrong');

  await mock.once({ scenario: 'code=500', method: 'POST', path: '/authentication-api/login' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('(500)');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  // The browser logs both failed answers; they are what this test provokes.
  expect(consoleGuard.unexpected().map((problem) => problem.text)).toEqual([
    expect.stringContaining('401'),
    expect.stringContaining('500'),
  ]);
  consoleGuard.clear();
});

test('a from= that points elsewhere is not honoured after sign-in', async ({ page, baseURL }) => {
  await page.goto(`/login?from=${encodeURIComponent('//evil.example/x')}`);
  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
});
