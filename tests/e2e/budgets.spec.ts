// Issue 12 item 5, DESIGN §6: route JS = gzip bytes of all JS Chromium fetches to render a route of the production
// build, from an empty cache until the network is idle (no request open, twice 100 ms apart) and the route's data is
// on screen (no loading indicator left). Measured and gated for
// every route of the exported table (a new screen is measured without touching this file); the table is printed.
// The routes of the shared "not available yet" page share one load (see `notAvailable` below). Each load also asserts
// the route rendered as itself in its chrome (main navigation, footer) on a fresh load; a11y.spec.ts checks every
// route renders as itself when reached inside the app.
import { appRouteTable, rendersNotAvailablePage } from '../../src/app/router.tsx';
import {
  claimOnce,
  kB,
  readResults,
  recordResult,
  recordScripts,
  rendererFiles,
  seedStorage,
  signedInSession,
  trackRequests,
  waitForRouteSettled,
  type StoredSession,
} from '../helpers/e2e-app.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** 1 kB = 1000 bytes, as Vite and scripts/budget/check-build.ts count. */
const LOGIN_BUDGET = 170_000;
const ROUTE_BUDGET = 260_000;
/**
 * The documented exception (DESIGN §3, README "Deliberate deviations"): /api/{apiKey} renders an OpenAPI document
 * with swagger-ui, a lazy chunk of ~412 kB gzip loaded only on this route. It is gated to its own figure so that it
 * cannot grow unnoticed: measured ~602 kB with the route's shell, limit 700 kB.
 */
const DOCS_RENDERER_ROUTE = '/api/:apiKey';
const DOCS_RENDERER_BUDGET = 700_000;

function budgetOf(pattern: string): number {
  if (pattern === '/login') return LOGIN_BUDGET;
  if (pattern === DOCS_RENDERER_ROUTE) return DOCS_RENDERER_BUDGET;
  return ROUTE_BUDGET;
}

interface Figure {
  pattern: string;
  path: string;
  bytes: number;
  files: number;
  largestFile: string;
  largestBytes: number;
  budget: number;
}

const RESULTS = 'route-js';

let session: StoredSession = {};

// One fresh load per test, nothing shared between tests but the worker's sign-in: both workers share the routes.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser, baseURL }) => {
  session = await signedInSession(browser, baseURL);
});

// The table is printed once, by the first worker to finish that finds every route's figure in this run's results (a
// failure restarts a worker on the way; the lock file makes the print one).
test.afterAll(() => {
  const figures = readResults<Figure>(RESULTS);
  if (new Set(figures.map((figure) => figure.pattern)).size < appRouteTable.length) return;
  if (!claimOnce(`${RESULTS}.printed`)) return;
  const width = Math.max(...figures.map((figure) => figure.pattern.length));
  const lines = figures.map(
    (figure) =>
      `${figure.pattern.padEnd(width)}  ${kB(figure.bytes).padStart(9)}  ${String(figure.files).padStart(5)}  ` +
      `${kB(figure.budget).padStart(9)}  ${figure.bytes <= figure.budget ? 'ok  ' : 'OVER'}  ` +
      `${figure.largestFile} ${kB(figure.largestBytes)}`,
  );
  console.log(
    [
      `[route-js] gzip JS per route until network idle (${figures.length} routes):`,
      `${'route'.padEnd(width)}  ${'route JS'.padStart(9)}  files  ${'budget'.padStart(9)}  gate  largest file`,
      ...lines,
    ].join('\n'),
  );
});

/**
 * The routes that show the shared "not available yet" page run one module with no data: the first is loaded and its
 * figure is every one's (a visit per route would measure the same files again). A route with a screen of its own is
 * always loaded itself.
 */
const notAvailable = appRouteTable.filter((route) => rendersNotAvailablePage(route.id));
const measured = appRouteTable.filter((route) => !notAvailable.includes(route) || route === notAvailable[0]);
const sharing = (route: (typeof appRouteTable)[number]) =>
  route === notAvailable[0] ? notAvailable : [route];

