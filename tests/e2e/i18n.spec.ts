// German and English: a German Chromium (de-DE, Europe/Berlin) reads the sign-in page and the shell in German; the
// person's menu switches the words to English without a reload, and the same person in a new browser context finds
// the choice kept (stored with the person, PUT /ui/v1/me/preferences, read with the profile).
import type { Browser, Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

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

/** Chooses a language in the person's menu and waits for the choice to be stored. */
async function chooseLanguage(page: Page, name: 'Deutsch' | 'English'): Promise<void> {
  await identityButton(page).click();
  const choice = page.getByRole('menuitemradio', { name });
  if ((await choice.getAttribute('aria-checked')) !== 'true') {
    const saved = page.waitForResponse(
      (response) => response.url().includes('/ui/v1/me/preferences') && response.request().method() === 'PUT',
    );
    await choice.click();
    expect((await saved).status()).toBe(200);
  }
  await page.keyboard.press('Escape');
}

test('the sites list and a site’s page read German in a German browser (headers, filters, pages, empty state) and English after the switch', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await germanPage(browser, baseURL);
  await signInInGerman(page);
  // The same person as above may have chosen English there: German is chosen here, whatever was stored.
  await expect(page.getByRole('banner')).toBeVisible();
  await chooseLanguage(page, 'Deutsch');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.goto('/hems/active/sonnen');
  const table = page.getByRole('table', { name: 'Standorte von HEMS-Anbieter sonnen' });
  await expect(table.locator('tbody tr')).toHaveCount(50);
  for (const header of ['Kundenreferenz', 'Gateway-ID', 'Zuletzt gesehen', 'Angelegt', 'Flotten', 'Vertrag'])
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(page.getByTestId('sites-summary')).toHaveText(
    /^Seite 1 von \d+ · [\d.]+ Standorte insgesamt$/,
  );
  await expect(page.getByText(/^Standorte 1–50 von [\d.]+ · Seite 1 von \d+$/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Seiten der Standortliste' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV exportieren' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Standorte aktualisieren' })).toBeVisible();
  await saveScreenshot(page, 'i18n-de-sites-1280');

  // The filters: the panel's title, legends and options, and a chip.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Standorte filtern' });
  await expect(panel.getByText('Aktivierungsstatus')).toBeVisible();
  await expect(panel.getByText('Anlagenmerkmale')).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Mit PV-Anlage' }).check();
  await expect(page.getByRole('list', { name: 'Aktive Filter' }).getByRole('listitem')).toHaveText([
    'mit PV-Anlage',
  ]);
  await expect(page.getByRole('button', { name: 'Filter ausblenden' })).toBeVisible();
  await saveScreenshot(page, 'i18n-de-sites-filters-1280');

  // Nothing matches a search: the empty state.
  await page.getByRole('button', { name: 'Filter ausblenden' }).click();
  await page.getByLabel('Standorte suchen').fill('no-such-site-anywhere');
  await page.getByLabel('Standorte suchen').press('Enter');
  await expect(page.getByRole('heading', { name: 'Keine Standorte gefunden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suche no-such-site-anywhere entfernen' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'i18n-de-sites-empty-390');
  await page.getByRole('button', { name: 'Alle entfernen' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await saveScreenshot(page, 'i18n-de-sites-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A site's page.
  await table.locator('tbody tr').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/site\//);
  for (const title of ['Standort', 'Zustand', 'Ausstattung und Handel', 'Stammdaten-Bereitschaft'])
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('Kundenreferenz', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Aktuelle Störungen \(\d+\)$/ })).toBeVisible();
  await saveScreenshot(page, 'i18n-de-site-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'i18n-de-site-390');
  await page.setViewportSize({ width: 1280, height: 720 });

  // English after the switch, on the same page and back on the list.
  await chooseLanguage(page, 'English');
  await expect(page.getByRole('heading', { name: 'Equipment and trading', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Current problems \(\d+\)$/ })).toBeVisible();
  await page.goBack();
  const english = page.getByRole('table', { name: 'Sites of HEMS provider sonnen' });
  await expect(english.getByRole('columnheader', { name: 'User reference' })).toBeVisible();
  await expect(page.getByTestId('sites-summary')).toHaveText(/^Page 1 of \d+ · [\d.]+ sites in all$/);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Filter Sites' }).getByText('Site Attributes')).toBeVisible();
  await page.context().close();
});
