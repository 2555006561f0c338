// Access in the browser: a salesperson — the mock's `sales@` persona, whose permissions the
// profile call answers from the catalogue (x-roles Sales) — neither sees nor can use a charger's commands (the
// Commands section says who can), gets the
// access page on /operations/user-roles without a single refused call, and the navigation shows only what they may
// open; their EVSEs are their customers' chargers only. Axe-clean access page. Then an admin, in a browser of their
// own, gives that salesperson (the dataset's Sami Sales) the Operations lead role on /operations/user-roles, and the
// salesperson's next page load has it: the permissions are re-read from the profile on load, with no new sign-in.
import { createDataset } from '../../scripts/mock/data/dataset.ts';
import { ROLES } from '../../src/api/permissions.gen.ts';
import { axeScan } from '../helpers/axe.ts';
import { pinBrowserClock } from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

const SALES = { email: 'sales@example.com', password: 'any password works with the mock' };

// The dataset's account owners: the chargers of Sami Sales's customers, and one of someone else's.
const world = createDataset();
const sami = world.staff.find((user) => user.email === 'sales@operator-portal.example')?.id;
const ownerOf = ({ detail }: (typeof world.evses)[number]) =>
  world.accountOwners[detail.evse.site?.subscription ?? ''];
const SAMIS = world.evses.filter((record) => ownerOf(record) === sami);
const NOT_SAMIS = world.evses.find((record) => ownerOf(record) !== sami)!.detail.evse;
const ADMIN = { email: 'admin@operator-portal.example', password: SALES.password };

test('sales cannot see or use charger commands and gets the access page on /operations/user-roles; a role an admin gives them holds on their next page load', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
  instant,
}) => {
  test.slow();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(SALES.email);
  await page.getByLabel('Password').fill(SALES.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('permissions') ?? '[]') as string[],
  );
  expect([...stored].sort()).toEqual([...ROLES.Sales.permissions].sort());

  // The navigation: no Install (nothing under it is a salesperson's), the areas they have screens in.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Sales' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Install' })).toHaveCount(0);

  // A charger of theirs: the overview, without the commands panel.
  await page.goto('/sales/your-evses');
  const firstCharger = page
    .getByRole('table', { name: 'EV chargers' })
    .locator('tbody a[href*="/evse-overview"]')
    .first();
  await expect(firstCharger).toBeVisible();
  // Only their customers' chargers: their count, not the company's; another's charger absent.
  await expect(page.getByText(`Chargers 1–${Math.min(SAMIS.length, 50)} of ${SAMIS.length}`)).toBeVisible();
  await expect(page.getByRole('link', { name: NOT_SAMIS.uniqueIdentifier, exact: true })).toHaveCount(0);
  await firstCharger.click();
  await expect(page.getByRole('heading', { name: 'Firmware and protocol' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The Commands section holds no command: it says what sending one needs and who holds it.
  const commandsSection = page.getByRole('region', { name: 'Commands' });
  await expect(commandsSection.getByRole('note')).toContainText(
    'needs the permission evses:command, held by:',
  );
  await expect(commandsSection.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Reset|Unlock|Start|Stop/ })).toHaveCount(0);

  // Nor can they use them: the server refuses the call the hidden button would send.
  const evseUuid = /\/your-evses\/([^/]+)\//.exec(new URL(page.url()).pathname)?.[1] ?? '';
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const command = await page.request.post(`/ui/v1/evses/${evseUuid}/commands`, {
    headers: { authorization: `Bearer ${token ?? ''}` },
    data: { command: 'RESET', resetType: 'Soft' },
  });
  expect(command.status()).toBe(403);
  const body = (await command.json()) as { errorId?: string; missingPermission?: string };
  expect(body.missingPermission).toBe('evses:command');

  // The user roles screen: the access page, naming the permission and who grants it.
  await page.goto('/operations/user-roles');
  await expect(page.getByRole('heading', { level: 1, name: 'User Roles' })).toBeVisible();
  const status = page.getByRole('status');
  await expect(status).toContainText('You do not have access to this page');
  await expect(status).toContainText('users:read');
  await expect(status).toContainText('granted by the roles Operations lead or Admin');
  await page.waitForLoadState('networkidle');
  const { violations } = await axeScan(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // No page of the walk got a 403: the hidden panel sent nothing, the access page mounted no screen. (The direct
  // call above went through page.request, not the page.)
  expect(refused).toEqual([]);

  // An admin, in a browser of their own (same test dataset), gives the salesperson a role through the screen.
  const adminContext = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    await pinBrowserClock(adminContext, instant);
    const admin = await adminContext.newPage();
    await admin.goto('/login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(admin).toHaveURL((url) => url.pathname === '/');
    await admin.goto('/operations/user-roles?q=sami');
    const sami = admin.getByRole('row', { name: /Sami Sales/ });
    await sami.getByRole('button', { name: 'Add role for Sami Sales' }).click();
    const give = admin.getByRole('dialog', { name: 'Give Sami Sales a role' });
    await give.getByRole('combobox', { name: 'Role' }).click();
    await admin.getByRole('option', { name: 'Operations lead' }).click();
    await give.getByRole('button', { name: 'Give role' }).click();
    await expect(sami).toContainText('Operations lead');
  } finally {
    await adminContext.close();
  }

  // The salesperson's next page load: the screen instead of the access page, the new permissions stored.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Role × permission matrix' })).toBeVisible();
  await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
  const after = await page.evaluate(
    () => JSON.parse(localStorage.getItem('permissions') ?? '[]') as string[],
  );
  expect(after).toEqual(expect.arrayContaining([...ROLES['Operations lead'].permissions]));
});
