// Operations insight (trends, prices and grid fees) in Chromium, the browser's and the mock's clocks pinned to the same instant: from today's
// point of a trend to the sites behind it, and the day-ahead prices before and after the auction's results (13:00
// in Berlin). Axe-clean screens; the breakdown and states are the component tests' (tests/unit/trends, /pricing).
import { paths } from '../../src/config/paths.ts';
import { axeFindings } from '../helpers/axe.ts';
import { openSignedIn, trackRequests, waitForRouteSettled } from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

test.describe('at the staff hour (10:40 in Berlin)', () => {
  test.use({ instant: 'staff-hour' });

  test('a trend’s today leads to the sites behind it', async ({ page }) => {
    trackRequests(page);
    await openSignedIn(page, paths.operationsTrends());
    await expect(page.getByRole('heading', { name: 'Today, 2026-11-03' })).toBeVisible();
    await expect(
      page.getByRole('application', { name: /Site Health Status: sites per level/ }),
    ).toBeVisible();
    await waitForRouteSettled(page);
    expect(await axeFindings(page)).toEqual([]);
    const health = page.getByRole('table', { name: 'Sites by health on 2026-11-03' });
    const critical = health
      .getByRole('link', { name: /^Site Health Status: Critical: the sites of / })
      .first();
    const href = await critical.getAttribute('href');
    expect(href).toMatch(/\?health=criticalOverall$/);
    await critical.click();
    await expect(page).toHaveURL(new RegExp(`${(href ?? '').replace(/[?]/g, '\\?')}$`));
    // The provider's sites list, filtered to the critical ones: the chip says so and rows are listed.
    await expect(page.getByRole('button', { name: /Site Health Status: Critical/ }).first()).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
  });

  test('before 13:00 tomorrow’s prices are "not yet published", today’s are drawn', async ({ page }) => {
    trackRequests(page);
    await openSignedIn(page, paths.operationsPricing());
    await expect(page.getByText(/Tomorrow \(2026-11-04\): not yet published/)).toBeVisible();
    await expect(page.getByRole('application', { name: /DE-LU, 2026-11-03 \(ct\/kWh\)/ })).toBeVisible();
    await waitForRouteSettled(page);
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe('after the auction (13:10 in Berlin)', () => {
  test.use({ instant: 'staff-afternoon' });

  test('tomorrow’s prices are drawn beside today’s', async ({ page }) => {
    await openSignedIn(page, paths.operationsPricing());
    await expect(page.getByRole('application', { name: /DE-LU, 2026-11-03 and 2026-11-04/ })).toBeVisible();
    await expect(page.getByText(/Tomorrow \(2026-11-04, 96 slots of 15 min\)/)).toBeVisible();
  });
});
