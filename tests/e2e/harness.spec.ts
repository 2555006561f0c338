// The harness itself: the console guard catches unexpected errors and lets the known ones pass.
import { expect, test } from './fixtures.ts';

test('the console guard collects a console error as unexpected', async ({ page, consoleGuard }) => {
  await page.goto('/');
  await page.evaluate(() => console.error('something broke'));
  await expect
    .poll(() => consoleGuard.unexpected().map((problem) => problem.text))
    .toEqual(['something broke']);
  consoleGuard.clear();
});

test('the console guard collects an uncaught page error', async ({ page, consoleGuard }) => {
  await page.goto('/');
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('uncaught in the page');
    }, 0);
  });
  await expect.poll(() => consoleGuard.unexpected().map((problem) => problem.kind)).toEqual(['pageerror']);
  expect(consoleGuard.problems[0]?.text).toContain('uncaught in the page');
  consoleGuard.clear();
});

test('a 401 without a token refresh is unexpected', async ({ page, mock, consoleGuard }) => {
  await mock.once({ scenario: 'code=401', method: 'GET', path: '/ui/v1/hems-providers' });
  await page.goto('/');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect
    .poll(() => consoleGuard.unexpected().map((problem) => problem.text))
    .toEqual([expect.stringContaining('status of 401')]);
  consoleGuard.clear();
});

test('the 401 of a refresh flow is allowed', async ({ page, mock, consoleGuard }) => {
  await mock.once({ scenario: 'code=401', method: 'GET', path: '/ui/v1/hems-providers' });
  await page.goto('/');
  await expect(page.getByRole('alert')).toBeVisible();
  // The temporary page has no refresh logic; the call the real client makes after a 401 stands in for it.
  const status = await page.evaluate(async () => {
    const answer = await fetch('/authentication-api/refresh-token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: 'r' }),
    });
    return answer.status;
  });
  expect(status).toBe(200);
  expect(consoleGuard.problems.map((problem) => problem.text)).toEqual([
    expect.stringContaining('status of 401'),
  ]);
  expect(consoleGuard.unexpected()).toEqual([]);
});

test('the mock proxy answers a queued scenario once', async ({ request, mock }) => {
  const auth = { authorization: 'Bearer e2e' };
  await mock.once({ scenario: 'example=empty', path: '/ui/v1/hems-providers' });
  expect(await (await request.get('/ui/v1/hems-providers', { headers: auth })).json()).toEqual({
    providers: [],
  });
  const again = (await (await request.get('/ui/v1/hems-providers', { headers: auth })).json()) as {
    providers: unknown[];
  };
  expect(again.providers.length).toBeGreaterThan(0);
});
