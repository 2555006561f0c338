// Shared steps of the e2e files: sign in once per worker and reuse the stored session, wait until a route
// has rendered its data, and read what the browser actually fetched.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';
import { PINNED_INSTANTS, type PinnedInstantName } from '../../scripts/mock/instants.ts';

export type StoredSession = Record<string, string>;

export const STAFF = { email: 'staff@example.com', password: 'any password works with the mock' };

/** Fills and sends the login form (the mock accepts any email and password). */
export async function signInThroughForm(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(STAFF.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Starts the browser's clock at a pinned instant (scripts/mock/instants.ts), for every page of the context, before
 * any page script runs. `install`, not `setFixedTime`: time then runs on from the instant and every timer fires as
 * usual (the live stream's 5 s polls, "updated … ago", staleness, the 120 s chunk time-out), where a fixed time
 * would freeze `Date.now()` and no poll could ever be late. Only the fixtures' context and the contexts the helpers
 * open need it; a test may still `pauseAt`/`fastForward` from there (measure from `browserNow`, not Node's clock).
 */
export async function pinBrowserClock(
  context: BrowserContext,
  instant: PinnedInstantName = 'reference',
): Promise<void> {
  await context.clock.install({ time: PINNED_INSTANTS[instant] });
}

/** The page's own `Date.now()` (its pinned clock), for tests that move the clock on from it. */
export const browserNow = (page: Page): Promise<number> => page.evaluate(() => Date.now());

let session: Promise<StoredSession> | undefined;

/** The local storage of a real sign-in through the form, done once per worker and reused by every test. */
export function signedInSession(browser: Browser, baseURL: string | undefined): Promise<StoredSession> {
  session ??= (async () => {
    // The form is filled by its English labels: a context of its own says so, whatever language the browser (or a
    // file's `test.use({ locale })`) would give a new context.
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    try {
      await pinBrowserClock(context);
      const page = await context.newPage();
      await page.goto('/login');
      await signInThroughForm(page);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      return await page.evaluate(() => ({ ...localStorage }));
    } finally {
      await context.close();
    }
  })();
  session.catch(() => (session = undefined));
  return session;
}

/** Seeds local storage before any page script runs, on every page of the context (or just this page). */
export async function seedStorage(target: Page | BrowserContext, entries: StoredSession): Promise<void> {
  await target.addInitScript((values) => {
    try {
      // Once per tab: a reload or a later page must see what the app wrote since (a sign-out, a refresh).
      if (sessionStorage.getItem('e2e-seeded') === '1') return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.clear();
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage of the app's origin.
    }
  }, entries);
}

/**
 * Opens `path` signed in with the worker's one session (signedInSession: one sign-in through the form per worker), for
 * tests whose subject is not the sign-in itself.
 */
export async function openSignedIn(page: Page, path: string): Promise<void> {
  const browser = page.context().browser();
  if (browser === null) throw new Error('openSignedIn needs a page of a launched browser');
  await seedStorage(page, await signedInSession(browser, process.env.E2E_BASE_URL));
  await page.goto(path);
}

/**
 * A route has rendered its data: its page heading is there, the network has been quiet for 500 ms, and no loading
 * indicator (progress bar, skeleton row, busy region) is left. Generic, so a new screen needs nothing here.
 */
export async function waitForRouteReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible')).toHaveCount(0, {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

/**
 * How long a route may take to settle, and the docs renderer to draw its operations. The renderer (Redoc, ~352 kB
 * gzip) resolves and draws the whole document on the main thread; its predecessor (swagger-ui) took ~3 s alone here
 * and was measured at 12 s with the other worker's Chromium busy on the same 2 cores — past the default 10 s
 * expectation. Not a budget: the budgets are the route-JS figures and `npm run bench`.
 */
export const SETTLE_QUIET_MS = 30_000;
export const SETTLE_TIMEOUT_MS = e2eTimeLimit(SETTLE_QUIET_MS);

/** The route whose page is the docs renderer: it draws the whole OpenAPI document before it settles. */
export const DOCS_RENDERER_ROUTE = '/api/:apiKey';

/**
 * The limit of a test that does `items` pieces of like work one after the other (a walk's routes, a crawl's pages):
 * a start (`startMs`: the sign-in, the first load) and `itemMs` per item, each as long as it takes with e2e alone on
 * the machine, plus `extraMs` (the docs renderer's settle, when its route is one of them); stretched like every
 * e2e limit (e2eTimeLimit). A time-out is slack against a hang, never what such a test asserts.
 */
export const workLimit = (items: number, itemMs: number, { startMs = 20_000, extraMs = 0 } = {}): number =>
  e2eTimeLimit(startMs + items * itemMs + extraMs);

/** `workLimit` for routes: the docs renderer's route gets its settle time on top. */
export const routesLimit = (routes: readonly { pattern: string }[], routeMs: number): number =>
  workLimit(routes.length, routeMs, {
    extraMs: routes.some((route) => route.pattern === DOCS_RENDERER_ROUTE) ? SETTLE_QUIET_MS : 0,
  });

const inFlight = new WeakMap<Page, Set<unknown>>();

/**
 * Starts counting the page's open requests (call once, before navigating). Lets `waitForRouteSettled` end as soon as
 * nothing is open, instead of Playwright's fixed 500 ms of network silence.
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Like `waitForRouteReady` for a page under `trackRequests`: the heading is there, and twice in a row, 100 ms apart,
 * no request is open and no loading indicator is shown.
 */
export async function waitForRouteSettled(
  page: Page,
  { heading = true }: { heading?: boolean } = {},
): Promise<void> {
  const open = inFlight.get(page);
  if (open === undefined) throw new Error('call trackRequests(page) before navigating');
  // A modal dialog hides the page behind it (and its heading) from the accessibility tree: such a state passes false.
  if (heading) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const loaders = page.locator('[role="progressbar"]:visible, [aria-busy="true"]:visible');
  let quietChecks = 0;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (quietChecks < 2) {
    if (Date.now() > deadline) throw new Error(`route did not settle: ${open.size} requests open`);
    quietChecks = open.size === 0 && (await loaders.count()) === 0 ? quietChecks + 1 : 0;
    await page.waitForTimeout(100);
  }
}

/** Client-side navigation as the browser's own history does it (React Router listens), without a document load. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

export interface ScriptFigures {
  /** Script URL path → gzip bytes. */
  files: Map<string, number>;
  total: number;
}

/** Gzip bytes of the hashed script files read so far in this worker (the body is read and compressed once). */
const gzipBytesOf = new Map<string, number>();

/**
 * Records every script the page fetches, gzip-compressed at zlib's default level (as scripts/budget/check-build.ts
 * counts). Call before the navigation; `done()` waits for the bodies still being read.
 */
export function recordScripts(page: Page): { done(): Promise<ScriptFigures> } {
  const files = new Map<string, number>();
  const pending: Promise<unknown>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = response.url();
    const path = new URL(url).pathname;
    const known = gzipBytesOf.get(url);
    if (known !== undefined) {
      files.set(path, known);
      return;
    }
    pending.push(
      response.body().then(
        (body) => {
          const bytes = gzipSync(body).length;
          // A build's file names carry their content's hash: the same URL is the same bytes for the whole run.
          if (/-[\w-]{8,}\.js$/.test(path)) gzipBytesOf.set(url, bytes);
          files.set(path, bytes);
        },
        () => undefined,
      ),
    );
  };
  page.on('response', onResponse);
  return {
    async done() {
      page.off('response', onResponse);
      await Promise.all(pending);
      return { files, total: [...files.values()].reduce((sum, bytes) => sum + bytes, 0) };
    },
  };
}

/**
 * Turns the browser's cache off for this page (Chrome DevTools Protocol), so every load of it fetches all its files
 * again, as a first visit does: many routes can be measured in one page instead of one new browser context each
 * (a new context and page cost ~0.8 s of CPU more than a load in the same page, measured here).
 */
export async function withoutCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
}

const RENDERER_SOURCE = 'src/features/api-docs/components/openapi-renderer.tsx';

/** The renderer's own files in the build (its chunk and stylesheet), from Vite's manifest. */
export function rendererFiles(): string[] {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[RENDERER_SOURCE];
  if (!entry) throw new Error(`${RENDERER_SOURCE} is not a chunk of the build`);
  return [entry.file, ...(entry.css ?? [])].map((file) => `/${file}`);
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

// Playwright empties test-results/ at the start of every run, so a file there collects one run's figures even when
// a failure restarts the worker (and with it every module's state).
const RESULTS_DIR = join(import.meta.dirname, '..', '..', 'test-results');

/** Appends one record to test-results/<name>.jsonl. */
export function recordResult(name: string, record: unknown): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(join(RESULTS_DIR, `${name}.jsonl`), `${JSON.stringify(record)}\n`);
}

/** Every record of this run in test-results/<name>.jsonl. */
export function readResults<T>(name: string): T[] {
  const file = join(RESULTS_DIR, `${name}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** True for the first caller in this run (any worker) to claim `name`, false for every later one. */
export function claimOnce(name: string): boolean {
  mkdirSync(RESULTS_DIR, { recursive: true });
  try {
    closeSync(openSync(join(RESULTS_DIR, name), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Counts the documents the page loads: an SPA journey loads exactly one. */
export function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}
