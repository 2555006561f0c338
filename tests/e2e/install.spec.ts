// The install area in Chromium against the production build and the data-backed mock: an installer signs in,
// opens their company from /install (their company alone, one click away), finds a stuck installation of theirs and
// follows its checklist to add the charger the gateway saw; back on the list, that step is met. Values are the
// generated dataset's: the persona's own stuck installations wait for chargers the add screen refuses (a stale one,
// an unknown model), so they switch to everyone's and take a colleague's prepared installation "Hartmann,
// Hauptstraße 116, Kassel" (ready, not activated: an activated one is never stuck), whose gateway saw the Mennekes
// MEN-17142732 (a supported model and firmware, connected minutes ago).
import { expect, test } from './fixtures.ts';

const INSTALLER = 'installer@operator-portal.example';
const INSTALLATION = 'Hartmann, Hauptstraße 116, Kassel';
const CHARGE_POINT = 'MEN-17142732';

test('an installer opens their company from /install and follows a stuck installation’s checklist to add its charger', async ({
  page,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByLabel('Email').fill(INSTALLER);
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/install');
  const companies = page.getByRole('list', { name: 'Installer companies' });
  await expect(companies.getByRole('link')).toHaveCount(1);
  await companies.getByRole('link', { name: 'Sonnenschein Elektro GmbH' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sonnenschein Elektro GmbH/ })).toBeVisible();
  // An installer's list is their own by default.
  const installer = page.getByRole('combobox', { name: 'Installer' });
  await expect(installer).toHaveValue('mine');

  await installer.selectOption('all');
  await page.getByRole('checkbox', { name: /^Stuck/ }).check();
  await page.getByRole('searchbox', { name: 'Search installations' }).fill('Hauptstraße 116');
  await expect(page).toHaveURL(/problem=STUCK.*q=Hauptstra/);
  await expect(page.getByText('Installations 1–1 of 1 found')).toBeVisible();
  const listUrl = page.url();
  const row = page.getByRole('row').filter({ hasText: INSTALLATION });
  await expect(row).toContainText('Stuck at “Chargers registered”');
  await row.getByRole('link', { name: 'Add the charger' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Add EVSE' })).toBeVisible();
  await page.getByRole('textbox', { name: /Unique identifier/ }).fill(CHARGE_POINT);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('region', { name: 'What the gateway sees' })).toContainText('AMTRON');
  await page.getByRole('textbox', { name: 'Display name' }).fill('Carport');
  await page.getByRole('textbox', { name: /Maximum current/ }).fill('16');
  await page.getByRole('radio', { name: '3 phases' }).check();
  await page.getByRole('button', { name: 'Add charger' }).click();
  await expect(page).toHaveURL(/\/assets\/gateways-devices\/[0-9a-f-]{36}$/);

  // Back on the company's list, that step is met: the installation now waits for its activation request.
  await page.goto(listUrl.replace('problem=STUCK', ''));
  const again = page.getByRole('row').filter({ hasText: INSTALLATION });
  await expect(again).toContainText('Chargers registered: done');
  await expect(again.getByRole('link', { name: 'Add the charger' })).toHaveCount(0);
});

// The installer admin of the same company reassigns an installation and resolves the company's
// planted duplicate (the prepared "Müller, Gartenstraße 30, Kassel" and the site CUST-556764's own installation);
// home's installation problems lose the duplicate. Then they approve the one sign-up asking for their company.
test('an installer admin reassigns an installation and resolves a duplicate (home’s installation problems change), then approves their company’s sign-up', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('installer-admin@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const problems = page.getByRole('region', { name: 'Installation problems' });
  await expect(problems.getByRole('link', { name: /Duplicate installation/ })).toBeVisible();

  await page.goto('/install');
  await page.getByRole('link', { name: 'Administer Sonnenschein Elektro GmbH' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Installations' })).toBeVisible();
  const reassign = page
    .getByRole('table', { name: 'Installations' })
    .getByRole('button', { name: /^Reassign / });
  await reassign.first().click();
  const dialog = page.getByRole('dialog', { name: /^Reassign / });
  await dialog.getByRole('button', { name: 'Reassign' }).click();
  await expect(page.getByText(/ is now installed by /)).toBeVisible();

  const groups = page.getByRole('list', { name: 'Duplicate groups' });
  await expect(groups.getByRole('listitem')).toHaveCount(1);
  await groups.getByRole('button', { name: 'Keep the chosen one' }).click();
  await page
    .getByRole('dialog', { name: /^Keep / })
    .getByRole('button', { name: 'Resolve' })
    .click();
  await expect(page.getByText(/^Kept .* marked duplicates\.$/)).toBeVisible();
  await expect(page.getByText('No duplicates')).toBeVisible();

  // The pending sign-ups asking for their company: one, approved as Installer into the company.
  await page.getByRole('link', { name: 'Pending sign-ups (1)' }).click();
  const signUp = page.getByRole('table', { name: 'Pending sign-ups' }).getByRole('row').nth(1);
  await expect(signUp).toContainText('Sonnenschein Elektro GmbH');
  await signUp.getByRole('button', { name: /^Approve / }).click();
  const approval = page.getByRole('dialog', { name: /^Approve / });
  await approval.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Installer', exact: true }).click();
  await expect(approval.getByRole('combobox', { name: 'Installer company' })).toHaveText(
    'Sonnenschein Elektro GmbH',
  );
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/ was approved as Installer\.$/)).toBeVisible();
  await expect(page.getByText('Nobody is waiting')).toBeVisible();

  await page.goto('/');
  await expect(problems.getByRole('link', { name: /Pending activation/ })).toBeVisible();
  await expect(problems.getByRole('link', { name: /Duplicate installation/ })).toHaveCount(0);
});
