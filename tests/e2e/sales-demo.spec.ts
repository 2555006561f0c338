// The smart-charging demo in Chromium, the browser's and the mock's clocks at 13:10 in Berlin (tomorrow's day-ahead prices
// published): a salesperson plans a charge that cannot be reached, moves the departure until it can, and shares the
// URL — a new page opens to the same plan. The states and hostile links are the component test's
// (tests/unit/smart-charging-demo); reachability, a11y and layout walk the route on their own.
import { paths } from '../../src/config/paths.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

test.use({ instant: 'staff-afternoon' });

test('an infeasible charge becomes feasible by leaving later, and its shared URL opens to the same plan', async ({
  page,
  context,
}) => {
  await openSignedIn(page, `${paths.salesSmartChargingDemo()}?soc=10&target=90&dep=14:00`);
  await expect(page.getByText('90 % by 14:00 cannot be reached', { exact: true })).toBeVisible();
  await expect(page.getByText(/To reach 90 %, leave at .* or later\./)).toBeVisible();

  const departure = page.getByRole('combobox', { name: 'Departure' });
  await departure.selectOption('16:00');
  await expect(page.getByText('90 % by 16:00 cannot be reached', { exact: true })).toBeVisible();
  await departure.selectOption('18:00');
  const summary = page.getByText(/kWh: 10 % → 90 % by 18:00$/);
  await expect(summary).toBeVisible();
  await expect(page).toHaveURL(/dep=18%3A00/);
  const cost = await page.getByText(/^Cost /).textContent();

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByText(/kWh: 10 % → 90 % by 18:00$/)).toBeVisible();
  await expect(shared.getByText(/^Cost /)).toHaveText(cost ?? '');
  await expect(shared.getByRole('application', { name: /^Charging plan:/ })).toBeVisible();
});
