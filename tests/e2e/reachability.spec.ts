// Every route with content is reachable by clicking. Signed out, the crawl starts at the sign-in
// page and follows its links (the public pages); signed in as an Admin, it starts at `/` and follows only what a
// person can click — links (cards, table rows' links, tabs, the top navigation), the entries of every menu the shell
// opens (the narrow menu, any header menu) and table rows that open something when clicked — a breadth-first search
// over same-origin URLs, each mapped to its route id by the route table's patterns, at most a few URLs per route id,
// until nothing new is left. A new screen that nobody links to fails it, by name. Measured: main at 45cbede (before
// the area pages and their links) reached 23 of 44 routes with content; with the area pages and p32-links' links, 45 of 48.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { BrowserContext, Page } from '@playwright/test';
import { DATASET_STATE_HEADER } from '../../scripts/mock/proxy.ts';
import { ROLES } from '../../src/api/permissions.gen.ts';
import { routesWithContent } from '../../src/app/route-table.tsx';
import { routeIdOfPath } from '../../src/auth/access.ts';
import type { RouteId } from '../../src/config/paths.ts';
import { STORAGE_KEYS } from '../../src/auth/session-storage.ts';
import { pinBrowserClock, signInThroughForm, workLimit } from '../helpers/e2e-app.ts';
import { expect, test, type ConsoleProblem } from './fixtures.ts';

// The mock documents one API (UI_API): the /api page's other buttons open the honest "no documentation" state.
test.use({
  allowConsoleErrors: [
    (problem: ConsoleProblem) =>
      problem.kind === 'console' &&
      /status of 404/.test(problem.text) &&
      /\/ui\/v1\/docs\/schemas\/[A-Z_]+$/.test(problem.url),
  ],
});

/**
 * Routes with content that no screen with content can link to yet, each with its reason. The test fails when one of
 * them becomes reachable too, so an entry cannot outlive its reason.
 */
const NOT_LINKED_YET: Readonly<Partial<Record<RouteId, string>>> = {};

/** How many URLs of one route id the crawl opens: enough to see a list's rows and a detail's links, no more. */
const URLS_PER_ROUTE = 3;

/** What the crawl spends per route with content: its pages, each opened, settled and read for links. */
const PAGES_MS_PER_ROUTE = 2_000;

