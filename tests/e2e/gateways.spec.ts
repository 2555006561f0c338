// Gateways end to end: search a gateway, open its page, its installation's devices; forget a charge-point
// candidate (confirmed, gone after a reload) and assign another (lands on the gateway's add-charger route with the
// identity in the URL).
import type { components } from '../../src/api/schema.gen.ts';
import { seedStorage, signedInSession } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const headers = { authorization: ADMIN_BEARER };

test("search a gateway, open it, then its installation's devices", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const found = (await (
    await request.get('/ui/v1/gateways?text=CUST-', { headers })
  ).json()) as S['GatewaysResponse'];
  const gateway = found.gateways[0]!;
  await seedStorage(page, await signedInSession(browser, baseURL));

  await page.goto('/assets/search-gateways');
  await expect(page.getByRole('table', { name: 'Gateways' }).locator('tbody tr').first()).toBeVisible();
  await saveScreenshot(page, 'gateways-search');
  await page.getByRole('searchbox', { name: 'Search gateways' }).fill(gateway.site!.userReference);
  await expect(page).toHaveURL(new RegExp(`q=${gateway.site!.userReference}`));
  await page.getByRole('link', { name: gateway.hemGatewayId }).click();

  await expect(page).toHaveURL(`/assets/gateways/${gateway.hemsLogicalId}/${gateway.hemGatewayId}`);
  await expect(page.getByRole('heading', { name: 'Installation and site' })).toBeVisible();
  await expect(page.getByRole('table', { name: `Devices of gateway ${gateway.hemGatewayId}` })).toBeVisible();
  await saveScreenshot(page, 'gateways-gateway');
  await page.getByRole('link', { name: gateway.installationName }).click();

  await expect(page).toHaveURL(`/assets/gateways-devices/${gateway.installationUuid}`);
  const section = page.getByRole('region', { name: `Gateway ${gateway.hemGatewayId}` });
  await expect(
    section.getByRole('link', { name: `Add charger to gateway ${gateway.hemGatewayId}` }),
  ).toHaveAttribute(
    'href',
    `/assets/gateways-devices/${gateway.installationUuid}/${gateway.hemGatewayId}/add-evse`,
  );
  await saveScreenshot(page, 'gateways-devices');
});

test('forget a candidate (confirmed, gone after reload) and assign another to a gateway', async ({
  page,
  browser,
  baseURL,
}) => {
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto('/assets/ocpp-chargepoint-candidates');
  const table = page.getByRole('table', { name: /charge-point candidates/ });
  const rows = table.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await saveScreenshot(page, 'gateways-candidates');
  const first = (await rows.first().locator('td').first().textContent()) ?? '';

  await page.getByRole('button', { name: `Forget ${first}` }).click();
  const dialog = page.getByRole('dialog', { name: `Forget ${first}?` });
  await dialog.getByRole('button', { name: 'Forget' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(first, { exact: true })).toHaveCount(0);
  await page.reload();
  await expect(rows.first()).toBeVisible();
  await expect(table.getByText(first, { exact: true })).toHaveCount(0);

  const second = (await rows.first().locator('td').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Assign ${second}` }).click();
  const assign = page.getByRole('dialog', { name: `Assign ${second} to a gateway` });
  const choice = assign.getByRole('list', { name: 'Gateways found' }).getByRole('button').first();
  await expect(choice).toBeVisible();
  await saveScreenshot(page, 'gateways-assign');
  await choice.click();
  await assign.getByRole('button', { name: 'Add charger on this gateway' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/assets/gateways-devices/[0-9a-f-]{36}/[^/]+/add-evse\\?uniqueIdentifier=${second}$`),
  );
});

test('the charge-point models list', async ({ page, browser, baseURL }) => {
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto('/operations/chargepoint-models');
  await expect(
    page.getByRole('table', { name: 'Supported charge-point models' }).getByText('Wallbox'),
  ).toBeVisible();
  await saveScreenshot(page, 'gateways-models');
});
