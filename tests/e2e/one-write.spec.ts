// One click, one write, and sessions that end cleanly, in Chromium against the data-backed mock: a double-click on
// a charger command's confirm sends one command and the charger's history log gets one entry; a stored token no
// server could take (20,000 characters, every call a 431 before) signs the person out to /login with the reason; a
// person deactivated while typing is told so on their next call, keeps what they typed, and signs out to /login.
import { EVSE_UUID } from '../../contracts/support/evse-examples.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { expect, test, type ConsoleProblem } from './fixtures.ts';

const ORIGINS = /\/ui\/v1\/sales\/widgets\/[^/]+\/origins$/;
// The deactivated person's refused save is a 401 the browser logs; the notice says what it means.
const refusedSave = (problem: ConsoleProblem): boolean =>
  problem.kind === 'console' && problem.text.includes('status of 401') && ORIGINS.test(problem.url);
test.use({ allowConsoleErrors: [refusedSave] });

test('a double-click on a charger command’s confirm sends one command: one new entry in the history log', async ({
  page,
}) => {
  const commands: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/commands')) {
      commands.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  const log = page.getByRole('table', { name: 'History log' });
  const hardResets = log.locator('tbody tr').filter({ hasText: 'Hard reset:' });
  await openSignedIn(page, `/sales/your-evses/${EVSE_UUID}/evse-overview/history-log`);
  await expect(log.locator('tbody tr').first()).toBeVisible();
  const before = await hardResets.count();

  await page.goto(`/assets/evses/${EVSE_UUID}/status`);
  await page.getByRole('button', { name: 'Hard reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hard reset this charger?' });
  await dialog.getByRole('button', { name: 'Reset' }).dblclick();
  await expect(page.getByText(/^Hard reset: /)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(commands).toHaveLength(1);
  // One key per action: it names this one Apply.
  expect(commands[0]).toMatch(/^[0-9a-f-]{36}$/);

  await page.goto(`/sales/your-evses/${EVSE_UUID}/evse-overview/history-log`);
  await expect(log.locator('tbody tr').first()).toContainText('Hard reset:');
  await expect(hardResets).toHaveCount(before + 1);
});

test('an oversized stored token signs the person out to /login, which says why; signing in again works', async ({
  page,
}) => {
  await openSignedIn(page, '/fleet');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('token', 'x'.repeat(20_000)));
  await page.goto('/fleet');
  await expect(page).toHaveURL(/\/login\?from=%2Ffleet$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session could not be used any more: sign in again.',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByRole('textbox', { name: 'Email' }).fill('admin@operator-portal.example');
  await page.getByLabel('Password').fill('secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(page.getByRole('status').filter({ hasText: 'could not be used' })).toHaveCount(0);
});

test('deactivated while typing: the next call says so, what was typed stays, Sign out goes to /login with why', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('sales@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/sales/micro-frontends');
  const chart = page.getByRole('region', { name: /^Day-ahead price chart/ });
  const field = chart.getByRole('textbox', { name: /Origins allowed to embed/ });
  const typed = 'https://shop.example.com\nhttps://new-partner.example';
  await field.fill(typed);
  // Deactivated meanwhile: the server refuses the person's next call as a real one would.
  await page.route(ORIGINS, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        message: 'Your account has been deactivated',
        status: 401,
        errorId: 'ACCOUNT_DEACTIVATED',
      }),
    }),
  );
  await chart.getByRole('button', { name: 'Save origins' }).click();

  const notice = page.getByRole('alertdialog', { name: 'Your account has been deactivated' });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/micro-frontends$/);
  await expect(field).toHaveValue(typed);
  // Not behind a modal: the text can still be selected (and copied) where it was typed.
  await field.selectText();
  expect(await page.evaluate(() => (document.activeElement as HTMLTextAreaElement | null)?.value)).toBe(
    typed,
  );

  await notice.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your account has been deactivated: ask an administrator if you still need access.',
  );
});
