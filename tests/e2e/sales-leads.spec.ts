// The tariff order funnel and its leads in Chromium against the production build and the
// data-backed mock: from a funnel step to the leads that stopped there, reveal one consented contact, set the lead to
// contacted and assign it, export the consented leads of the filters (a download of the server's CSV), and see the
// writes in the Activity view. Admin: no persona holds sales:read, leads:* and audit:read together. A salesperson
// without leads:export (the Sales assistant persona) sees the leads and no export. One sign-in per test.
import { readFile } from 'node:fs/promises';
import type { components } from '../../src/api/schema.gen.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const headers = { authorization: ADMIN_BEARER };

test('from a funnel step to its leads: reveal a consented contact, contact and assign the lead, see it in Activity', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/sales/tariff-order-funnel?period=90&channel=web');
  await page.getByRole('link', { name: /leads stopped at Tariff: open them/ }).click();
  // The step's period goes with it, as the funnel answer's instants.
  await expect(page).toHaveURL(
    /\/operations\/order-funnel-leads\?lastStep=tariff&channel=web&since=[^&]+Z&until=[^&]+Z$/,
  );
  const link = new URL(page.url()).searchParams;
  const query = new URLSearchParams({
    lastStep: 'tariff',
    channel: 'web',
    startedSince: link.get('since')!,
    startedUntil: link.get('until')!,
  });
  const answer = (await (
    await request.get(`/ui/v1/order-funnel-leads?${query.toString()}`, { headers })
  ).json()) as S['OrderFunnelLeadsResponse'];
  const lead = answer.leads.find((candidate) => candidate.consent)!;

  // The export: the server's cells in the person's dialect (its byte-order mark first).
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(file.toString('utf8')).toContain(`\r\n${lead.id},`);

  await page.getByRole('button', { name: `Open lead ${lead.id}` }).click();
  const drawer = page.getByRole('region', { name: `Lead ${lead.id}` });
  await drawer.getByRole('button', { name: 'Reveal contact' }).click();
  await expect(drawer.getByText(/@example\.net$/)).toBeVisible();

  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Contacted' }).click();
  await drawer.getByRole('combobox', { name: 'Assignee' }).click();
  await page.getByRole('option', { name: 'Sami Sales' }).click();
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(drawer.getByText('Saved.')).toBeVisible();

  await page.goto(`/operations/activity?q=${lead.id}`);
  await expect(page.getByText("Change a lead's status, assignee or note").first()).toBeVisible();
  await expect(page.getByText('Reveal the contact details of one consented lead').first()).toBeVisible();
});

test('a salesperson without leads:export sees the leads and no export', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('sales-assistant@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/operations/order-funnel-leads');
  await expect(page.getByRole('table', { name: 'Order-funnel leads' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
});

test('a note the spec refuses (a TAB in it) is named at the Note field, with the reason, and nothing is saved', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/operations/order-funnel-leads');
  await page
    .getByRole('button', { name: /^Open lead / })
    .first()
    .click();
  const drawer = page.getByRole('region', { name: /^Lead / });
  const note = drawer.getByRole('textbox', { name: 'Note' });
  await note.fill('Called\tback');
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'PATCH'),
    drawer.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(drawer.getByText('Contains characters or a format that are not allowed')).toBeVisible();
  await expect(drawer.getByText(/charger/i)).toHaveCount(0);
  await expect(drawer.getByText('Saved.')).toHaveCount(0);
  // The browser logs the refused call, and only it.
  expect(consoleGuard.unexpected().map((problem) => problem.text)).toEqual([
    expect.stringContaining('status of 400'),
  ]);
  consoleGuard.clear();
});
