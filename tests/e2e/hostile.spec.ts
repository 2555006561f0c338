// Hostile input in what the app reads without asking — local storage (each key corrupt, malformed
// and expired tokens, navigation items with javascript:, data: and protocol-relative targets) and the login page's
// `from`. The app stays usable or signs out cleanly; no dialog ever opens; every request goes to the app's origin.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Page } from '@playwright/test';
import { refreshTokenExpiringIn, testJwt } from '../helpers/jwt.ts';
import {
  browserNow,
  navigateInApp,
  signedInSession,
  signInThroughForm,
  type StoredSession,
} from '../helpers/e2e-app.ts';
import { fillPattern } from '../../src/config/paths.ts';
import { routeEntries } from '../../src/routes/route-catalogue.ts';
import { expect, test } from './fixtures.ts';

/** A same-origin page that runs no app code (the mock proxy's control endpoint): storage is written from there. */
const BARE_PAGE = '/__mock/once';
const GUARDED = '/hems';

let session: StoredSession = {};
const dialogs: string[] = [];
const offOrigin: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  session = await signedInSession(browser, baseURL);
});

test.beforeEach(async ({ page, baseURL }) => {
  dialogs.length = 0;
  offOrigin.length = 0;
  const origin = new URL(baseURL ?? '').origin;
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`)) offOrigin.push(url);
  });
  await page.goto(BARE_PAGE);
});

test.afterEach(async ({ page }) => {
  // Give a late timer or handler a moment to misbehave before judging.
  await page.waitForTimeout(200);
  expect(dialogs, 'no alert, confirm or prompt may open').toEqual([]);
  expect(offOrigin, 'every request goes to the app’s own origin').toEqual([]);
  expect(await page.evaluate(() => (Object.prototype as { polluted?: unknown }).polluted)).toBeUndefined();
});

/** Replaces local storage from the bare page (no app code runs there), then opens `path`. */
async function openWithStorage(page: Page, entries: Record<string, string | null>, path = GUARDED) {
  await page.goto(BARE_PAGE);
  await page.evaluate((values) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(values)) if (value !== null) localStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
}

async function expectUsable(page: Page, path = GUARDED) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Something went wrong|Sign in/);
}

async function expectSignedOutCleanly(page: Page, { signInAgain = false, from = GUARDED } = {}) {
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('from') === from);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const stored = await page.evaluate(() => ({ ...localStorage }));
  expect(stored.token, 'token removed').toBeUndefined();
  expect(stored['refresh-token'], 'refresh-token removed').toBeUndefined();
  if (!signInAgain) return;
  // And signing in again works from there, back to where the user was going.
  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.pathname === from);
}

const CORRUPT_VALUES = [
  '{not json',
  'null',
  '{"__proto__": {"polluted": true}}',
  '"<script>alert(1)</script>"',
];
/** Only for the keys the app parses (sent as a header, 70 kB would rightly be refused by any server). */
const HUGE_LIST = `[${'{"displayText":"x","targetUrl":"/"},'.repeat(2000)}1]`;

test.describe('corrupt JSON in each storage key', () => {
  // The two tokens are the session itself: a corrupt refresh token means no session (SPEC §4, §5); the access token
  // is opaque to the app and only sent along. permissions and navItems fall back to their defaults (DESIGN §3).
  const outcomes = {
    token: 'usable',
    'refresh-token': 'signed out',
    permissions: 'usable',
    navItems: 'usable',
    'subscription-token': 'usable',
  } as const;

  for (const [key, outcome] of Object.entries(outcomes)) {
    test(`${key}: ${outcome}`, async ({ page }) => {
      const values =
        key === 'permissions' || key === 'navItems' ? [...CORRUPT_VALUES, HUGE_LIST] : CORRUPT_VALUES;
      for (const [index, value] of values.entries()) {
        await test.step(`${key} = ${value.slice(0, 40)}`, async () => {
          await openWithStorage(page, { ...session, [key]: value });
          if (outcome === 'usable') {
            await expectUsable(page);
            // The shell is still whole: its navigation and the sign-out button.
            await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
          } else {
            await expectSignedOutCleanly(page, { signInAgain: index === values.length - 1 });
          }
        });
      }
    });
  }
});

test('a malformed access token: the app stays usable and keeps calling only its own API', async ({
  page,
}) => {
  for (const token of ['a.b.c', 'x'.repeat(4000), 'eyJ\r\nInjected: 1']) {
    await openWithStorage(page, { ...session, token });
    await expectUsable(page);
  }
});

test('malformed refresh tokens sign out cleanly', async ({ page }) => {
  for (const refresh of ['a.b.c', testJwt({ exp: 'tomorrow' }), `${testJwt({ exp: 9_999_999_999 })}.extra`]) {
    await openWithStorage(page, { ...session, 'refresh-token': refresh });
    await expectSignedOutCleanly(page);
  }
  await expectSignedOutCleanly(page, { signInAgain: true });
});

test('an expired refresh token signs out cleanly, also when it expires while the page is open', async ({
  page,
}) => {
  // Expiry is judged by the page's clock (pinned by the fixtures), so the tokens are made from it, not Node's.
  await openWithStorage(page, {
    ...session,
    'refresh-token': refreshTokenExpiringIn(-60, await browserNow(page)),
  });
  await expectSignedOutCleanly(page, { signInAgain: true });

  // Long enough for the first screen to show on a busy 2-core machine (3 s was not), short enough to wait for.
  await openWithStorage(page, {
    ...session,
    'refresh-token': refreshTokenExpiringIn(8, await browserNow(page)),
  });
  await expectUsable(page);
  await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: e2eTimeLimit(15_000) });
  expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).toBeNull();
});

test.describe('navigation items with hostile targets', () => {
  const HOSTILE_ITEMS = [
    { displayText: 'Script', targetUrl: 'javascript:alert(1)' },
    { displayText: 'Script upper', targetUrl: ' JaVaScRiPt:alert(document.domain)' },
    { displayText: 'Data', targetUrl: 'data:text/html,<script>alert(1)</script>' },
    { displayText: 'Protocol relative', targetUrl: '//evil.example/x' },
    { displayText: 'Backslash', targetUrl: '/\\evil.example' },
    { displayText: 'Tab', targetUrl: '/\t/evil.example' },
    { displayText: 'Vbscript', targetUrl: 'vbscript:msgbox(1)' },
    { displayText: '<img src=x onerror=alert(1)>', targetUrl: '/operations' },
  ];

  async function openWithHostileNav(page: Page) {
    const items = [...HOSTILE_ITEMS, { displayText: 'HEMS', targetUrl: '/hems' }];
    const navItems = JSON.stringify(items);
    // The profile read when the app loads replaces the stored items: it answers the same hostile ones.
    // A read still in flight when the test ends finds its answer disposed: nothing is left to answer then.
    await page.route('**/ui/v1/profile', async (route) => {
      const answer = await route.fetch().catch(() => null);
      const body =
        answer === null ? null : ((await answer.json().catch(() => null)) as Record<string, unknown> | null);
      if (answer === null || body === null) return;
      await route.fulfill({ response: answer, json: { ...body, navItems: items } }).catch(() => undefined);
    });
    await openWithStorage(page, { ...session, navItems });
    await expectUsable(page);
  }

  /** Every link in the page: none may lead elsewhere or run code. */
  async function expectOnlySafeLinks(page: Page) {
    const hrefs = await page.locator('a[href]').evaluateAll((links) =>
      links.map((link) => ({
        raw: link.getAttribute('href') ?? '',
        resolved: (link as HTMLAnchorElement).href,
      })),
    );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const { raw, resolved } of hrefs) {
      expect(raw, `href ${raw}`).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      const url = new URL(resolved);
      // Internal links stay on our origin; the only other kind allowed is an https link (the footer's).
      expect(url.origin === new URL(page.url()).origin || url.protocol === 'https:', `href ${raw}`).toBe(
        true,
      );
      expect(url.host, `href ${raw}`).not.toBe('evil.example');
    }
  }

  test('wide screen: unsafe items are inert text, the safe one works, markup is shown as text', async ({
    page,
  }) => {
    await openWithHostileNav(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectOnlySafeLinks(page);
    for (const item of HOSTILE_ITEMS.slice(0, -1)) {
      const entry = nav.getByText(item.displayText, { exact: true });
      await expect(entry).toBeVisible();
      await expect(nav.getByRole('link', { name: item.displayText, exact: true })).toHaveCount(0);
      await entry.click();
      await expect(page).toHaveURL((url) => url.pathname === GUARDED);
    }
    // The label with markup is a label: no element was made of it.
    const markup = nav.getByRole('link', { name: '<img src=x onerror=alert(1)>' });
    await expect(markup).toHaveAttribute('href', '/operations');
    expect(await nav.locator('img').count()).toBe(0);
    await markup.click();
    await expect(page).toHaveURL((url) => url.pathname === '/operations');
    await nav.getByRole('link', { name: 'HEMS' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/hems');
  });

  test('narrow screen: the menu offers the same, and choosing an unsafe item goes nowhere', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openWithHostileNav(page);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expectOnlySafeLinks(page);
    const unsafe = menu.getByRole('menuitem', { name: 'Script', exact: true });
    await expect(unsafe).toBeVisible();
    await unsafe.click({ force: true });
    await expect(page).toHaveURL((url) => url.pathname === GUARDED);
    await page.keyboard.press('Escape');
  });
});

// (shell.spec.ts has the plain '//evil.example'.)
test('a hostile from= after sign-in never leaves the app', async ({ page, baseURL }) => {
  for (const from of [
    'javascript:alert(1)',
    '/\\evil.example',
    'https://evil.example/',
    '/\t/evil.example',
  ]) {
    await openWithStorage(page, {}, `/login?from=${encodeURIComponent(from)}`);
    await signInThroughForm(page);
    await expect(page).toHaveURL(
      (url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Health Overview');
  }
});

// Every key of every route is checked against the pattern of the API parameter it is sent as, before the screen
// mounts: a hostile key shows the invalid-link screen naming it, and no call goes out (none to ask the API about
// markup, none of the shell's either).
test('a hostile key in any route shows the invalid-link screen, naming each key, and makes no call', async ({
  page,
}) => {
  const HOSTILE = '<script>';
  const keyed = routeEntries.filter((entry) => entry.access === 'guarded' && entry.paramNames.length > 0);
  expect(keyed.length).toBeGreaterThan(20);
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/(ui|authentication-api)\//.test(pathname)) calls.push(pathname);
  });
  await openWithStorage(page, session, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const problems: string[] = [];
  for (const entry of keyed) {
    const path = fillPattern(
      entry.pattern,
      Object.fromEntries(entry.paramNames.map((name) => [name, HOSTILE])),
    );
    // Settle what the previous page asked for before counting this one's calls.
    await page.waitForLoadState('networkidle');
    calls.length = 0;
    await navigateInApp(page, path);
    const alert = page.getByRole('alert').filter({ hasText: 'This link is not valid' });
    await expect(alert, path).toBeVisible();
    for (const name of entry.paramNames) {
      await expect(alert.getByText(name, { exact: true }), `${path}: ${name}`).toBeVisible();
    }
    await page.waitForTimeout(150);
    if (calls.length > 0) problems.push(`${path}: ${calls.join(', ')}`);
  }
  expect(problems, 'no route calls the API with a hostile key').toEqual([]);
});
