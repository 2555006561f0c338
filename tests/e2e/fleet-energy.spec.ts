// The fleet energy dashboard end to end: from the fleet page to its energy dashboard; a problem count opens the site problems
// list filtered by that code and the fleet, which shows that many rows; the online share opens the fleet's online
// sites; the range is in the URL; axe clean.
import type { components } from '../../src/api/schema.gen.ts';
import { paths } from '../../src/config/paths.ts';
import { SAMPLE_PARAMS } from '../../src/routes/route-samples.ts';
import { dailyView, onlineShareText } from '../../src/domain/fleet-energy/fleet-dashboard.ts';
import { formatZonedInstant, formatQuantity } from '../../src/domain/format/locale-format.ts';
import { zonedDayStart } from '../../src/domain/format/zoned-time.ts';
import { problemTitle } from '../../src/domain/problems/problems.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const FLEET = SAMPLE_PARAMS.fleetUuid as string;
const headers = { authorization: ADMIN_BEARER };

test('fleet page → energy dashboard → a problem count opens the filtered list with that many rows', async ({
  page,
  request,
}) => {
  // Four screens, a chart and an axe scan: over 30 s when the shared machine is busy.
  test.slow();
  const summary = (await (
    await request.get(`/ui/v1/fleets/${FLEET}/energy-summary`, { headers })
  ).json()) as S['FleetEnergySummary'];
  const [problem] = summary.problems;
  if (problem === undefined) throw new Error('the sample fleet has no site problem');

  await openSignedIn(page, paths.fleet({ fleet_uuid: FLEET }));
  await page.getByRole('link', { name: 'Energy dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet-energy-dashboard/${FLEET}$`));
  const share = onlineShareText(summary.online, summary.total, 'en-US');
  await expect(page.getByRole('link', { name: share })).toBeVisible();
  const chart = page.getByRole('application', { name: /Fleet energy per day \(kWh\)/ });
  await expect(chart).toBeVisible();
  await expect(page.getByRole('table', { name: 'Fleet energy per day' }).locator('tbody tr')).toHaveCount(7);

  // Readable chart: from the range buttons, Tab reaches the chart (its focus drawn), and the
  // arrow keys read a day into the legend, value with its unit, and that day's date.
  const daily = (await (
    await request.get(`/ui/v1/fleets/${FLEET}/energy/daily?days=7`, { headers })
  ).json()) as S['FleetEnergyDaily'];
  const flow = dailyView(daily).flows[0];
  const [firstDay, secondDay] = daily.days;
  if (flow === undefined || firstDay === undefined || secondDay === undefined)
    throw new Error('the sample fleet reported no energy');
  const legend = page.getByRole('list', { name: 'Legend' });
  const reads = (index: number) => {
    const value = flow.values[index];
    return `${flow.label}: ${value === null || value === undefined ? 'no data' : formatQuantity(value, 'kWh', 0, 'en-US')}`;
  };
  // The legend's instant line: the day in the fleet's zone (named when it is not the browser's), not the table's cell.
  const instantLine = (date: string) => {
    const day = formatZonedInstant(
      new Date(zonedDayStart(date, daily.timeZone)),
      daily.timeZone,
      'day',
      'en-US',
    );
    return page.locator('p').filter({ hasText: new RegExp(`^${day}( \\(${daily.timeZone}\\))?$`) });
  };
  await page.getByRole('button', { name: 'Last 90 days' }).focus();
  await page.keyboard.press('Tab');
  await expect(chart).toBeFocused();
  expect(await chart.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  expect(await chart.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
  await page.keyboard.press('ArrowRight');
  await expect(legend).toContainText(reads(0));
  await expect(instantLine(firstDay.date)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(legend).toContainText(reads(1));
  await expect(instantLine(secondDay.date)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Sites with the most problems' }).locator('tbody tr'),
  ).toHaveCount(summary.topSites.length);
  await saveScreenshot(page, 'fleet-energy-dashboard');

  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(page.getByRole('table', { name: 'Fleet energy per day' }).locator('tbody tr')).toHaveCount(30);

  const problems = page.getByRole('region', { name: 'Site problems' });
  await problems.getByRole('link', { name: `${problem.count} ${problemTitle(problem.code)}` }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]problem=${problem.code}`));
  await expect(page).toHaveURL(/[?&]fleet=/);
  await expect(page.getByTestId('row-counts')).toContainText(new RegExp(`^${problem.count} of `));
  await saveScreenshot(page, 'fleet-energy-problem-list');

  await page.goBack();
  await page.getByRole('link', { name: share }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${FLEET}\\?activation_status=HEMS_ONLINE`));
  await expect(page.getByTestId('sites-summary')).toContainText(
    `${summary.online} of ${summary.total} sites match`,
  );
});

test('an unknown fleet says so instead of a dashboard', async ({ page }) => {
  await openSignedIn(page, paths.fleetEnergyDashboard({ fleetUuid: '00000000-0000-4000-8000-000000000000' }));
  await expect(page.getByText('No fleet with id 00000000-0000-4000-8000-000000000000')).toBeVisible();
});
