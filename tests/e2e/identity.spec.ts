// Who is signed in, in Chromium against the production build + mock: the persona a sign-in address picks shows in the top
// bar with its roles; a public sign-up's code arrives in the mock's outbox, verifies, and sign-in still waits for
// approval with a clear message.
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

/** The browser logs the refused sign-in (403) as a failed resource: expected here. */
const allowSignInRefused = (problem: ConsoleProblem): boolean =>
  problem.kind === 'console' && problem.text.includes('status of 403');

test('sales@ signs in as the Sales persona: the top bar names them, the menu lists email and roles', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('sales@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  const who = page.getByRole('button', { name: 'Sami Sales' });
  await expect(who).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await who.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('sales@operator-portal.example');
  await expect(menu).toContainText('Roles: Sales');
  await saveScreenshot(page, 'access-identity-menu');
  await page.keyboard.press('Escape');
  const stored = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(stored).toEqual(['navItems', 'permissions', 'refresh-token', 'token']);
  const permissions = await page.evaluate(
    () => JSON.parse(localStorage.getItem('permissions') ?? '[]') as string[],
  );
  expect(permissions).toContain('leads:read');
  expect(permissions).not.toContain('evses:command');
});

test.describe('the sign-up loop', () => {
  test.use({ allowConsoleErrors: [allowSignInRefused] });
  test('sign up → the code from the outbox verifies → sign-in waits for approval, and says so', async ({
    page,
  }) => {
    const email = 'newcomer@signup-e2e.example';
    await page.goto('/sign-up');
    await page.getByLabel('Name').fill('Nele Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByLabel(/^Confirm password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText(`We sent a verification code to ${email}`);

    const outbox = await page.request.get(`/__mock/outbox?to=${encodeURIComponent(email)}`);
    const { messages } = (await outbox.json()) as { messages: { code: string }[] };
    expect(messages).toHaveLength(1);
    await page.goto('/verify-email');
    await page.getByLabel(/^Verification code/).fill(messages[0]?.code ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status')).toContainText(
      'You can sign in once a colleague has approved your sign-up',
    );

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Sign-in was refused: Your sign-up is waiting for approval',
    );
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await saveScreenshot(page, 'access-sign-up-pending');
  });
});
