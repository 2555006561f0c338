// The access screens (user roles, pending sign-ups, the activity log) in Chromium against the production build and the data-backed mock: a public sign-up is verified
// from the mock outbox's link, approved (by keyboard only) and signs in with its role; a rejected person's sign-in is
// refused with the reason; an admin changes a role; the activity log shows each of these writes with who did it.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Page } from '@playwright/test';
import { MOCK_OUTBOX_PATH } from '../../scripts/mock/proxy.ts';
import { expect, test, type ConsoleProblem } from './fixtures.ts';

const ADMIN = 'admin@operator-portal.example';
const PASSWORD = 'any password works with the mock';

async function submitSignIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signIn(page: Page, email: string) {
  await submitSignIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

async function signUp(page: Page, name: string, email: string, area?: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  if (area !== undefined) await page.getByLabel('Area or company you need access to').fill(area);
  await page.getByLabel(/^Password/).fill('a long password 123');
  await page.getByLabel(/^Confirm password/).fill('a long password 123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
}

test.describe('access screens', () => {
  // The rejected person's sign-in answers 403 (its message is the point of the test).
  test.use({
    allowConsoleErrors: [
      (problem: ConsoleProblem) =>
        problem.kind === 'console' &&
        problem.text.includes('status of 403') &&
        new URL(problem.url || 'http://x/').pathname === '/authentication-api/login',
    ],
  });

  test('sign up → verify from the outbox → keyboard-only approve → signs in with the role; a reject is refused; the activity log shows who did what', async ({
    page,
    request,
  }) => {
    test.setTimeout(e2eTimeLimit(120_000));
    const jana = { name: 'Jana Novak', email: 'jana.novak@newcomer.example' };
    const rolf = { name: 'Rolf Reject', email: 'rolf.reject@newcomer.example' };
    await signUp(page, jana.name, jana.email, 'Operations');
    await signUp(page, rolf.name, rolf.email);

    // The verification link from the mock's outbox.
    const outbox = await request.get(`${MOCK_OUTBOX_PATH}?to=${encodeURIComponent(jana.email)}`);
    expect(outbox.ok()).toBe(true);
    const { messages } = (await outbox.json()) as { messages: { link?: string }[] };
    const link = messages[0]?.link;
    expect(link).toMatch(/^\/verify-email\?token=/);
    await page.goto(link!);
    await expect(page.getByText(/verified/i).first()).toBeVisible();

    // An admin approves Jana by keyboard only, and rejects Rolf with a reason.
    await signIn(page, ADMIN);
    await page.goto('/operations/pending-sign-ups');
    // The area asked for on the public sign-up page (the proposed requestedArea) reaches the approver.
    await expect(page.getByRole('row', { name: new RegExp(jana.email) })).toContainText('Operations');
    const approve = page.getByRole('button', { name: `Approve ${jana.email}` });
    await approve.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Approve ${jana.name}` });
    await expect(dialog).toBeVisible();
    const role = dialog.getByRole('combobox', { name: 'Role' });
    await role.focus();
    await page.keyboard.press('ArrowDown');
    const operationsLead = page.getByRole('option', { name: 'Operations lead' });
    await expect(page.getByRole('listbox')).toBeVisible();
    while (!(await operationsLead.evaluate((node) => node === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(role).toHaveText('Operations lead');
    // Tab from the role field to Apply: the helper text and Cancel come first.
    const apply = dialog.getByRole('button', { name: 'Approve' });
    for (let i = 0; i < 6 && !(await apply.evaluate((node) => node === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${jana.name} was approved as Operations lead.`)).toBeVisible();

    await page.getByRole('button', { name: `Reject ${rolf.email}` }).click();
    const reject = page.getByRole('dialog', { name: `Reject ${rolf.name}` });
    await reject.getByRole('textbox', { name: 'Reason' }).fill('Not a staff member');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`${rolf.name}'s sign-up was rejected.`)).toBeVisible();

    // A role change on user roles.
    await page.goto('/operations/user-roles?q=sami');
    const sami = page.getByRole('row', { name: /Sami Sales/ });
    await sami.getByRole('button', { name: 'Add role for Sami Sales' }).click();
    const give = page.getByRole('dialog', { name: 'Give Sami Sales a role' });
    await give.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Viewer' }).click();
    await give.getByRole('button', { name: 'Give role' }).click();
    await expect(sami).toContainText('Viewer');

    // The activity log, linked from user roles: each write with who did it.
    await page.getByRole('link', { name: 'Activity' }).click();
    await expect(page).toHaveURL(/\/operations\/activity$/);
    const log = page.getByRole('table', { name: 'Activity log' });
    for (const what of [
      'Give a staff user a role',
      'Reject a pending sign-up with a reason',
      'Approve a pending sign-up with a role',
    ]) {
      await expect(log.getByRole('row', { name: new RegExp(what) })).toContainText(ADMIN);
    }
    await signOut(page);

    // Jana signs in with her role; Rolf is refused with the reason.
    await signIn(page, jana.email);
    await expect(page.getByRole('button', { name: jana.name })).toBeVisible();
    await page.getByRole('button', { name: jana.name }).click();
    await expect(page.getByText('Operations lead')).toBeVisible();
    await page.keyboard.press('Escape');
    await signOut(page);
    await submitSignIn(page, rolf.email);
    await expect(page.getByText(/not approved: Not a staff member/)).toBeVisible();
  });
});
