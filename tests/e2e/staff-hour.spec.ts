// Tests at the hour staff work (docs/testing.md "Tests at the hour staff work"): the routes whose content depends on
// "now", rendered at the second pinned instant (scripts/mock/instants.ts: Tuesday 3 Nov 2026, 10:40 in Europe/Berlin),
// where the browser's clock and the mock's dataset agree (tests/e2e/fixtures.ts). There the states staff meet every day
// are on screen — today's energy with a morning of data, a charger seen seconds ago, a live sample of this minute,
// problems opened this morning — and each screen must show them, pass axe and keep its text in its boxes. At the
// reference instant (1 Nov, 01:00) today's energy is one dark hour; before the browser's clock was pinned it was a day
// weeks ahead, empty. The walk of every route at this instant is `npm run test:extended` (staff-hour-walk.extended.ts).
import type { Page } from '@playwright/test';
import { PINNED_INSTANTS } from '../../scripts/mock/instants.ts';
import { paths } from '../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../src/routes/route-samples.ts';
import { axeFindings } from '../helpers/axe.ts';
import { browserNow, openSignedIn, trackRequests, waitForRouteSettled } from '../helpers/e2e-app.ts';
import { checkLayout, WIDEST_CELL_PX } from '../helpers/layout-check.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };
const EVSE = SAMPLE_PARAMS.evseUuid as string;
const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];

test.use({ instant: 'staff-hour' });
test.describe.configure({ mode: 'parallel' });

/** The screen as it stands: axe (the suite's two gates) and the layout check (nothing overflows or is clipped). */
async function expectCleanScreen(page: Page, name: string): Promise<void> {
  await waitForRouteSettled(page);
  await saveScreenshot(page, `staff-hour-${name}`);
  expect.soft(await axeFindings(page), `${name}: axe`).toEqual([]);
  const layout = await page.evaluate(checkLayout, WIDEST_CELL_PX);
  expect.soft(layout.problems, `${name}: layout`).toEqual([]);
}

test('the browser and the mock read the same now: the staff hour, not the machine’s date', async ({
  page,
  request,
}) => {
  trackRequests(page);
  await openSignedIn(page, paths.assetsEvseStatus({ evseUuid: EVSE }));
  const now = await browserNow(page);
  // The clock runs on from the instant (install, not a fixed time): seconds later, never days.
  expect(now).toBeGreaterThanOrEqual(STAFF_HOUR);
  expect(now - STAFF_HOUR).toBeLessThan(60_000);
  // The test's `request` carries the same instant: the charger the page shows was seen in the same minute.
  const answer = await request.get(`/ui/v1/evses/${EVSE}`, { headers: { authorization: ADMIN_BEARER } });
  expect(answer.ok()).toBe(true);
  const { evse } = (await answer.json()) as { evse: { lastConnection: string } };
  const seen = Date.parse(evse.lastConnection);
  expect(STAFF_HOUR - seen).toBeGreaterThanOrEqual(0);
  expect(STAFF_HOUR - seen).toBeLessThan(10 * 60_000);

  // A charger seen minutes ago: online, its last connection in seconds or minutes, never "days ago".
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const summary = page.getByLabel('Summary');
  await expect(summary).toBeVisible();
  await expect(summary).not.toContainText('Offline');
  // (The number and its unit are joined by the locale's no-break space.)
  await expect(
    page
      .locator('time')
      .filter({ hasText: /^(just now|\d+\ss ago|\d+\smin ago)$/ })
      .first(),
  ).toBeVisible();
  await expectCleanScreen(page, 'evse-status');
});

test('a site at the staff hour: today’s energy with data, the telemetry day ending now, a live sample of this minute', async ({
  page,
}) => {
  // Three screens, each scanned: over 30 s when the shared machine is busy.
  test.slow();
  trackRequests(page);
  // The bare site URL: the energy history of today, as the site's clock reads it.
  await openSignedIn(page, paths.fleetSubscription(SITE));
  await expect(page.getByRole('tab', { name: 'Energy history' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('Tue, Nov 3, 2026')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible();
  // A morning of sun: PV has produced, and every total of the day is a value, not a dash.
  const pv = totals.locator('dt', { hasText: /^PV$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(pv).toHaveText(/^([1-9][\d,]*\.\d\d|0\.(0[1-9]|[1-9]\d))\skWh$/);
  await expect(totals.locator('dd', { hasText: /^–$/ })).toHaveCount(0);
  await expect(page.getByText('No energy data for this site in this range.')).toHaveCount(0);
  const rows = page.getByRole('table', { name: 'Energy values' }).locator('tbody tr');
  await expect(rows).toHaveCount(48);
  // The day is 288 five-minute rows; those after 10:40 have no value yet.
  await expect(page.getByText(/^1–48 of 288$/)).toBeVisible();
  await expectCleanScreen(page, 'energy-today');

  await page.getByRole('tab', { name: 'Telemetry' }).click();
  await expect(page.getByRole('tab', { name: 'Telemetry' })).toHaveAttribute('aria-selected', 'true');
  // The 24 hours that end at the gateway's last contact: now, for an online site.
  await expect(page.getByText(/of 8,640 samples arrived/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Coverage of the last reported day' })).toContainText(
    /to 11\/03, 10:40:00 AM \(Europe\/Berlin\)/,
  );
  await expectCleanScreen(page, 'telemetry');

  await page.getByRole('tab', { name: 'Live stream' }).click();
  const status = page.getByRole('status').filter({ hasText: /Measured|Stale|offline/ });
  // A sample of this minute, measured at the site's 10:40 (or the next minute on a slow machine).
  await expect(status).toContainText(/^Measured 11\/03, 10:4\d:\d\d AM \(Europe\/Berlin\)/);
  await expect(page.getByText('Live', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Power flows' })).toContainText('PV');
  await expectCleanScreen(page, 'live-stream');
});

test('home at the staff hour: problems opened this morning, and their list', async ({ page }) => {
  // Two scans, one of a 70-row table: ~10 s of axe alone when other browsers share the two cores.
  test.slow();
  trackRequests(page);
  await openSignedIn(page, '/');
  const siteSection = page.getByRole('region', { name: 'Site problems' });
  await expect(siteSection.getByTestId('problems-totals')).toContainText(/\d+ sites? affected/);
  await expectCleanScreen(page, 'home');

  await page.goto('/?list=site');
  const table = page.getByRole('table', { name: 'Site problems' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Problems the mock opened this morning (the dataset's day, moved to the staff hour) read as today.
  await expect(table.locator('tbody td', { hasText: /^11\/03\/2026/ }).first()).toBeVisible();
  await expectCleanScreen(page, 'site-problems');
});
