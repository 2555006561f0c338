// A German staff member's morning, end to end: a German Chromium (de-DE, Europe/Berlin) at the staff hour (Tuesday
// 3 Nov 2026, 10:40 in Berlin; the browser's clock and the mock's world pinned there, tests/e2e/fixtures.ts) signs in
// through the German form and opens home, a filtered sites list, a site, a charger's command dialog, an energy day, a
// call that fails, and the CSV of a list read as text. Each step asserts the German words and the German formats of
// its screen (STEPS, one line per step): every screen of the morning reads German. Then English is chosen in the
// person's menu: the words change, the dates stay German (the format is a choice of its own); the format chosen too,
// and the dates follow it; and a new browser context signed in as the same person finds the choices kept (stored with
// the person, PUT /ui/v1/me/preferences).
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../src/routes/route-samples.ts';
import { pinBrowserClock, waitForRouteReady } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

const GERMAN = { locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;
const PERSON = { email: 'admin@operator-portal.example', password: 'any password works with the mock' };
const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };
const EVSE = SAMPLE_PARAMS.evseUuid as string;

test.use({
  instant: 'staff-hour',
  ...GERMAN,
  // The failed call of the morning: the browser logs the 500 the mock was told to answer once.
  allowConsoleErrors: [
    (problem: ConsoleProblem) =>
      problem.kind === 'console' &&
      problem.text.includes('status of 500') &&
      new URL(problem.url || 'http://x/').pathname === '/ui/v1/sites/hems/sonnen',
  ],
});

/** A thing to find on the page: visible text (exact when a string), or a role and its accessible name. */
type Word = string | RegExp | { role: Parameters<Page['getByRole']>[0]; name: string | RegExp };
type Words = readonly Word[];

interface Step {
  /** What the step opens. */
  step: string;
  /** The German words of the step's own screen. */
  german: Words;
  /** German formats of dates and numbers (the person's regional format: de-DE, the German browser's, by default). */
  formats: Words;
}

/** The morning's steps: the words each must show. Adding a step's German words is one line. */
const STEPS = {
  home: {
    step: 'home',
    // The shell (the top bar, the navigation, the footer), the page title and the health overview's own words.
    german: [
      { role: 'button', name: 'Abmelden' },
      { role: 'navigation', name: 'Hauptnavigation' },
      'Impressum',
      'Datenschutz',
      { role: 'heading', name: 'Zustandsübersicht' },
      { role: 'region', name: 'Standortprobleme' },
    ],
    // The summary's counts, German plural and grouping.
    formats: [/^\d{1,3}(\.\d{3})* Standorte? betroffen · \d{1,3}(\.\d{3})* Zeilen?$/],
  },
  sites: {
    step: 'a filtered sites list',
    german: [
      { role: 'columnheader', name: 'Kundenreferenz' },
      { role: 'columnheader', name: 'Zuletzt gesehen' },
      { role: 'list', name: 'Aktive Filter' },
      'mit PV-Anlage',
      { role: 'button', name: 'CSV exportieren' },
    ],
    // Rows last seen today in Berlin (dd.MM.yyyy, 24 h); the total with German grouping.
    formats: [
      /^03\.11\.2026, \d\d:\d\d$/,
      /^\d+ der [\d.]+ Standorte auf Seite 1 passen · \d{1,3}(\.\d{3})* Standorte insgesamt$/,
    ],
  },
  site: {
    step: 'a site',
    german: [
      { role: 'heading', name: 'Stammdaten-Bereitschaft' },
      { role: 'heading', name: 'Ausstattung und Handel' },
      'Kundenreferenz',
      'Zuletzt gesehen',
      // The gateways and chargers card of the site's page: the gateways screens' words.
      { role: 'heading', name: /^Gateways \(\d+\) und Ladestationen \(\d+\)$/ },
    ],
    formats: [/^\d\d\.\d\d\.2026, \d\d:\d\d$/],
  },
  charger: {
    step: 'a charger’s command dialog',
    german: [
      { role: 'dialog', name: 'Soft-Reset dieser Ladestation ausführen?' },
      { role: 'button', name: 'Zurücksetzen' },
      { role: 'button', name: 'Abbrechen' },
    ],
    formats: [],
  },
  energy: {
    step: 'an energy day',
    german: [
      { role: 'tab', name: 'Energieverlauf' },
      { role: 'region', name: 'Summen' },
    ],
    // The totals: German decimals (1.234,56 kWh), the day written the German way.
    formats: [/^\d{1,3}(\.\d{3})*,\d\d\skWh$/, /3\. Nov\. 2026/],
  },
  failure: {
    step: 'a call that fails',
    // The load-failure state of the lists is converted: its advice and the request's id.
    german: [{ role: 'button', name: 'Erneut versuchen' }],
    formats: [],
  },
  csv: {
    step: 'the CSV of a list, read as text',
    // The export's outcome is converted.
    german: [/^\d+ Zeilen exportiert\.$/],
    formats: [],
  },
} as const satisfies Record<string, Step>;

/** The list's dates once en-GB is chosen as the format: the screens follow the chosen format (day/month/year). */
const DATES_AFTER_FORMAT_SWITCH = /^03\/11\/2026, \d\d:\d\d$/;

/**
 * The CSV file itself, read as text: its header row and its first row. The German format's dialect (`;` between
 * cells, its decimal mark being a comma), the header in German with the instants' zone after their names, and the
 * instants as local date and time in that zone, the German way (`03.11.2026 10:37:00`).
 */
