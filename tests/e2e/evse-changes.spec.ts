// Adding, editing, commanding and removing a charger end to end, against the data-backed mock:
// verification fails for an unsupported firmware and says why, succeeds for another identity; the charger is listed
// after a reload; a setting is changed; a command is confirmed and shows in the history log with who sent it; the
// charger is removed. Then the add flow once more with the keyboard only.
import type { Page } from '@playwright/test';
import {
  OLD_FIRMWARE_CHARGE_POINT,
  OLD_FIRMWARE_GATEWAY,
  READY_GATEWAY,
  SUPPORTED_CHARGE_POINT,
} from '../../contracts/support/evse-change-examples.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

/** A refused OCPP identity that is still retrying: supported model and firmware (KEBA P30, 1.15.1). */
const CANDIDATE = 'KEBA-17812018';
const addPath = (g: { installationUuid: string; hemGatewayId: string }) =>
  `/assets/gateways-devices/${g.installationUuid}/${g.hemGatewayId}/add-evse`;
const ADD = addPath(OLD_FIRMWARE_GATEWAY);

// A refused verification is a 422 the browser logs; the screen says what it means.
const refusedVerification = (problem: ConsoleProblem): boolean =>
  problem.kind === 'console' &&
  problem.text.includes('status of 422') &&
  new URL(problem.url || 'http://x/').pathname.endsWith('/evse-verifications');
test.use({ allowConsoleErrors: [refusedVerification] });

async function verify(page: Page, identifier: string) {
  const field = page.getByRole('textbox', { name: /Unique identifier/ });
  await field.fill(identifier);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('add a charger (firmware refused, then another verified), see it listed after a reload, edit it, command it, remove it', async ({
  page,
}) => {
  test.slow();
  await openSignedIn(page, ADD);
  await expect(page.getByRole('heading', { level: 1, name: 'Add EVSE' })).toBeVisible();

  await verify(page, OLD_FIRMWARE_CHARGE_POINT);
  const refusal = page.getByRole('alert').filter({ hasText: 'is not supported' });
  await expect(refusal).toContainText('Firmware 1.11.2 is not supported for KEBA KeContact P30 x-series');
  await expect(refusal).toContainText('1.13.0, 1.15.1');
  await expect(page.getByRole('textbox', { name: /Unique identifier/ })).toHaveValue(
    OLD_FIRMWARE_CHARGE_POINT,
  );
  await saveScreenshot(page, 'evse-add-refused');

  await verify(page, CANDIDATE);
  await expect(page.getByRole('region', { name: 'What the gateway sees' })).toContainText(
    'KeContact P30 x-series',
  );
  await page.getByRole('textbox', { name: 'Display name' }).fill('Garage e2e');
  await page.getByRole('textbox', { name: /Maximum current/ }).fill('40');
  await expect(page.getByText('A KEBA KeContact P30 x-series takes 6–32 A.')).toBeVisible();
  await page.getByRole('textbox', { name: /Maximum current/ }).fill('16');
  await page.getByRole('radio', { name: '3 phases' }).check();
  await saveScreenshot(page, 'evse-add-step-2');
  await page.getByRole('button', { name: 'Add charger' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/assets/gateways-devices/${OLD_FIRMWARE_GATEWAY.installationUuid}$`),
  );

  // Listed in the charger list, also after a full reload.
  await page.goto(`/assets/evses?q=${CANDIDATE}`);
  await page.reload();
  const row = page.getByRole('table', { name: 'EV chargers' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Garage e2e');
  await row.getByRole('link', { name: CANDIDATE }).click();

  // A command, confirmed, its outcome shown and logged with who asked.
  await page.getByRole('button', { name: 'Soft reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Soft reset this charger?' });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Soft reset: the charger accepted the command.')).toBeVisible();
  await saveScreenshot(page, 'evse-command-accepted');
  const evseUuid = /\/assets\/evses\/([^/]+)\/status/.exec(page.url())?.[1] ?? '';
  expect(evseUuid).not.toBe('');

  // Edit: a new name is saved; then the charger is removed.
  const edit = `/assets/gateways-devices/${OLD_FIRMWARE_GATEWAY.installationUuid}/${OLD_FIRMWARE_GATEWAY.hemGatewayId}/edit-evse/${evseUuid}`;
  await page.goto(edit);
  await page.getByRole('textbox', { name: 'Display name' }).fill('Garage left');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved: Garage left, 16 A, 3 phases.')).toBeVisible();
  await saveScreenshot(page, 'evse-edit-saved');

  // The log has both, newest first, with who asked.
  await page.goto(`/sales/your-evses/${evseUuid}/evse-overview/history-log`);
  const log = page.getByRole('table', { name: 'History log' });
  await expect(log.locator('tbody tr').first()).toContainText('Settings changed: displayName Garage left');
  await expect(log.locator('tbody tr').nth(1)).toContainText(
    'Soft reset: Accepted — by admin@operator-portal.example',
  );
  await saveScreenshot(page, 'evse-history-commands');

  await page.goto(edit);
  await page.getByRole('button', { name: 'Remove charger' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Garage left?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/assets/gateways-devices/${OLD_FIRMWARE_GATEWAY.installationUuid}$`),
  );
  await page.goto(`/assets/evses?q=${CANDIDATE}`);
  await expect(page.getByRole('table', { name: 'EV chargers' }).locator('tbody tr')).toHaveCount(0);
});

/** Moves the focus with Tab only until `target` has it (a keyboard user's way through the page). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let step = 0; step < 40; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

test('the add flow with the keyboard only: verify, fill in, add', async ({ page }) => {
  test.slow();
  await openSignedIn(page, addPath(READY_GATEWAY));
  await expect(page.getByRole('heading', { level: 1, name: 'Add EVSE' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /Unique identifier/ }));
  await page.keyboard.type(SUPPORTED_CHARGE_POINT);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'What the gateway sees' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Display name' }));
  await page.keyboard.type('Driveway');
  await page.keyboard.press('Tab');
  await page.keyboard.type('32');
  await tabTo(page, page.getByRole('radio', { name: '1 phase' }));
  // Arrow keys move within a radio group.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '3 phases' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Add charger' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/assets/gateways-devices/${READY_GATEWAY.installationUuid}$`));
  await expect(page.getByText('Driveway').first()).toBeVisible();
});
