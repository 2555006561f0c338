// Who can, and who did: a fleet manager on a faulted charger of their fleet finds the Commands section saying which
// permission a reset needs and which roles hold it (from the spec's role table), with no command button and no
// refused call; an admin resets a charger, opens its activity from its page and sees the entry with its target
// readable (the charger's OCPP identity, nothing masked).
import { createDataset } from '../../scripts/mock/data/dataset.ts';
import { ROLES, type Role } from '../../src/api/permissions.gen.ts';
import { evseDerivedStatus } from '../../src/domain/evse/evse-status.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

const world = createDataset();
const manager = world.staff.find((user) => user.email === 'fleet@operator-portal.example')!;
const managed = world.managedFleets[manager.id] ?? [];
const faulted = world.evses
  .map(({ detail }) => detail.evse)
  .find(
    (evse) =>
      evseDerivedStatus(evse) === 'faulted' &&
      (evse.site?.fleets ?? []).some((fleet) => managed.includes(fleet.uuid)),
  )!;
const granting = (Object.keys(ROLES) as Role[]).filter((role) =>
  (ROLES[role].permissions as readonly string[]).includes('evses:command'),
);

test('a fleet manager on a faulted charger is told who can reset it', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('fleet@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  const fleetUuid = (faulted.site!.fleets ?? []).find((fleet) => managed.includes(fleet.uuid))!.uuid;
  await page.goto(
    `/fleet/${fleetUuid}/subscription/${faulted.site!.subscription}/assets/evses/${faulted.evseUuid}/evse-overview`,
  );
  await expect(page.getByLabel('Summary').getByText('Faulted', { exact: true })).toBeVisible();
  const commands = page.getByRole('region', { name: 'Commands' });
  const note = commands.getByRole('note');
  await expect(note).toContainText('needs the permission evses:command, held by:');
  for (const role of granting) await expect(note).toContainText(role);
  await expect(note).not.toContainText('Fleet manager');
  await expect(note).toContainText('ask one of them');
  await expect(commands.getByRole('button')).toHaveCount(0);
  // Nor a dead link to the activity log: who may see it is said instead.
  await expect(page.getByRole('link', { name: /^Activity/ })).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'audit:read' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test('an admin opens a charger’s activity from its page and sees its entries with readable target names', async ({
  page,
}) => {
  await openSignedIn(page, `/assets/evses/${faulted.evseUuid}/status`);
  await page.getByRole('button', { name: 'Soft reset' }).click();
  await page
    .getByRole('dialog', { name: 'Soft reset this charger?' })
    .getByRole('button', { name: 'Reset' })
    .click();
  await expect(page.getByText(/^Soft reset: /)).toBeVisible();

  await page.getByRole('link', { name: 'Activity of this charger' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/operations/activity' && url.searchParams.get('q') === faulted.evseUuid,
  );
  await expect(page.getByRole('searchbox', { name: 'Target' })).toHaveValue(faulted.evseUuid);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('sendEvseCommand');
  // The target readable: the charger's OCPP identity (its display name is free text, never shown in the log), its
  // kind and key beneath; nothing masked.
  await expect(rows.first()).toContainText(faulted.uniqueIdentifier);
  await expect(rows.first()).toContainText(`evse ${faulted.evseUuid}`);
  await expect(rows.first()).not.toContainText('***');
});
