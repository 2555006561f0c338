// The mock scenario switcher. In `npm start` (its own dev stack, started here): every screen state is
// reachable from the switcher — an empty list, a declared error, 401 -> refresh, a slow answer — persisted for the
// tab's session and announced by a banner. In the production build (the suite's preview stack): no trace of it,
// and no request carries the scenario header or Prefer, even with choices left in session storage.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { checkNoDevCode } from '../../scripts/budget/check-no-dev-code.ts';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';
import { seedStorage, signInThroughForm, type StoredSession } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';

const SCENARIO_HEADER = 'x-mock-scenario';

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...env };
  delete copy.NODE_ENV;
  return copy;
}

/** `npm start` on free ports: resolves to the portal's URL once it says it is ready. */
function startDevStack(): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(resolve(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
    cwd: PROJECT_ROOT,
    // The runner's global setup built the app, which leaves NODE_ENV=production behind; Vite's dev server would
    // then serve `import.meta.env.DEV === false`. A developer's shell has no such thing.
    env: { ...withoutNodeEnv(process.env), PORT: '5391', MOCK_PORT: '4391', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`npm start did not get ready:\n${output}`)),
      e2eTimeLimit(120_000),
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /\[start\] Operator Portal: (http:\/\/\S+?)\/? /.exec(output);
      if (ready?.[1]) {
        clearTimeout(timer);
        done({ url: ready[1], child, output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`npm start exited ${code}:\n${output}`));
    });
  });
}

function stopDevStack(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    // Its own process group: Vite and Prism stop with it, nothing else does.
    process.kill(-child.pid!, 'SIGTERM');
  });
}

/**
 * Sets one operation's answer (and delay) in the switcher's drawer, then closes it. Retried as a whole: the dev
 * server reloads the page when a source file changes under it, which closes the drawer; the choice itself is kept
 * in session storage.
 */
async function choose(page: Page, operationId: string, answer: string, delay?: string): Promise<void> {
  const drawer = page.getByRole('dialog', { name: 'Mock scenarios' });
  await expect(async () => {
    if (!(await drawer.isVisible())) await page.getByRole('button', { name: /^Mock scenarios/ }).click();
    await drawer
      .getByRole('combobox', { name: `${operationId} answer` })
      .selectOption(answer, { timeout: e2eTimeLimit(10_000) });
    if (delay) await drawer.getByRole('combobox', { name: `${operationId} delay` }).selectOption(delay);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  }).toPass({ timeout: e2eTimeLimit(90_000) });
}

const apiRequests = (page: Page): Request[] => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/(ui|authentication-api)\//.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return seen;
};

