// /sales/micro-frontends in Chromium against the production build and the data-backed mock: the
// Sales persona (widgets:write, no audit:read — so no Activity view) edits the price chart's embed origins — an
// invalid one is refused beside the field, a valid list is saved and shown normalised after a reload — and the
// preview draws the pricing screen's real chart. One sign-in.
import { expect, test } from './fixtures.ts';

test('sales edits a widget’s embed origins and previews it', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('sales@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/sales/micro-frontends');
  const chart = page.getByRole('region', { name: /^Day-ahead price chart/ });
  const field = chart.getByRole('textbox', { name: /Origins allowed to embed/ });
  await field.fill('https://shop.example.com/path');
  await chart.getByRole('button', { name: 'Save origins' }).click();
  await expect(chart.getByText(/Line 1: An origin has no path/)).toBeVisible();

  await field.fill('HTTPS://Shop.Example.com:443\nhttps://*.partner.example');
  await chart.getByRole('button', { name: 'Save origins' }).click();
  await expect(page.getByText('Saved the origins of Day-ahead price chart.')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('https://shop.example.com\nhttps://*.partner.example');

  await chart.getByRole('button', { name: 'Show preview' }).click();
  await expect(page).toHaveURL(/preview=price-chart/);
  await expect(
    chart.getByRole('region', { name: 'Preview of Day-ahead price chart' }).locator('canvas'),
  ).toBeVisible();
});
