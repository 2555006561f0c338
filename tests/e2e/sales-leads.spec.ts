// The tariff order funnel and its leads (issue #35 items 2–3) in Chromium against the production build and the
// data-backed mock: from a funnel step to the leads that stopped there, reveal one consented contact, set the lead to
// contacted and assign it, and see both writes in the Activity view. Admin: no persona holds sales:read, leads:* and
// audit:read together. One sign-in.
import type { components } from '../../src/api/schema.gen.ts';
import { expect, test } from './fixtures.ts';

type S = components['schemas'];
const headers = { authorization: 'Bearer e2e' };

test('from a funnel step to its leads: reveal a consented contact, contact and assign the lead, see it in Activity', async ({
  page,
  request,
}) => {
  const answer = (await (
    await request.get('/ui/v1/order-funnel-leads?lastStep=tariff&channel=web', { headers })
  ).json()) as S['OrderFunnelLeadsResponse'];
  const lead = answer.leads.find((candidate) => candidate.consent)!;

  await page.goto('/login');
  await page.getByLabel('Email').fill('admin@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/sales/tariff-order-funnel?period=90&channel=web');
  await page.getByRole('link', { name: /leads stopped at Tariff: open them/ }).click();
  await expect(page).toHaveURL(/\/operations\/order-funnel-leads\?lastStep=tariff&channel=web$/);

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
