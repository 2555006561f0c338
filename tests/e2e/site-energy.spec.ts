// Site energy end to end: the production build against the data-backed mock. From a fleet's site to its energy history,
// switch ranges (the range is in the URL), export CSV, read the table; the subscription token goes with the calls.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import { paths } from '../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../src/routes/route-samples.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';

const SITE = { fleetUuid: SAMPLE_PARAMS.fleetUuid as string, subUuid: SAMPLE_PARAMS.subUuid as string };

test('a site in its fleet: energy history by range, CSV export, paged table, token on the energy calls', async ({
  page,
}) => {
  // Three ranges, a download and an axe scan: over 30 s when the shared machine is busy.
  test.slow();
  const energyCalls: { url: string; token: string | undefined }[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/energy/'))
      energyCalls.push({ url: request.url(), token: request.headers()['x-subscription-token'] });
  });
  await openSignedIn(page, `${paths.fleetSubscription(SITE)}`);
  await expect(page.getByRole('tab', { name: 'Energy history' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Site state')).toContainText('Online');
  await expect(page.getByText(/Times in Europe\/Berlin/)).toBeVisible();
  // The sample site has a token in the dataset, so its calls must carry it.
  const stored = await page.evaluate(() => localStorage.getItem('subscription-token'));
  expect(stored).toMatch(/^subtok_/);
  await page.goto(`${paths.fleetSiteEnergyHistory(SITE)}?range=day&start=2026-10-31`);
  await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
  await expect(page.getByRole('application', { name: /Power \(kW\)/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Energy values' }).locator('tbody tr')).toHaveCount(48);
  expect(energyCalls.length).toBeGreaterThan(0);
  for (const call of energyCalls) expect(call.token).toBe(stored);
  await saveScreenshot(page, 'site-energy-day');

  await page.getByRole('button', { name: 'Month' }).click();
  await expect(page).toHaveURL(/range=month&start=2026-10-01/);
  await expect(page.getByRole('application', { name: /Energy per day \(kWh\)/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Energy values' }).locator('tbody tr')).toHaveCount(31);
  expect(await page.locator('tr').count()).toBeLessThanOrEqual(100);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await (
    await download.createReadStream()
  )
    .toArray()
    .then((parts) => Buffer.concat(parts).toString());
  // A UTF-8 byte-order mark first; this browser writes 1.5 with a point, so commas.
  expect(csv.startsWith('\uFEFFStart (Europe/Berlin),PV (kWh),Consumption (kWh)')).toBe(true);
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Start \(Europe\/Berlin\),PV \(kWh\),Consumption \(kWh\)/);
  expect(lines).toHaveLength(32);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(/range=month&start=2026-09-01/);
  await saveScreenshot(page, 'site-energy-month');

  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${paths.fleet({ fleet_uuid: SITE.fleetUuid })}$`));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('subscription-token'))).toBeNull();
});

// A site on the large-gaps list (CUST-612018 in the dataset): its telemetry shows why.
const GAP_SITE = {
  fleetUuid: '405fba4a-c201-488c-a953-e5676b187b81',
  subUuid: 'ac0cfa6e-8eee-4485-af23-dee146bbbbbd',
};

test('telemetry of a gap site: a day at 10 s, the gap shaded and listed, the coverage and the problem it implies', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, paths.fleetSiteTelemetry(GAP_SITE));
  await expect(page.getByRole('tab', { name: 'Telemetry' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/of 8,640 samples arrived/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Large telemetry gaps' })).toBeVisible();
  await expect(page.getByRole('listitem').and(page.locator('[aria-current="true"]'))).toContainText(
    'Large telemetry gaps (this site)',
  );
  await expect(
    page.getByRole('application', { name: /Telemetry at 10 s \(kW\); \d+ gaps? shaded/ }),
  ).toBeVisible();
  const gaps = page.getByRole('table', { name: 'Telemetry gaps' }).locator('tbody tr');
  expect(await gaps.count()).toBeGreaterThan(0);
  await saveScreenshot(page, 'site-telemetry-gaps');
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('the live stream', () => {
  // The browser logs the 500s the mock answers on purpose while the stream goes stale.
  test.use({
    allowConsoleErrors: [
      (problem: ConsoleProblem) =>
        problem.kind === 'console' &&
        problem.text.includes('status of 500') &&
        problem.url.includes('/energy/live'),
    ],
  });

  test('live stream: the flows update while visible, go stale when the mock stops answering, and recover', async ({
    page,
    mock,
  }) => {
    test.slow();
    await openSignedIn(page, paths.fleetLiveStream(SITE));
    await expect(page.getByRole('tab', { name: 'Live stream' })).toHaveAttribute('aria-selected', 'true');
    const status = page.getByRole('status').filter({ hasText: /Measured|Stale|offline/ });
    await expect(status).toContainText('Measured');
    await expect(page.getByRole('list', { name: 'Power flows' })).toContainText('PV');
    const first = await status.textContent();
    // The samples since the page opened are drawn; a new one is appended to the same plot, not a rebuilt one.
    const chart = page.getByRole('application', { name: 'Live power since this page opened (kW)' });
    await expect(chart).toBeVisible();
    await chart.locator('.uplot').evaluate((plot) => plot.setAttribute('data-first-plot', ''));
    // The mock's sample moves on with the clock (10 s samples, polled every 5 s).
    await expect(status).not.toHaveText(first ?? '', { timeout: e2eTimeLimit(25_000) });
    await expect(page.getByText(/^([2-9]|\d{2,}) samples \(the chart keeps the last 30 min\)/)).toBeVisible();
    await expect(chart.locator('.uplot[data-first-plot]')).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText(/PV: [\d.,]+\s?kW/);
    await saveScreenshot(page, 'site-live-stream');
    const live = `/ui/v1/subscriptions/${SITE.subUuid}/energy/live`;
    await mock.once({ scenario: 'code=500', path: live, times: 100 });
    await expect(status).toContainText(/^Stale since/, { timeout: e2eTimeLimit(25_000) });
    await expect(page.getByRole('list', { name: 'Power flows' })).toContainText('PV');
    await saveScreenshot(page, 'site-live-stream-stale');
    await mock.clear();
    await expect(status).toContainText('Measured', { timeout: e2eTimeLimit(25_000) });
    expect(await axeViolations(page)).toEqual([]);
  });
});
