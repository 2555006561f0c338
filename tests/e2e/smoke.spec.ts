import type { Page } from '@playwright/test';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

/** Signs in through the login page; the mock accepts any email and password. */
async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('smoke@example.com');
  await page.getByLabel('Password').fill('any-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

test('/hems shows the HEMS providers fetched from the mock through the typed client', async ({
  page,
  request,
}) => {
  const served = await request.get('/ui/v1/hems-providers', { headers: { authorization: ADMIN_BEARER } });
  expect(served.ok()).toBe(true);
  const { providers } = (await served.json()) as { providers: { name: string }[] };
  expect(providers.length).toBeGreaterThan(0);

  await page.goto('/hems');
  // The app shell sends a visitor without a session to /login first. (Until the shell replaced it, a temporary
  // src/main.tsx rendered the providers as a list on every path; this test accepts that page too.)
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  const shown = page
    .getByRole('table', { name: 'HEMS providers' })
    .or(page.getByRole('list', { name: 'HEMS providers' }));
  await expect(signInButton.or(shown)).toBeVisible();
  if (await signInButton.isVisible()) {
    await signIn(page);
    if (new URL(page.url()).pathname !== '/hems') await page.goto('/hems');
  }

  await expect(shown).toBeVisible();
  for (const provider of providers) await expect(shown).toContainText(provider.name);
  await saveScreenshot(page, 'smoke-hems-providers');
});
