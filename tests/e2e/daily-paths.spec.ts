// The staff's daily paths as the personas walk them, against the production build and the data-backed mock: a
// funnel step opens exactly the leads it counted; an open lead is in the URL (reload, shared link, close, unknown
// id); a fleet's charger list and its breadcrumbs name the fleet, not its UUID; on a phone the top bar is one row,
// the jump-to field takes the focus after a tap and a page title keeps its words. Screenshots at 390×844 and
// 1280×720 land in tests/e2e/screenshots/.
import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';

const ADMIN = 'admin@operator-portal.example';

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** The total the leads list states under its table ("Page 1 of 3 (108 leads)"). */
async function leadsTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Page \d+ of \d+ \(\d+ leads\)$/).innerText();
  return Number(/\((\d+) leads\)/.exec(text)?.[1]);
}

test("a funnel step opens the leads it counted: the list's total is the step's number", async ({ page }) => {
  await signIn(page);
  await page.goto('/sales/tariff-order-funnel');
  await expect(page.getByRole('button', { name: '30 days', pressed: true })).toBeVisible();
  const step = page.getByRole('link', { name: /leads stopped at Tariff: open them$/ });
  const counted = Number(await step.innerText());
  expect(counted).toBeGreaterThan(0);
  await step.click();
  await expect(page).toHaveURL(/\/operations\/order-funnel-leads\?lastStep=tariff&since=.+&until=.+/);
  await expect(page.getByRole('table', { name: 'Order-funnel leads' })).toBeVisible();
  expect(await leadsTotal(page)).toBe(counted);
});

test('an open lead is in the URL: a reload and a shared link reopen it, closing removes it, an unknown id says so', async ({
  page,
  browser,
}) => {
  await signIn(page);
  await page.goto('/operations/order-funnel-leads?page=2');
  const firstLead = page.getByRole('button', { name: /^Open lead / }).first();
  const name = (await firstLead.getAttribute('aria-label')) ?? '';
  const id = name.replace('Open lead ', '');
  await firstLead.click();
  const drawer = page.getByRole('region', { name: `Lead ${id}` });
  await expect(drawer).toBeVisible();
  // The page stays the one the lead was opened on.
  await expect(page).toHaveURL(new RegExp(`[?&]page=2&lead=${id}$`));

  await page.reload();
  await expect(page.getByRole('region', { name: `Lead ${id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Lead ${id}` }).getByText(/stopped at/)).toBeVisible();

  // The link, shared with a colleague (a session of their own).
  const shared = page.url();
  const colleague = await browser.newPage();
  try {
    await signIn(colleague);
    await colleague.goto(shared);
    await expect(colleague.getByRole('region', { name: `Lead ${id}` }).getByText(/stopped at/)).toBeVisible();
  } finally {
    await colleague.close();
  }

  await page
    .getByRole('region', { name: `Lead ${id}` })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByRole('region', { name: `Lead ${id}` })).toHaveCount(0);
  await expect(page).not.toHaveURL(/[?&]lead=/);
  await expect(page).toHaveURL(/[?&]page=2$/);

  await page.goto('/operations/order-funnel-leads?lead=lead-that-does-not-exist');
  await expect(
    page
      .getByRole('region', { name: 'Lead lead-that-does-not-exist' })
      .getByText(/^No lead lead-that-does-not-exist in this list/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/[?&]lead=/);
  await expect(page.getByRole('table', { name: 'Order-funnel leads' })).toBeVisible();
});

test("a fleet's chargers and their breadcrumbs name the fleet, never its UUID", async ({ page }) => {
  await signIn(page);
  await page.goto('/fleet');
  const fleetLink = page.getByRole('main').getByRole('link', { name: 'Pfalz PV Partner' });
  await fleetLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pfalz PV Partner' })).toBeVisible();
  await page.getByRole('link', { name: 'Chargers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pfalz PV Partner: EVSEs' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(crumbs.getByRole('link', { name: 'Pfalz PV Partner' })).toBeVisible();
  await expect(crumbs).not.toContainText(/[0-9a-f]{8}-[0-9a-f]{4}/);
  await saveScreenshot(page, 'daily-paths-fleet-chargers-1280');
});

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the top bar is one row, the jump-to field has the focus after a tap, a title keeps its words', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/fleet');
    await page.getByRole('main').getByRole('link', { name: 'Pfalz PV Partner' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Pfalz PV Partner' });
    await expect(title).toBeVisible();
    const bar = await page.getByRole('banner').first().boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(64);
    // The whole title fits its line (not cut to "P…" by the buttons beside it).
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await saveScreenshot(page, 'daily-paths-fleet-390', { fullPage: false });

    await page.getByRole('button', { name: 'Jump to…' }).tap();
    const field = page
      .getByRole('dialog', { name: 'Jump to' })
      .getByRole('combobox', { name: /Search sites, gateways/ });
    await expect(field).toBeFocused();
    await page.keyboard.type('Pfalz');
    await expect(field).toHaveValue('Pfalz');
    await saveScreenshot(page, 'daily-paths-jump-390', { fullPage: false });
  });
});
