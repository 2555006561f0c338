// German and English: a German Chromium (de-DE, Europe/Berlin) reads the sign-in page and the shell in German; the
// person's menu switches the words to English without a reload, and the same person in a new browser context finds
// the choice kept (stored with the person, PUT /ui/v1/me/preferences, read with the profile).
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// A persona no other e2e test signs in as: its stored choice cannot change another test's words.
const PERSON = { email: 'viewer@operator-portal.example', password: 'any password works with the mock' };
const GERMAN = { locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;

async function germanPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...GERMAN, baseURL });
  return context.newPage();
}

async function signInInGerman(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(PERSON.email);
  await page.getByLabel('Passwort').fill(PERSON.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The person's menu: the top bar's last menu button (the navigation's own is hidden at desktop width). */
const identityButton = (page: Page) => page.locator('header button[aria-haspopup="true"]').last();

test('a German staff member reads sign-in and shell in German, switches to English in the menu without a reload, and finds it kept in a new context', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await germanPage(browser, baseURL);
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Passwort vergessen?')).toBeVisible();
  await expect(page.getByText('Konto anlegen')).toBeVisible();
  // An empty form is told what is missing, in German.
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte geben Sie Ihre E-Mail-Adresse ein.')).toBeVisible();

  await signInInGerman(page);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeAttached();
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // No reload: a mark on the window survives the switch.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await identityButton(page).click();
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Sprache', { exact: true })).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/ui/v1/me/preferences') && response.request().method() === 'PUT',
  );
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  expect((await saved).status()).toBe(200);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
  await page.context().close();

  // A new context: nothing stored in this browser, a German browser, the same person — English, as chosen.
  const next = await germanPage(browser, baseURL);
  await signInInGerman(next);
  await expect(next.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(next.locator('html')).toHaveAttribute('lang', 'en');
  await next.context().close();
});
