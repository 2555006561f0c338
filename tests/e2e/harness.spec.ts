// The harness itself: the console guard catches unexpected errors and lets the known ones pass.
import { expect, test } from './fixtures.ts';
import { ADMIN_BEARER, mockToken } from '../helpers/mock-tokens.ts';

// A page of our origin that runs no app code (the proxy's control endpoint answers JSON), so these checks do not
// depend on what the app renders.
const BARE_PAGE = '/__mock/once';

test('the console guard collects a console error as unexpected', async ({ page, consoleGuard }) => {
  await page.goto(BARE_PAGE);
  await page.evaluate(() => console.error('something broke'));
  await expect
    .poll(() => consoleGuard.unexpected().map((problem) => problem.text))
    .toEqual(['something broke']);
  consoleGuard.clear();
});

test('the console guard collects an uncaught page error', async ({ page, consoleGuard }) => {
  await page.goto(BARE_PAGE);
  // Thrown from a microtask, which the pinned clock (fixtures.ts) does not fake: the browser reports it uncaught.
  await page.evaluate(() => {
    queueMicrotask(() => {
      throw new Error('uncaught in the page');
    });
  });
  await expect.poll(() => consoleGuard.unexpected().map((problem) => problem.kind)).toEqual(['pageerror']);
  // Only the unexpected one: a known, tolerated problem (the bare page's 404 for a resource) may come first.
  expect(consoleGuard.unexpected()[0]?.text).toContain('uncaught in the page');
  consoleGuard.clear();
});

test('an error thrown in a timer is unexpected too, under the pinned clock', async ({
  page,
  consoleGuard,
}) => {
  await page.goto(BARE_PAGE);
  // Playwright's clock runs timer callbacks itself and logs what they throw with console.error, so the browser
  // reports a console error rather than an uncaught one: the guard must still fail the test on it.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown in a timer');
    }, 0);
  });
  await expect
    .poll(() => consoleGuard.unexpected().map((problem) => problem.text))
    .toEqual([expect.stringContaining('thrown in a timer')]);
  consoleGuard.clear();
});

test('a 401 without a token refresh is unexpected', async ({ page, mock, consoleGuard }) => {
  await mock.once({ scenario: 'code=401', method: 'GET', path: '/ui/v1/hems-providers' });
  await page.goto(BARE_PAGE);
  const status = await page.evaluate(
    async (authorization) => (await fetch('/ui/v1/hems-providers', { headers: { authorization } })).status,
    ADMIN_BEARER,
  );
  expect(status).toBe(401);
  await expect
    .poll(() => consoleGuard.unexpected().map((problem) => problem.text))
    .toEqual([expect.stringContaining('status of 401')]);
  consoleGuard.clear();
});

test('the 401 of a refresh flow is allowed', async ({ page, mock, consoleGuard }) => {
  await mock.once({ scenario: 'code=401', method: 'GET', path: '/ui/v1/hems-providers' });
  await page.goto(BARE_PAGE);
  // What the client does: the call answers 401, it refreshes the token, it repeats the call.
  // The mock verifies every token: a real refresh token of its own.
  const refreshToken = mockToken(undefined, 'refresh');
  const statuses = await page.evaluate(
    async ({ authorization, refreshToken }) => {
      const call = () => fetch('/ui/v1/hems-providers', { headers: { authorization } });
      const first = await call();
      const refresh = await fetch('/authentication-api/refresh-token', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh: refreshToken }),
      });
      const again = await call();
      return [first.status, refresh.status, again.status];
    },
    { authorization: ADMIN_BEARER, refreshToken },
  );
  expect(statuses).toEqual([401, 200, 200]);
  await expect.poll(() => consoleGuard.problems.length).toBe(1);
  expect(consoleGuard.problems[0]?.text).toContain('status of 401');
  expect(consoleGuard.unexpected()).toEqual([]);
});

test('the mock proxy answers a queued scenario once', async ({ request, mock }) => {
  const auth = { authorization: ADMIN_BEARER };
  await mock.once({ scenario: 'example=empty', path: '/ui/v1/hems-providers' });
  expect(await (await request.get('/ui/v1/hems-providers', { headers: auth })).json()).toEqual({
    providers: [],
  });
  const again = (await (await request.get('/ui/v1/hems-providers', { headers: auth })).json()) as {
    providers: unknown[];
  };
  expect(again.providers.length).toBeGreaterThan(0);
});