test.describe('in npm start (dev server)', () => {
  test.describe.configure({ mode: 'serial', timeout: e2eTimeLimit(180_000) });
  let stack: Awaited<ReturnType<typeof startDevStack>> | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(e2eTimeLimit(180_000));
    stack = await startDevStack();
    base = stack.url;
  });

  test.afterAll(async () => {
    await stopDevStack(stack?.child);
  });

  // One sign-in through the form on the dev stack (the first test's); the later tests open the home page with its
  // stored session, as a reopened tab would: every dev-server page load costs seconds of module requests.
  let session: StoredSession | undefined;
  async function signIn(page: Page): Promise<void> {
    if (session === undefined) {
      await page.goto(`${base}/login`);
      await signInThroughForm(page);
      await expect(page).toHaveURL((url) => url.pathname === '/', { timeout: e2eTimeLimit(60_000) });
      session = await page.evaluate(() => ({ ...localStorage }));
      return;
    }
    await seedStorage(page, session);
    await page.goto(`${base}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: e2eTimeLimit(60_000) });
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }

  test('an empty list, reached through the switcher and announced by its banner', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('status', { name: 'Mock overridden' })).toBeHidden();
    await choose(page, 'listPreparedInstallations', 'example=empty');
    const banner = page.getByRole('status', { name: 'Mock overridden' });
    await expect(banner).toContainText('listPreparedInstallations: example “empty”');

    const seen = apiRequests(page);
    await page.goto(`${base}/hems/prepared/sonnen`);
    await expect(page.getByText('No Sites Found')).toBeVisible({ timeout: e2eTimeLimit(30_000) });
    await expect(page.getByText('Installations: 0')).toBeVisible();
    await expect(banner).toBeVisible();
    const call = seen.find((request) => request.url().includes('/ui/v1/installation/prepared/hems/sonnen'));
    expect(call?.headers()[SCENARIO_HEADER]).toBe('example=empty');
    expect((await call?.response())?.headers()['x-mock-selected']).toBe('example=empty');
    await saveScreenshot(page, 'scenario-empty-list');

    await banner.getByRole('button', { name: 'Change' }).click();
    const drawer = page.getByRole('dialog', { name: 'Mock scenarios' });
    await expect(drawer.getByRole('combobox', { name: 'listPreparedInstallations answer' })).toHaveValue(
      'example=empty',
    );
    await drawer.getByRole('searchbox', { name: 'Find an operation' }).fill('prepared');
    await saveScreenshot(page, 'scenario-switcher-panel');
  });

  test.describe('a declared error', () => {
    test.use({ allowConsoleErrors: [(problem: ConsoleProblem) => /status of 500/.test(problem.text)] });

    test('the error state, reached through the switcher, then reset', async ({ page }) => {
      await signIn(page);
      await choose(page, 'listHemsProviders', 'code=500');
      await page.goto(`${base}/hems`);
      const alert = page.getByRole('alert').filter({ hasText: 'Could not load the HEMS providers' });
      await expect(alert).toBeVisible({ timeout: e2eTimeLimit(30_000) });
      await expect(alert).toContainText('HTTP 500');
      await expect(page.getByRole('status', { name: 'Mock overridden' })).toContainText(
        'listHemsProviders: error 500',
      );
      await saveScreenshot(page, 'scenario-error-state');

      // Persisted for the session: a reload keeps the choice; Reset drops it.
      await page.reload();
      await expect(alert).toBeVisible({ timeout: e2eTimeLimit(30_000) });
      await page
        .getByRole('status', { name: 'Mock overridden' })
        .getByRole('button', { name: 'Reset' })
        .click();
      await expect(page.getByRole('status', { name: 'Mock overridden' })).toBeHidden();
      expect(await page.evaluate(() => sessionStorage.getItem('mock-scenarios'))).toBeNull();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(
        page.getByRole('table', { name: 'HEMS providers' }).getByRole('link').first(),
      ).toBeVisible();
    });
  });

  test('401 -> refresh: the call is refused once, the token refreshed, the call repeated', async ({
    page,
  }) => {
    await signIn(page);
    await choose(page, 'listHemsProviders', 'refresh');
    const seen = apiRequests(page);
    await page.goto(`${base}/hems`);
    // The table is there while loading too: wait for its rows' links.
    await expect(page.getByRole('table', { name: 'HEMS providers' }).getByRole('link').first()).toBeVisible({
      timeout: e2eTimeLimit(30_000),
    });
    const calls = seen.filter((request) => /hems-providers|refresh-token/.test(request.url()));
    const statuses = await Promise.all(calls.map(async (request) => (await request.response())?.status()));
    const path = (request: Request) => new URL(request.url()).pathname;
    const log = calls.map((request, i) => `${path(request)} ${statuses[i]}`);
    const first = log.indexOf('/ui/v1/hems-providers 401');
    expect(first, log.join('\n')).toBeGreaterThanOrEqual(0);
    expect(log.slice(first, first + 3)).toEqual([
      '/ui/v1/hems-providers 401',
      '/authentication-api/refresh-token 200',
      '/ui/v1/hems-providers 200',
    ]);
    // The retry repeats the call's id: that is how the mock tells it from a new call.
    expect(calls[first + 2]?.headers()[SCENARIO_HEADER]).toBe(calls[first]?.headers()[SCENARIO_HEADER]);
  });

  test('a slow answer keeps the loading state on screen', async ({ page }) => {
    await signIn(page);
    await choose(page, 'listHemsProviders', 'rule', '3000');
    await expect(page.getByRole('status', { name: 'Mock overridden' })).toContainText(
      'listHemsProviders: 3 s late',
    );
    const started = Date.now();
    await page.goto(`${base}/hems`);
    await expect(page.getByRole('progressbar', { name: 'Loading HEMS providers' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'HEMS providers' }).getByRole('link').first()).toBeVisible({
      timeout: e2eTimeLimit(30_000),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });
});

test.describe('in the production build', () => {
  test('has no switcher and sends neither the scenario header nor Prefer', async ({ page }) => {
    // Choices left in session storage by a dev session must change nothing.
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'mock-scenarios',
        JSON.stringify({ 'GET /ui/v1/hems-providers': { answer: 'code=500', delayMs: 0 } }),
      ),
    );
    const seen = apiRequests(page);
    await page.goto('/login');
    await signInThroughForm(page);
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await page.goto('/hems');
    await expect(page.getByRole('table', { name: 'HEMS providers' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Mock scenarios/ })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Mock overridden' })).toHaveCount(0);
    expect(seen.length).toBeGreaterThan(2);
    for (const request of seen) {
      expect(Object.keys(request.headers())).not.toContain(SCENARIO_HEADER);
      expect(Object.keys(request.headers())).not.toContain('prefer');
    }
  });

  test('dist/ holds no trace of the switcher', () => {
    const { ok, report } = checkNoDevCode(resolve(PROJECT_ROOT, 'dist'));
    expect(ok, report).toBe(true);
  });
});