test('every route is measured, or shares the module of a measured route', () => {
  expect(notAvailable.length).toBeGreaterThan(0);
  expect(new Set(measured.flatMap(sharing))).toEqual(new Set(appRouteTable));
});

for (const route of measured) {
  const budget = budgetOf(route.pattern);
  const others = sharing(route).length - 1;
  const title = `${route.pattern}: route JS within ${kB(budget)}${others > 0 ? ` (and the ${others} other routes of the "not available yet" page)` : ''}`;
  test(title, async ({ page }) => {
    // The docs renderer draws the whole document before the route settles (SETTLE_TIMEOUT_MS).
    if (route.pattern === DOCS_RENDERER_ROUTE) test.slow();
    if (route.access === 'guarded') await seedStorage(page, session);
    const scripts = recordScripts(page);
    trackRequests(page);
    await page.goto(route.samplePath);
    await waitForRouteSettled(page);
    // The route rendered as itself inside the right chrome, on a fresh load (the same load serves both checks).
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(route.samplePath);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveText(/Something went wrong|Page not found/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(
      route.access === 'guarded' ? 1 : 0,
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(route.id === 'login' ? 0 : 1);
    const { files, total } = await scripts.done();
    const [largestPath, largestBytes] = [...files].sort((a, b) => b[1] - a[1])[0] ?? ['-', 0];
    const largestFile = largestPath.replace(/^\/assets\//, '');
    for (const shared of sharing(route)) {
      recordResult(RESULTS, {
        pattern: shared.pattern,
        path: shared.samplePath,
        bytes: total,
        files: files.size,
        largestFile,
        largestBytes,
        budget,
      } satisfies Figure);
    }
    expect(files.size).toBeGreaterThan(0);
    expect(total, `${route.samplePath}: ${kB(total)} gzip JS`).toBeLessThanOrEqual(budget);
    // The renderer is fetched on its own route and on no other (/login and /api included).
    const rendererChunk = rendererFiles()[0] as string;
    expect(files.has(rendererChunk), `${route.samplePath} fetched the docs renderer`).toBe(
      route.pattern === DOCS_RENDERER_ROUTE,
    );
    if (route.pattern === DOCS_RENDERER_ROUTE) {
      // The docs renderer is the only reason for the exception: without its chunk the route fits the route budget.
      // (Was a test of its own reading this file's results, which it can no longer be sure to run after.)
      expect(largestFile, `largest file of ${DOCS_RENDERER_ROUTE}`).toMatch(/^openapi-renderer-[\w-]+\.js$/);
      expect(total - largestBytes, `${route.samplePath} without the renderer`).toBeLessThanOrEqual(
        ROUTE_BUDGET,
      );
    }
  });
}

/**
 * States a staff member reaches inside a route, beyond its first render: reported (not gated), so what an opened
 * panel or a drill-down costs stays visible. Each from an empty cache, like the routes above.
 */
const STATES: readonly { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'sites list, filters in the URL', path: '/hems/active/sonnen?health=goodIot' },
  {
    name: 'sites list, filter panel opened',
    path: '/hems/active/sonnen',
    open: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('region', { name: 'Filter Sites' })).toBeVisible();
    },
  },
  { name: 'health drill-down', path: '/?list=site&problem=SITE_OFFLINE_NOW' },
];

for (const state of STATES) {
  test(`route JS of a state inside a route (reported): ${state.name}`, async ({ page }) => {
    await seedStorage(page, session);
    const scripts = recordScripts(page);
    trackRequests(page);
    await page.goto(state.path);
    await waitForRouteSettled(page);
    await state.open?.(page);
    await waitForRouteSettled(page);
    const { files, total } = await scripts.done();
    expect(files.size).toBeGreaterThan(0);
    console.log(
      `[route-js] ${state.name} (${state.path}): ${kB(total)} gzip in ${files.size} files, not gated`,
    );
  });
}