/** A URL as the crawl keys it: path and query of a same-origin href, or null for anything a person leaves by. */
function crawlKey(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}`;
}

/** Same-origin hrefs of every link on the page, visible or in an open menu. */
async function linksOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((anchor) => anchor.href),
  );
}

/** The links inside every menu a header button opens (the narrow navigation menu, any header menu). */
async function menuLinks(page: Page): Promise<string[]> {
  const found: string[] = [];
  const buttons = page.locator('header [aria-haspopup="true"], header [aria-haspopup="menu"]');
  for (let index = 0; index < (await buttons.count()); index += 1) {
    const button = buttons.nth(index);
    // The narrow menu's button is hidden at desktop width: a person on a narrow screen opens it.
    const hidden = !(await button.isVisible());
    if (hidden) await page.setViewportSize({ width: 480, height: 900 });
    await button.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    found.push(
      ...(await menu.evaluate((element) =>
        [...element.querySelectorAll<HTMLAnchorElement>('a[href]')].map((anchor) => anchor.href),
      )),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    if (hidden) await page.setViewportSize({ width: 1280, height: 900 });
  }
  return found;
}

/** Where clicking the first row of each table without a link of its own leads (rows that open their item). */
async function rowTargets(page: Page): Promise<string[]> {
  const found: string[] = [];
  const tables = page.locator('main table');
  for (let index = 0; index < (await tables.count()); index += 1) {
    const row = tables.nth(index).locator('tbody tr').first();
    if ((await row.count()) === 0 || (await row.locator('a[href], button').count()) > 0) continue;
    const before = page.url();
    await row.locator('td').first().click();
    await page.waitForTimeout(200);
    if (page.url() !== before) {
      found.push(page.url());
      await page.goBack();
      await expect(page).toHaveURL(before);
    }
  }
  return found;
}

/** Client-side navigation as a click does it (React Router listens); a screen may then rewrite its URL. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

/**
 * A screen has drawn what it links to: its heading, then no loading indicator and no open request twice in a row —
 * or, for a screen that keeps asking (the live stream's polls), after a few seconds whatever it shows by then.
 */
async function settled(page: Page, open: ReadonlySet<unknown>): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: e2eTimeLimit(20_000) });
  const loaders = page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible');
  const deadline = Date.now() + 5_000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    quiet = open.size === 0 && (await loaders.count()) === 0 ? quiet + 1 : 0;
    await page.waitForTimeout(100);
  }
}

/** Counts the page's open requests (for `settled`). */
function openRequests(page: Page): ReadonlySet<unknown> {
  const open = new Set<unknown>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return open;
}

/**
 * The next URL to open: the oldest one of a route not reached yet when there is one (it is what the crawl looks for,
 * and its links may lead further), else the oldest of all. Breadth-first over the new routes first: the same routes are
 * reached with about half the pages (138 pages opened for 64 routes when every URL waited its turn).
 */
function nextKey(queue: string[], reached: ReadonlySet<RouteId>): string {
  const fresh = queue.findIndex((key) => {
    const id = routeIdOfPath(key);
    return id !== undefined && !reached.has(id);
  });
  return queue.splice(Math.max(fresh, 0), 1)[0] as string;
}

interface Crawl {
  readonly reached: Set<RouteId>;
  readonly visited: number;
}

/**
 * Breadth-first from `start`, opening each URL by client-side navigation (as a click does); `follow` says which
 * route ids to open (the signed-out crawl stays on public pages).
 */
async function crawl(
  page: Page,
  start: string,
  follow: (id: RouteId) => boolean,
  opened: (page: Page) => Promise<void>,
  wanted: readonly RouteId[],
): Promise<Crawl> {
  const origin = new URL(page.url()).origin;
  const reached = new Set<RouteId>();
  const perRoute = new Map<RouteId, number>();
  const seen = new Set<string>([start]);
  const queue: string[] = [start];
  let visited = 0;
  let first = true;
  // Ends when nothing is left to open, or as soon as every route it looks for is reached (more would find nothing).
  while (queue.length > 0 && !wanted.every((id) => reached.has(id))) {
    const key = nextKey(queue, reached);
    const id = routeIdOfPath(key);
    if (id === undefined) continue;
    reached.add(id);
    if (!follow(id) || (perRoute.get(id) ?? 0) >= URLS_PER_ROUTE) continue;
    perRoute.set(id, (perRoute.get(id) ?? 0) + 1);
    if (!first) await openInApp(page, key);
    const began = Date.now();
    await opened(page);
    visited += 1;
    if (Date.now() - began > 3_000) console.log(`slow: ${key} ${Date.now() - began} ms`);
    const hrefs = [...(await linksOnPage(page)), ...(first ? await menuLinks(page) : [])];
    hrefs.push(...(await rowTargets(page)));
    first = false;
    for (const href of hrefs) {
      const next = crawlKey(href, origin);
      if (next === null || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return { reached, visited };
}

async function signedOutCrawl(context: BrowserContext, wanted: readonly RouteId[]): Promise<Crawl> {
  const page = await context.newPage();
  const open = openRequests(page);
  await page.goto('/login');
  return crawl(page, '/login', isPublic, (opened) => settled(opened, open), wanted.filter(isPublic));
}

const PUBLIC: ReadonlySet<RouteId> = new Set([
  'login',
  'signUp',
  'verifyEmail',
  'resetPassword',
  'accountRecovery',
]);
const isPublic = (id: RouteId) => PUBLIC.has(id);

test('every route with content is reached by clicking from the sign-in page and from /', async ({
  page,
  browser,
}) => {
  const withContent = routesWithContent();
  // Two sign-ins, then a page or two per route with content (under a second each with e2e alone on the machine).
  test.setTimeout(workLimit(withContent.length, PAGES_MS_PER_ROUTE, { startMs: 30_000 }));
  const started = Date.now();
  const wanted = withContent.filter((id) => NOT_LINKED_YET[id] === undefined);

  const signedOut = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await pinBrowserClock(signedOut);
  const publicCrawl = await signedOutCrawl(signedOut, wanted).finally(() => signedOut.close());

  // Signed in as an Admin: every permission of the catalogue's Admin role. Your EVSEs lists only the chargers of the
  // caller's customers and the generated world gives the Admin none: in this test's world the
  // Admin is the account owner of the Sales persona's customers, so the sales mount of a charger is reached.
  await page.setExtraHTTPHeaders({ [DATASET_STATE_HEADER]: 'caller-owns-customers' });
  await page.setViewportSize({ width: 1280, height: 900 });
  const open = openRequests(page);
  await page.goto('/login');
  await signInThroughForm(page);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.permissions,
    JSON.stringify(ROLES.Admin.permissions),
  ] as const);
  await page.reload();
  const shellCrawl = await crawl(
    page,
    '/',
    (id) => !isPublic(id),
    (opened) => settled(opened, open),
    wanted.filter((id) => !isPublic(id)),
  );

  const reached = new Set([...publicCrawl.reached, ...shellCrawl.reached]);
  const missing = withContent.filter((id) => !reached.has(id));
  console.log(
    `reached ${withContent.length - missing.length} of ${withContent.length} routes with content ` +
      `(${publicCrawl.visited + shellCrawl.visited} pages opened in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const id of missing)
    console.log(`not reached: ${id}${NOT_LINKED_YET[id] ? ` (known: ${NOT_LINKED_YET[id]})` : ''}`);
  expect(
    missing.filter((id) => NOT_LINKED_YET[id] === undefined),
    'routes with content that no click reaches',
  ).toEqual([]);
  expect(
    Object.keys(NOT_LINKED_YET).filter((id) => reached.has(id as RouteId)),
    'reached now: take them off NOT_LINKED_YET',
  ).toEqual([]);
});
