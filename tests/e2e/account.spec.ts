// The account pages in Chromium against the production build + Prism: black public layout
// without top navigation, each form through the real mock (which validates the request bodies against the spec),
// the mock's default answer, a declared error, the emailed links, the links between the pages, and screenshots.
import type { Page } from '@playwright/test';
import { mockMessage } from '../unit/account/mock-examples.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

const BLACK = 'rgb(0, 0, 0)';

/** The layout's background: the first element under #root whose background is not transparent. */
async function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const element of document.querySelectorAll('#root *')) {
      const color = getComputedStyle(element).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return '';
  });
}

async function expectPublicLayout(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await pageBackground(page)).toBe(BLACK);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Legal Notice' })).toBeVisible();
}

/** Sends the form and returns the JSON body the page posted to `path`. */
async function submitAndCapture(page: Page, path: string, button: string): Promise<unknown> {
  const request = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === path);
  await page.getByRole('button', { name: button }).click();
  return (await request).postDataJSON();
}

const allowStatus =
  (status: number) =>
  (problem: ConsoleProblem): boolean =>
    problem.kind === 'console' &&
    problem.text.includes(`status of ${status}`) &&
    new URL(problem.url || 'http://x/').pathname.startsWith('/authentication-api/');

test.describe('sign-up', () => {
  const PATH = '/authentication-api/sign-up';

  test('public layout; validation at the fields; then the mock accepts and says so', async ({ page }) => {
    await page.goto('/sign-up');
    await expectPublicLayout(page, 'Sign up');
    await saveScreenshot(page, 'account-sign-up');

    await page.getByLabel('Email').fill('not-an-address');
    await page.getByLabel('Password', { exact: false }).first().fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
    await expect(page.getByText('Repeat the password.')).toBeVisible();
    await saveScreenshot(page, 'account-sign-up-validation');

    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel(/^Password/).fill('correct horse');
    await page.getByLabel(/^Confirm password/).fill('correct horse');
    expect(await submitAndCapture(page, PATH, 'Create account')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'correct horse',
    });
    const status = page.getByRole('status');
    await expect(status).toContainText('Check your email');
    // Sign-up is data-backed: the mock's answer names the address it sent the code to.
    await expect(status).toContainText('We sent a verification code to ada@example.com');
    await saveScreenshot(page, 'account-sign-up-success');
  });

  test.describe('an existing account', () => {
    test.use({ allowConsoleErrors: [allowStatus(409)] });
    test('409 shows at the email field', async ({ page, mock }) => {
      await mock.once({ scenario: 'code=409', method: 'POST', path: PATH });
      await page.goto('/sign-up');
      await page.getByLabel('Name').fill('Ada');
      await page.getByLabel('Email').fill('ada@example.com');
      await page.getByLabel(/^Password/).fill('correct horse');
      await page.getByLabel(/^Confirm password/).fill('correct horse');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(mockMessage('POST', PATH, 409));
      await expect(page.getByRole('alert')).toContainText('(409)');
      await saveScreenshot(page, 'account-sign-up-409');
    });
  });
});

test.describe('verify-email', () => {
  const PATH = '/authentication-api/verify-email';

  test('the code form', async ({ page }) => {
    await page.goto('/verify-email');
    await expectPublicLayout(page, 'Verify email');
    await saveScreenshot(page, 'account-verify-email');
    await page.getByLabel(/^Verification code/).fill('123 456');
    expect(await submitAndCapture(page, PATH, 'Verify')).toEqual({ code: '123456' });
    await expect(page.getByRole('status')).toContainText('Email address verified');
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('the emailed link verifies on arrival, with one call', async ({ page }) => {
    const bodies: unknown[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === PATH) bodies.push(r.postDataJSON());
    });
    await page.goto('/verify-email?token=link-token-123');
    await expect(page.getByRole('status')).toContainText('Email address verified');
    // Verification is data-backed: a token no sign-up waits for changes nothing, and says so neutrally.
    await expect(page.getByRole('status')).toContainText('If the code is current');
    await page.waitForLoadState('networkidle');
    expect(bodies).toEqual([{ token: 'link-token-123' }]);
    await saveScreenshot(page, 'account-verify-email-link-success');
  });
});

test.describe('reset-password', () => {
  test('step 1: the email address → the mock accepts', async ({ page }) => {
    await page.goto('/reset-password');
    await expectPublicLayout(page, 'Reset password');
    await saveScreenshot(page, 'account-reset-password');
    await page.getByLabel('Email').fill('ada@example.com');
    const path = '/authentication-api/password-reset';
    expect(await submitAndCapture(page, path, 'Send reset link')).toEqual({ email: 'ada@example.com' });
    await expect(page.getByRole('status')).toContainText(mockMessage('POST', path, 200));
  });

  test('step 2: the emailed link → new password', async ({ page }) => {
    await page.goto('/reset-password?token=reset-token-9');
    await expectPublicLayout(page, 'Reset password');
    await page.getByLabel(/^New password/).fill('a new password');
    await page.getByLabel(/^Confirm new password/).fill('a new passwort');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await saveScreenshot(page, 'account-reset-password-new');
    await page.getByLabel(/^Confirm new password/).fill('a new password');
    const path = '/authentication-api/password-reset/confirm';
    expect(await submitAndCapture(page, path, 'Set new password')).toEqual({
      token: 'reset-token-9',
      password: 'a new password',
    });
    await expect(page.getByRole('status')).toContainText('Password changed');
  });
});

test.describe('account-recovery', () => {
  const PATH = '/authentication-api/account-recovery';
  test.use({ allowConsoleErrors: [allowStatus(500)] });

  test('a server error, then success on the next try', async ({ page, mock }) => {
    await page.goto('/account-recovery');
    await expectPublicLayout(page, 'Account recovery');
    await saveScreenshot(page, 'account-recovery');

    await mock.once({ scenario: 'code=500', method: 'POST', path: PATH });
    await page.getByLabel(/^Email or user reference/).fill('USR-000123');
    await page.getByRole('button', { name: 'Start recovery' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Account recovery could not be started');
    await expect(alert).toContainText(mockMessage('POST', PATH, 500));
    await saveScreenshot(page, 'account-recovery-error');

    expect(await submitAndCapture(page, PATH, 'Start recovery')).toEqual({ identifier: 'USR-000123' });
    await expect(page.getByRole('status')).toContainText(mockMessage('POST', PATH, 200));
  });
});

test('the pages link to each other and back to sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await page.getByRole('link', { name: /Recover your account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account recovery' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible();
  await page.getByRole('link', { name: /Verify your email/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify email' })).toBeVisible();
  await page.getByRole('link', { name: /Sign up/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sign-up');
});
