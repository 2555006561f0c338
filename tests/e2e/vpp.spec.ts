// /install/vpp in Chromium against the production build and the data-backed mock: Operations lead
// (vpp:write) enrols an eligible site and the pool total moves by its flexibility; a blocked site shows why and
// offers no enrol; the screen is axe clean. One sign-in.
import type { components } from '../../src/api/schema.gen.ts';
import { axeViolations } from '../helpers/axe.ts';
import { expect, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const headers = { authorization: ADMIN_BEARER };
const kw = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('operations enrols an eligible site: the pool total moves by its flexibility; a blocked site says why', async ({
  page,
  request,
}) => {
  const first = async (state: string) =>
    (
      (await (
        await request.get(`/ui/v1/vpp/sites?state=${state}`, { headers })
      ).json()) as S['VppSitesResponse']
    ).sites[0]!;
  const eligible = await first('eligible');
  const blocked = await first('blocked');

  await page.goto('/login');
  await page.getByLabel('Email').fill('opslead@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/install/vpp?vpp_state=eligible');
  const total = page.getByTestId('vpp-pool-total-power');
  await expect(total).toHaveText(/kW/);
  const before = kw(await total.textContent());
  const row = page
    .getByTestId('vpp-row')
    .filter({ has: page.getByRole('link', { name: eligible.userReference }) });
  await expect(row).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Enrol ${eligible.userReference}` }).click();
  const dialog = page.getByRole('dialog', { name: `Enrol ${eligible.userReference}?` });
  await dialog.getByRole('button', { name: 'Enrol' }).click();
  await expect(
    page.getByText(`${eligible.userReference} is enrolled in the virtual power plant.`),
  ).toBeVisible();
  await expect
    .poll(async () => Math.round(kw(await total.textContent()) * 10))
    .toBe(Math.round((before + eligible.flexiblePowerKw) * 10));

  await page.goto(`/install/vpp?vpp_state=blocked&q=${encodeURIComponent(blocked.userReference)}`);
  const blockedRow = page
    .getByTestId('vpp-row')
    .filter({ has: page.getByRole('link', { name: blocked.userReference }) });
  await expect(
    blockedRow.getByRole('list', { name: `Why ${blocked.userReference} is held back` }),
  ).toBeVisible();
  await expect(blockedRow.getByRole('button', { name: /^Enrol / })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});