const CSV_FILE = {
  header:
    /^Kundenreferenz;Gateway-ID;Status;Online;Zuletzt gesehen \(Europe\/Berlin\);Aktiviert \(Europe\/Berlin\);Angelegt \(Europe\/Berlin\);Flotten;Abonnement$/,
  firstRow: /^CUST-[^;]+;[^;]+;[^;]+;[^;]+;\d\d\.\d\d\.2026 \d\d:\d\d:\d\d;/,
};

function locate(scope: Page | Locator, word: Word): Locator {
  if (typeof word === 'string') return scope.getByText(word, { exact: true }).first();
  if (word instanceof RegExp) return scope.getByText(word).first();
  return scope.getByRole(word.role, { name: word.name, exact: typeof word.name === 'string' }).first();
}

/** The step's words as the table has them: its German words, and its German formats. */
async function expectStep(scope: Page | Locator, { step, german, formats }: Step): Promise<void> {
  for (const word of german) await expect.soft(locate(scope, word), `${step}: German`).toBeVisible();
  for (const word of formats) await expect.soft(locate(scope, word), `${step}: German format`).toBeVisible();
}

async function germanContext(browser: Browser, headers: Record<string, string>): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...GERMAN,
    baseURL: process.env.E2E_BASE_URL,
    extraHTTPHeaders: headers,
  });
  await pinBrowserClock(context, 'staff-hour');
  return context;
}

async function signInInGerman(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await page.getByLabel('E-Mail-Adresse').fill(PERSON.email);
  await page.getByLabel('Passwort').fill(PERSON.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
}

/** The person's menu: the top bar's last menu button (the navigation's own is hidden at desktop width). */
const identityButton = (page: Page) => page.locator('header button[aria-haspopup="true"]').last();

/** Chooses an entry of the person's menu (a language or a format) and waits for the choice to be stored. */
async function choose(page: Page, name: string | RegExp): Promise<void> {
  await identityButton(page).click();
  const choice = page.getByRole('menuitemradio', { name });
  const saved = page.waitForResponse(
    (response) => response.url().includes('/ui/v1/me/preferences') && response.request().method() === 'PUT',
  );
  await choice.click();
  expect((await saved).status()).toBe(200);
  await page.keyboard.press('Escape');
}

test('a German morning: home, a filtered list, a site, a charger command, an energy day, a failed call and a CSV in German, then English chosen and kept', async ({
  page,
  browser,
  mock,
  extraHTTPHeaders,
}) => {
  test.slow();
  await signInInGerman(page);
  expect(
    await page.evaluate(() => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone]),
  ).toEqual(['de-DE', 'Europe/Berlin']);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await waitForRouteReady(page);
  await expectStep(page, STEPS.home);
  await saveScreenshot(page, 'german-morning-home');

  // A provider's sites with a PV system, as a filter link would open them.
  await page.goto('/hems/active/sonnen?site_attribute=hasPv');
  await waitForRouteReady(page);
  await expectStep(page, STEPS.sites);
  await saveScreenshot(page, 'german-morning-sites');

  await page.goto(paths.site({ subUuid: SITE.subUuid }));
  await waitForRouteReady(page);
  await expectStep(page.getByRole('main'), STEPS.site);

  await page.goto(paths.assetsEvseStatus({ evseUuid: EVSE }));
  await waitForRouteReady(page);
  await page.getByRole('button', { name: 'Soft-Reset' }).click();
  await expectStep(page, STEPS.charger);
  await saveScreenshot(page, 'german-morning-charger-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(paths.fleetSubscription(SITE));
  await waitForRouteReady(page);
  await expectStep(page, STEPS.energy);
  await saveScreenshot(page, 'german-morning-energy-day');

  // The next call of the sites list fails: the list says so in German, with a way to try again.
  await mock.once({ scenario: 'code=500', method: 'GET', path: '/ui/v1/sites/hems/sonnen' });
  await page.goto('/hems/active/sonnen');
  await expectStep(page.getByRole('main'), STEPS.failure);
  await saveScreenshot(page, 'german-morning-failure');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();

  // The CSV of the list, read as text: the German format's file, in German.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV exportieren' }).click(),
  ]);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  await expectStep(page, STEPS.csv);
  const [header = '', first = ''] = csv.replace(/^\uFEFF/, '').split('\r\n');
  expect(header).toMatch(CSV_FILE.header);
  expect(first).toMatch(CSV_FILE.firstRow);

  // English in the person's menu: the words change, the dates (the regional format, a choice of its own) do not.
  await page.goto('/hems/active/sonnen?site_attribute=hasPv');
  await waitForRouteReady(page);
  await choose(page, 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'User reference' })).toBeVisible();
  await expect(page.getByText(/^03\.11\.2026, \d\d:\d\d$/).first()).toBeVisible();
  // The format chosen too: stored with the person, and the dates follow it.
  await choose(page, /^en-GB/);
  await identityButton(page).click();
  await expect(page.getByRole('menuitemradio', { name: /^en-GB/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByText(DATES_AFTER_FORMAT_SWITCH).first()).toBeVisible();
  await saveScreenshot(page, 'german-morning-english');

  // A new browser context, German, nothing stored in it: the same person reads English, as chosen.
  const next = await germanContext(browser, extraHTTPHeaders ?? {});
  const again = await next.newPage();
  await signInInGerman(again);
  await expect(again.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(again.locator('html')).toHaveAttribute('lang', 'en');
  await identityButton(again).click();
  await expect(again.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await expect(again.getByRole('menuitemradio', { name: /^en-GB/ })).toHaveAttribute('aria-checked', 'true');
  await next.close();
});
