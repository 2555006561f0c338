// A site in no fleet has its energy on its own page (/site/{subUuid}/energy): from the site's page, through its
// Related card, to today's energy at the hour staff work (scripts/mock/instants.ts; the browser's clock and the mock's
// world agree there: tests/e2e/fixtures.ts), then its telemetry and live view in the same screen. The site is picked
// from the mock's dataset — in no fleet, online, reporting since before today, with PV — not named by hand.
import { allSites, createDataset } from '../../scripts/mock/data/dataset.ts';
import { PINNED_INSTANTS } from '../../scripts/mock/instants.ts';
import { paths } from '../../src/config/paths.ts';
import { siteEnergyHref } from '../../src/config/site-energy-paths.ts';
import { axeFindings } from '../helpers/axe.ts';
import { openSignedIn, trackRequests, waitForRouteSettled } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

const STAFF_HOUR = PINNED_INSTANTS['staff-hour'];
const DAY_MS = 24 * 3600 * 1000;

const world = createDataset();
const picked = allSites(world)
  .map(({ site }) => ({ site, profile: world.energy[site.subscription] }))
  .find(
    ({ site, profile }) =>
      profile !== undefined &&
      profile.pvPeakKw !== null &&
      site.fleets.length === 0 &&
      site.online &&
      site.activationDate !== null &&
      Date.parse(site.activationDate) < STAFF_HOUR - DAY_MS,
  );
if (picked === undefined) throw new Error('the dataset has no online site in no fleet with energy data');
const { site, profile } = picked;
const subUuid = site.subscription;
// Today as the site's clock reads it, as the range header says it.
const today = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: profile!.timeZone,
}).format(STAFF_HOUR);

test.use({ instant: 'staff-hour' });

test('a site in no fleet: from its page to today’s energy, its telemetry and live view on its own page', async ({
  page,
}) => {
  // Three screens and two scans: over 30 s when the shared machine is busy.
  test.slow();
  trackRequests(page);
  await openSignedIn(page, paths.site({ subUuid }));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(site.userReference);
  const energyLinks = page
    .getByRole('region', { name: 'Related' })
    .getByRole('list', { name: 'Energy pages of this site' });
  await expect(energyLinks.getByRole('link')).toHaveCount(3);
  await energyLinks.getByRole('link', { name: 'Energy history' }).click();

  await expect(page).toHaveURL(siteEnergyHref('history', subUuid));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${site.userReference}: energy`);
  // The crumbs name the site, never its UUID.
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: site.userReference, exact: true })).toHaveAttribute(
    'href',
    paths.site({ subUuid }),
  );
  await expect(crumbs).not.toContainText(subUuid.slice(0, 8));
  await expect(page.getByRole('tab', { name: 'Energy history' })).toHaveAttribute('aria-selected', 'true');

  // Today's energy: the day range at the site's today, a morning of sun, every total a value.
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(today)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toBeVisible();
  const pv = totals.locator('dt', { hasText: /^PV$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(pv).toHaveText(/^([1-9][\d,]*\.\d\d|0\.(0[1-9]|[1-9]\d))\skWh$/);
  await expect(totals.locator('dd', { hasText: /^–$/ })).toHaveCount(0);
  await expect(page.getByText('No energy data for this site in this range.')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Energy values' }).locator('tbody tr')).toHaveCount(48);
  await expect(page.getByText(/^1–48 of 288$/)).toBeVisible();
  await waitForRouteSettled(page);
  await saveScreenshot(page, 'site-energy-no-fleet-today');
  expect.soft(await axeFindings(page), 'energy history: axe').toEqual([]);

  await page.getByRole('tab', { name: 'Telemetry' }).click();
  await expect(page).toHaveURL(siteEnergyHref('telemetry', subUuid));
  await expect(page.getByText(/of 8,640 samples arrived/)).toBeVisible();

  await page.getByRole('tab', { name: 'Live stream' }).click();
  await expect(page).toHaveURL(siteEnergyHref('live', subUuid));
  await expect(page.getByRole('list', { name: 'Power flows' })).toContainText('PV');
  // (No settle wait here: a battery's state of charge is a progress bar, and the view polls every 5 s.)
  await expect(page.getByRole('status').filter({ hasText: /^Measured/ })).toBeVisible();
  expect.soft(await axeFindings(page), 'live stream: axe').toEqual([]);

  // Back leads to the site's page, where the screen was opened from.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(paths.site({ subUuid }));
});
