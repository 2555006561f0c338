// Numbers and dates in the browser's locale. A German Chromium reads a provider's sites list with German
// grouping, German dates and German words, while the filters keep the SPEC's own yyyy/MM/dd (§9).
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { edgeAnswer } from '../helpers/edge-answers.ts';
import { seedStorage, signedInSession, waitForRouteReady } from '../helpers/e2e-app.ts';
import { paths } from '../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../src/routes/route-samples.ts';

const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };

test.use({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });

interface SitesPage {
  subscriptions: Record<string, unknown>[];
  [key: string]: unknown;
}

test('a German browser reads 1.234.567 sites and 31.10.2026, 02:00; the filter chip keeps yyyy/MM/dd', async ({
  page,
  browser,
  baseURL,
}) => {
  // One page of one site, as the spec allows it, in a list of 1,234,567 sites.
  const answer = edgeAnswer<SitesPage>('listSites', 'sparse', (body) => ({
    ...body,
    subscriptions: body.subscriptions.map((row) => ({
      ...row,
      userReference: 'CUST-DE-1',
      timestamp: '2026-10-31T01:00:00Z',
      created: '2026-02-03T08:00:00Z',
    })),
    page: 1,
    countPages: 24692,
    countTotal: 1234567,
  }));
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.route('**/ui/v1/sites/hems/sonnen*', (route: Route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
  // A range (a single date means that very day, SPEC §5) that holds the site's creation date.
  await page.goto('/hems/active/sonnen?creation_start_date=2026-02-01&creation_end_date=2026-02-28');
  await waitForRouteReady(page);
  expect(await page.evaluate(() => navigator.language)).toBe('de-DE');
  await expect(page.getByTestId('sites-summary')).toContainText('1.234.567 Standorte');
  await expect(page.getByTestId('sites-summary')).toContainText('24.692');
  const row = page.getByRole('row').filter({ hasText: 'CUST-DE-1' });
  await expect(row).toContainText('31.10.2026, 02:00');
  await expect(row).toContainText('03.02.2026');
  await expect(page.getByRole('button', { name: 'Filter 2026/02/01 – 2026/02/28 entfernen' })).toBeVisible();

  // The regional format chosen in the person's menu, apart from the language: British dates and numbers with the
  // German words, at once and without a reload (a mark on the window survives).
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.locator('header button[aria-haspopup="true"]').last().click();
  await page.getByRole('menuitemradio', { name: /^en-GB/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sites-summary')).toContainText('1,234,567 Standorte');
  await expect(row).toContainText('31/10/2026, 02:00');
  await expect(row).toContainText('03/02/2026');
  // SPEC §9's filter dates keep their own format.
  await expect(page.getByRole('button', { name: 'Filter 2026/02/01 – 2026/02/28 entfernen' })).toBeVisible();
  expect(await page.evaluate(() => (window as { e2eSamePage?: boolean }).e2eSamePage)).toBe(true);
});

test('a German browser reads a site’s energy history in German: totals 1.234,5 kWh, days 31.10.2026', async ({
  page,
  browser,
  baseURL,
}) => {
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto(`${paths.fleetSiteEnergyHistory(SITE)}?range=month&start=2026-10-01`);
  await waitForRouteReady(page);
  // The screen's words are German too (the browser's language); the CSV keeps its English columns.
  const totals = page.getByRole('region', { name: 'Summen' });
  // Every total is a German decimal with its unit (a comma before the decimals, never a point before them).
  await expect(totals.locator('dd').first()).toContainText('kWh');
  const values = await totals.locator('dd').allTextContents();
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) expect(value).toMatch(/^(–|-?[\d.]+(,\d{1,2})?\u00a0kWh)$/);
  expect(values.some((value) => value.includes(','))).toBe(true);
  // The month's table lists days as German dates.
  await expect(page.getByRole('table', { name: 'Energiewerte' }).locator('tbody tr').first()).toContainText(
    /\d{1,2}\. Okt\. 2026|\d{2}\.10\.2026/,
  );

  // Its CSV opens in German Excel: a UTF-8 byte-order mark, `;` between fields, decimal commas
  // without grouping, instants as the table shows them — local date and time in the site's zone (named in the
  // header), each day starting at its midnight there.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV exportieren' }).click(),
  ]);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  expect(csv.startsWith('\uFEFFStart (Europe/Berlin);PV (kWh);Consumption (kWh)')).toBe(true);
  const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(31);
  for (const row of rows) expect(row).toMatch(/^\d{2}\.10\.2026 00:00:00(;(-?\d+(,\d+)?)?)+$/);
  expect(rows[0]?.startsWith('01.10.2026 00:00:00;')).toBe(true);
  expect(rows.some((row) => /;-?\d+,\d+/.test(row))).toBe(true);
});
