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

test('fast typing across fields: the plan, the fields and the shared URL carry the same values', async ({
  page,
}) => {
  await openSignedIn(page, `${paths.salesSmartChargingDemo()}?soc=10&target=90&dep=07:00`);
  await expect(page.getByRole('application', { name: /^Charging plan:/ })).toBeVisible();
  const battery = page.getByRole('spinbutton', { name: 'Battery (kWh)' });
  const soc = page.getByRole('spinbutton', { name: 'State of charge now (%)' });
  await battery.selectText();
  // A salesperson's laptop busy with a video call: the plan's render takes longer than a keystroke, so a write that
  // waits for it is overtaken by the next field's change (Chromium's CPU throttling makes that happen every run).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  // As a salesperson types with the customer watching: no pause between keys or fields.
  await page.keyboard.type('75');
  await page.keyboard.press('Tab');
  await page.keyboard.type('35');
  await page.keyboard.press('Tab');
  await expect(battery).toHaveValue('75');
  await expect(soc).toHaveValue('35');
  // 75 kWh × (90 − 35) % = 41.25 kWh (with the default 60 kWh battery it would be 33 kWh).
  await expect(page.getByText(/^41[.,]3 kWh: 35 % → 90 % by 07:00$/)).toBeVisible();
  await expect(page).toHaveURL(/[?&]battery=75(&|$)/);
  await expect(page).toHaveURL(/[?&]soc=35(&|$)/);
});
