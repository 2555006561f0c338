// DESIGN §6: route JS = gzip bytes of all JS Chromium fetches to render a route of the production
// build, from an empty cache (the page's cache turned off: every load fetches all its files) until the network is
// idle (no request open, twice 100 ms apart) and the route's data is on screen (no loading indicator left). Measured
// and gated for every route of the exported table (a new screen is measured without touching this file); the table
// is printed. The routes of the shared "not available yet" page share one load (see `notAvailable` below). Each load
// also asserts the route rendered as itself in its chrome (main navigation, footer) on a document load of its own;
// a11y.spec.ts checks every route renders as itself when reached inside the app.
import { appRouteTable, rendersNotAvailablePage } from '../../src/app/route-table.tsx';
import {
  claimOnce,
  DOCS_RENDERER_ROUTE,
  kB,
  readResults,
  recordResult,
  recordScripts,
  rendererFiles,
  routesLimit,
  seedStorage,
  signedInSession,
  trackRequests,
  waitForRouteSettled,
  withoutCache,
  type StoredSession,
} from '../helpers/e2e-app.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** 1 kB = 1000 bytes, as Vite and scripts/budget/check-build.ts count. */
const LOGIN_BUDGET = 150_000;
const ROUTE_BUDGET = 260_000;
/**
 * The documented exception (DESIGN §3, docs/decisions/004-deviations-from-the-specification.md): /api/{apiKey}
 * renders an OpenAPI document with Redoc, a lazy chunk of ~352 kB gzip loaded only on this route. It is gated to its own figure so that it
 * cannot grow unnoticed: measured 542.1 kB with the route's shell (1 Dec 2026; swagger-ui's was 602.8 kB under a
 * limit of 700 kB), limit 600 kB.
 */
const DOCS_RENDERER_BUDGET = 600_000;

/** One route's load from an empty cache, settle and checks with e2e alone on the machine (a part's limit). */
const LOAD_MS = 20_000;

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

// Nothing shared between tests but the worker's sign-in: both workers share the parts.
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
// Guarded routes only: the public pages have no screen module in the guarded table either, but each is its own page.
const notAvailable = appRouteTable.filter(
  (route) => route.access === 'guarded' && rendersNotAvailablePage(route.id),
);
const measured = appRouteTable.filter((route) => !notAvailable.includes(route) || route === notAvailable[0]);
const sharing = (route: (typeof appRouteTable)[number]) =>
  route === notAvailable[0] ? notAvailable : [route];

test('every route is measured, or shares the module of a measured route', () => {
  expect(new Set(measured.flatMap(sharing))).toEqual(new Set(appRouteTable));
});

/**
 * The measured routes in parts, each walked in one page of its own with the browser cache off (`withoutCache`): every
 * load fetches all its files again, as a first visit from an empty cache does, without a new browser context per
 * route. The public routes form their own part, signed out. Two workers share the parts.
 */
const PART_SIZE = 8;
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
const parts = [
  ...chunks(
    measured.filter((route) => route.access === 'guarded'),
    PART_SIZE,
  ),
  measured.filter((route) => route.access === 'public'),
].filter((part) => part.length > 0);

test('the parts measure every measured route once', () => {
  const walked = parts.flat();
  expect(walked).toHaveLength(measured.length);
  expect(new Set(walked)).toEqual(new Set(measured));
});

for (const [index, part] of parts.entries()) {
  const guarded = part[0]?.access === 'guarded';
  const name = `part ${index + 1} of ${parts.length} (${part[0]?.pattern} … ${part.at(-1)?.pattern})`;
  test(`route JS within budget, each route on a load of its own from an empty cache, ${name}`, async ({
    page,
  }) => {
    // About 8 loads; the docs renderer draws its whole document before its route settles (SETTLE_TIMEOUT_MS).
    test.setTimeout(routesLimit(part, LOAD_MS));
    if (guarded) await seedStorage(page, session);
    await withoutCache(page);
    trackRequests(page);
    for (const route of part) {
      await test.step(route.samplePath, () => measureRoute(page, route));
    }
  });
}

/** One load of `route` from an empty cache: its route JS (recorded and gated) and its chrome (soft assertions). */
async function measureRoute(page: Page, route: (typeof appRouteTable)[number]): Promise<void> {
  const budget = budgetOf(route.pattern);
  const scripts = recordScripts(page);
  await page.goto(route.samplePath);
  await waitForRouteSettled(page);
  // The route rendered as itself inside the right chrome, on a load of its own (the same load serves both checks).
  const url = new URL(page.url());
  expect.soft(`${url.pathname}${url.search}`, route.pattern).toBe(route.samplePath);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.soft(heading, route.pattern).toBeVisible();
  await expect.soft(heading, route.pattern).not.toHaveText(/Something went wrong|Page not found/);
  await expect
    .soft(page.getByRole('navigation', { name: 'Main' }), route.pattern)
    .toHaveCount(route.access === 'guarded' ? 1 : 0);
  await expect.soft(page.getByRole('contentinfo'), route.pattern).toHaveCount(route.id === 'login' ? 0 : 1);
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
  expect.soft(files.size, `${route.samplePath}: scripts fetched`).toBeGreaterThan(0);
  expect.soft(total, `${route.samplePath}: ${kB(total)} gzip JS`).toBeLessThanOrEqual(budget);
  // The renderer is fetched on its own route and on no other (/login and /api included).
  const rendererChunk = rendererFiles()[0] as string;
  expect
    .soft(files.has(rendererChunk), `${route.samplePath} fetched the docs renderer`)
    .toBe(route.pattern === DOCS_RENDERER_ROUTE);
  if (route.pattern === DOCS_RENDERER_ROUTE) {
    // The docs renderer is the only reason for the exception: without its chunk the route fits the route budget.
    expect
      .soft(largestFile, `largest file of ${DOCS_RENDERER_ROUTE}`)
      .toMatch(/^openapi-renderer-[\w-]+\.js$/);
    expect
      .soft(total - largestBytes, `${route.samplePath} without the renderer`)
      .toBeLessThanOrEqual(ROUTE_BUDGET);
  }
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

test('route JS of states inside a route (reported, not gated), each from an empty cache', async ({
  page,
}) => {
  await seedStorage(page, session);
  await withoutCache(page);
  trackRequests(page);
  for (const state of STATES) {
    await test.step(state.name, async () => {
      const scripts = recordScripts(page);
      await page.goto(state.path);
      await waitForRouteSettled(page);
      await state.open?.(page);
      await waitForRouteSettled(page);
      const { files, total } = await scripts.done();
      expect.soft(files.size, state.name).toBeGreaterThan(0);
      console.log(
        `[route-js] ${state.name} (${state.path}): ${kB(total)} gzip in ${files.size} files, not gated`,
      );
    });
  }
});
