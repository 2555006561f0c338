// A write closes as soon as the server answered, and shows its result where the person is looking: an installer
// admin reassigns an installation far down the company's list; the dialog is gone within 1.5 s of the PUT's answer
// (the refetches of the list, the problems and the activity follow in the background), and the result is on screen
// without scrolling back up. Measured in the browser's own time (performance.now at the answer and at the dialog's
// removal), so the test's own round trips do not count.
import { expect, test } from './fixtures.ts';

const CLOSE_WITHIN_MS = 1_500;
// Only for a loaded machine's noise (2 shared cores measured 146–1,562 ms for the same close): a dialog that waited
// for the refetches again would still fail.
const NOISE_SLACK_MS = 1_000;

test('a reassignment closes within 1.5 s of the server’s answer, and its result is in the viewport', async ({
  page,
}) => {
  // The write's answer, stamped in the page's clock as the app's fetch resolves (installed before the app captures
  // fetch).
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    const win = window as unknown as { writeAnsweredAt?: number };
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await original(...args);
      const request = args[0] instanceof Request ? args[0] : null;
      if (request?.method === 'PUT' && /\/installations\/[^/]+\/installer$/.test(request.url))
        win.writeAnsweredAt = performance.now();
      return response;
    };
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('installer-admin@operator-portal.example');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.goto('/install');
  await page.getByRole('link', { name: 'Administer Sonnenschein Elektro GmbH' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Installations' })).toBeVisible();

  // The last row of the page: a message at the top of the list would be out of sight from here.
  const reassign = page
    .getByRole('table', { name: 'Installations' })
    .getByRole('button', { name: /^Reassign / })
    .last();
  await reassign.scrollIntoViewIfNeeded();
  await reassign.click();
  const dialog = page.getByRole('dialog', { name: /^Reassign / });
  const apply = dialog.getByRole('button', { name: 'Reassign' });
  await expect(apply).toBeEnabled();

  // Routine, not destructive: the Apply button is not in the error colour.
  await expect(apply).not.toHaveClass(/MuiButton-colorError/);
  await expect(apply).toHaveClass(/MuiButton-colorPrimary/);

  // The dialog's removal, stamped by the page itself.
  await page.evaluate(() => {
    const win = window as unknown as { dialogGoneAt?: number };
    const observer = new MutationObserver(() => {
      if (document.querySelector('[role="dialog"]') === null) {
        win.dialogGoneAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/installations\/[^/]+\/installer$/.test(response.url()),
  );
  await apply.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  // Both instants in the page's clock: the write's answer and the dialog's removal.
  const { answeredAt, goneAt } = await page.evaluate(() => {
    const win = window as unknown as { writeAnsweredAt?: number; dialogGoneAt?: number };
    return { answeredAt: win.writeAnsweredAt ?? NaN, goneAt: win.dialogGoneAt ?? NaN };
  });
  const closedAfter = goneAt - answeredAt;
  console.log(`[write-close] reassign dialog closed ${closedAfter.toFixed(0)} ms after the PUT's answer`);
  expect(closedAfter).toBeLessThan(CLOSE_WITHIN_MS + NOISE_SLACK_MS);

  const result = page.getByRole('status').filter({ hasText: / is now installed by / });
  await expect(result).toBeVisible();
  await expect(result).toBeInViewport();
});
