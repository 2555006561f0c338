// DESIGN §6 route JS in Chromium: gzip bytes of all JS the browser fetches to render a route of the production
// build, from an empty cache (the page's cache turned off: every load fetches all its files) until the network is
// idle (no request open, twice 100 ms apart) and the route's data is on screen (no loading indicator left). Each load
// also asserts the route rendered as itself in its chrome (main navigation, footer) on a document load of its own.
//
// Two passes use it. `npm test` (budgets.spec.ts) loads only the routes that the build's upper bound
// (scripts/budget/route-js.ts, printed by `test:build`) cannot prove within budget, and /login, the cross-check of the
// bound on its tightest budget. `npm run test:extended` (budgets.extended.ts) loads every route and also holds each
// figure to its bound: the proof that the bound is one. The routes of the shared "not available yet" page share one
// load (see `notAvailable` below).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PROJECT_ROOT } from '../../scripts/mock/select-example.ts';
import {
  DOCS_RENDERER_ROUTE,
  ROUTE_BUDGET,
  routeJsBounds,
  type RouteBound,
} from '../../scripts/budget/route-js.ts';
import { appRouteTable, rendersNotAvailablePage } from '../../src/app/route-table.tsx';
import {
  claimOnce,
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
import { expect, test } from './fixtures.ts';

type Route = (typeof appRouteTable)[number];

interface Figure {
  pattern: string;
  path: string;
  bytes: number;
  files: number;
  largestFile: string;
  largestBytes: number;
  budget: number;
  bound: number | null;
  /** Every script fetched, dist path and gzip bytes: what to look at when a figure moves. */
  scripts: [string, number][];
}

/** One route's load from an empty cache, settle and checks with e2e alone on the machine (a part's limit). */
const LOAD_MS = 20_000;

/**
 * Every route's bound from the build the suite serves (dist/, which `test:build` and the e2e global set-up leave).
 * Without a build at collection time no route counts as proven: every one is measured.
 */
function boundsByPattern(): Map<string, RouteBound> {
  const dist = join(PROJECT_ROOT, 'dist');
  if (!existsSync(join(dist, '.vite', 'manifest.json'))) return new Map();
  return new Map(routeJsBounds(dist).map((bound) => [bound.pattern, bound]));
}

export interface RouteJsOptions {
  /** `unproven`: the routes the bound leaves to the browser, and /login; `all`: every route, held to its bound too. */
  routes: 'unproven' | 'all';
}

/**
 * `ROUTE_JS_ONLY=<regular expression>` measures only the routes whose pattern it matches (e.g. the list screens while
 * working on them); the coverage test is then skipped, as the other routes are neither proven nor measured.
 */
const ONLY = process.env.ROUTE_JS_ONLY ? new RegExp(process.env.ROUTE_JS_ONLY) : null;

/** Guarded parts (two workers share them) when the browser measures only what the bound leaves, and every route. */
const GUARDED_PARTS = { unproven: 4, all: 8 } as const;

interface Plan {
  bounds: Map<string, RouteBound>;
  /** The routes loaded: one of those that share the "not available yet" page stands for all of them. */
  measured: Route[];
  sharing: (route: Route) => Route[];
  /** The routes whose figure the run records. */
  expected: Route[];
  guardedParts: Route[][];
  publicPart: Route[];
}

/**
 * Defines the route-JS tests in the calling file (parallel mode; the two workers share the parts). The test list is
 * fixed (a coverage test, GUARDED_PARTS guarded parts, one public part); which routes each part loads is decided when
 * it runs, from the build the run serves: Playwright lists the tests before its global set-up may build dist/.
 */
export function measureRouteJs({ routes }: RouteJsOptions): void {
  const results = routes === 'all' ? 'route-js-all' : 'route-js';
  let planned: Plan | undefined;
  const plan = (): Plan => {
    if (planned) return planned;
    const bounds = boundsByPattern();
    const toMeasure = (route: Route) =>
      (ONLY === null || ONLY.test(route.pattern)) &&
      (routes === 'all' || route.pattern === '/login' || bounds.get(route.pattern)?.proven !== true);
    // The routes that show the shared "not available yet" page run one module with no data: the first is loaded and
    // its figure is every one's (a visit per route would measure the same files again). A route with a screen of
    // its own is always loaded itself. Guarded routes only: the public pages are each their own page.
    const notAvailable = appRouteTable.filter(
      (route) => route.access === 'guarded' && rendersNotAvailablePage(route.id) && toMeasure(route),
    );
    const measured = appRouteTable.filter(
      (route) => toMeasure(route) && (!notAvailable.includes(route) || route === notAvailable[0]),
    );
    const guarded = measured.filter((route) => route.access === 'guarded');
    const size = Math.ceil(guarded.length / GUARDED_PARTS[routes]);
    planned = {
      bounds,
      measured,
      sharing: (route) => (route === notAvailable[0] ? notAvailable : [route]),
      expected: appRouteTable.filter(toMeasure),
      guardedParts: Array.from({ length: GUARDED_PARTS[routes] }, (_, index) =>
        guarded.slice(index * size, (index + 1) * size),
      ),
      publicPart: measured.filter((route) => route.access === 'public'),
    };
    return planned;
  };

  let session: StoredSession = {};
  test.describe.configure({ mode: 'parallel' });
  test.beforeAll(async ({ browser, baseURL }) => {
    session = await signedInSession(browser, baseURL);
  });

  // The table is printed once, by the first worker to finish that finds every measured route's figure in this run's
  // results (a failure restarts a worker on the way; the lock file makes the print one).
  test.afterAll(() => {
    const figures = readResults<Figure>(results);
    if (new Set(figures.map((figure) => figure.pattern)).size < plan().expected.length) return;
    if (!claimOnce(`${results}.printed`)) return;
    const width = Math.max(...figures.map((figure) => figure.pattern.length));
    const lines = figures.map(
      (figure) =>
        `${figure.pattern.padEnd(width)}  ${kB(figure.bytes).padStart(9)}  ${String(figure.files).padStart(5)}  ` +
        `${(figure.bound === null ? '?' : kB(figure.bound)).padStart(9)}  ${kB(figure.budget).padStart(9)}  ` +
        `${figure.bytes <= figure.budget ? 'ok  ' : 'OVER'}  ${figure.largestFile} ${kB(figure.largestBytes)}`,
    );
    console.log(
      [
        `[route-js] gzip JS per route until network idle (${figures.length} of ${appRouteTable.length} routes` +
          `${figures.length < appRouteTable.length ? '; the others are proven by their bound in test:build' : ''}):`,
        `${'route'.padEnd(width)}  ${'route JS'.padStart(9)}  files  ${'bound'.padStart(9)}  ${'budget'.padStart(9)}` +
          `  gate  largest file`,
        ...lines,
      ].join('\n'),
    );
  });

  test(`every route is proven by its build-time bound, or measured here once (${routes})`, () => {
    test.skip(ONLY !== null, `ROUTE_JS_ONLY=${String(ONLY)} measures only the routes it matches`);
    const { bounds, measured, sharing, guardedParts, publicPart } = plan();
    const walked = [...guardedParts.flat(), ...publicPart];
    expect(walked).toHaveLength(measured.length);
    expect(new Set(walked)).toEqual(new Set(measured));
    const covered = new Set(measured.flatMap(sharing));
    for (const route of appRouteTable) {
      expect(covered.has(route) || bounds.get(route.pattern)?.proven === true, route.pattern).toBe(true);
    }
    expect(covered.has(appRouteTable.find((route) => route.pattern === '/login') as Route)).toBe(true);
  });

  /**
   * The measured routes in parts, each walked in one page of its own with the browser cache off (`withoutCache`):
   * every load fetches all its files again, as a first visit from an empty cache does, without a new browser context
   * per route. The public routes form their own part, signed out.
   */
  const parts: { name: string; routes: () => Route[]; guarded: boolean }[] = [
    ...Array.from({ length: GUARDED_PARTS[routes] }, (_, index) => ({
      name: `signed-in part ${index + 1} of ${GUARDED_PARTS[routes]}`,
      routes: () => plan().guardedParts[index] ?? [],
      guarded: true,
    })),
    { name: 'the public pages', routes: () => plan().publicPart, guarded: false },
  ];
  for (const { name, routes: partRoutes, guarded } of parts) {
    test(`route JS within budget${routes === 'all' ? ' and bound' : ''}, each route on a load of its own from an empty cache, ${name}`, async ({
      page,
    }) => {
      const part = partRoutes();
      test.skip(part.length === 0, 'no route of this part is left to the browser');
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
  async function measureRoute(page: Page, route: Route): Promise<void> {
    const { bounds, sharing } = plan();
    const bound = bounds.get(route.pattern);
    const budget = bound?.budget ?? ROUTE_BUDGET;
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
      recordResult(results, {
        pattern: shared.pattern,
        path: shared.samplePath,
        bytes: total,
        files: files.size,
        largestFile,
        largestBytes,
        budget: bounds.get(shared.pattern)?.budget ?? budget,
        bound: bounds.get(shared.pattern)?.bound ?? null,
        scripts: [...files].sort((a, b) => b[1] - a[1]),
      } satisfies Figure);
    }
    expect.soft(files.size, `${route.samplePath}: scripts fetched`).toBeGreaterThan(0);
    expect.soft(total, `${route.samplePath}: ${kB(total)} gzip JS`).toBeLessThanOrEqual(budget);
    // The bound is an upper bound: every file fetched is one it counted, so the total is no more than it.
    if (bound?.bound != null && (routes === 'all' || route.pattern === '/login')) {
      const counted = new Set(bound.files.map((file) => `/${file}`));
      expect
        .soft(
          [...files.keys()].filter((file) => !counted.has(file)),
          `${route.samplePath}: files outside its bound`,
        )
        .toEqual([]);
      expect
        .soft(total, `${route.samplePath}: ${kB(total)} against its bound ${kB(bound.bound)}`)
        .toBeLessThanOrEqual(bound.bound);
    }
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
}

/**
 * States a staff member reaches inside a route with one click (or a shortcut) beyond its first render: what an opened
 * panel, dialog or drill-down costs, each from an empty cache like the routes, from the first load to the state, and
 * held to the route budget (DESIGN §6) as the routes are. A state a second click reaches (`gated: false`) is reported
 * only: a date field's pickers load when that field is opened, after the panel.
 */
interface State {
  name: string;
  path: string;
  open?: (page: Page) => Promise<void>;
  /** False: reported, not held to the budget. */
  gated?: boolean;
  /** The state is a modal dialog (the page's heading is hidden behind it). */
  dialog?: boolean;
  /**
   * A ceiling above the route budget, for a state not yet within it, with why: it may not grow, and the figure
   * it holds is the one to bring down (docs/testing.md, "Route JS of the states inside a route").
   */
  over?: { ceiling: number; why: string };
}

/** A dialog's select brings MUI's Select with its menu, popover and modal. */
const SELECT_OVER = "MUI's Select with its menu, popover and modal loads with it (~25 kB gzip)";
/**
 * A filter panel's own parts (its sections, checkbox groups, the date fields before their pickers; its multi-selects
 * load MUI's Select only when one is opened) over a sites list of ~242.5 kB.
 */
const WORDS = "the screens' German and English words (their catalogues, the routes' titles)";
const PANEL_OVER = "the filter panel's sections and checkbox groups over a sites list of ~242.5 kB";
const STATES: readonly State[] = [
  { name: 'sites list, filters in the URL', path: '/hems/active/sonnen?health=goodIot' },
  {
    name: 'sites list, filter panel opened',
    path: '/hems/active/sonnen',
    over: { ceiling: 263_000, why: `${PANEL_OVER}, and ${WORDS}` },
    open: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('region', { name: 'Filter Sites' })).toBeVisible();
    },
  },
  {
    name: 'sites list, filter panel and a date field opened',
    path: '/hems/active/sonnen',
    gated: false,
    open: async (page) => {
      await page.getByRole('button', { name: 'Filters' }).click();
      const panel = page.getByRole('region', { name: 'Filter Sites' });
      await panel.getByRole('textbox', { name: 'From' }).first().click();
      await expect(panel.getByRole('group', { name: 'From' }).first()).toBeVisible();
    },
  },
  {
    name: 'sites list, "Load all" run',
    path: '/hems/active/sonnen',
    // Once every site is held the list filters in the browser, and the filter panel opens beside it.
    over: { ceiling: 266_000, why: `the streamed run's chunk, ${PANEL_OVER}, and ${WORDS}` },
    open: async (page) => {
      await page.getByRole('button', { name: /^Load all / }).click();
      await expect(page.getByRole('button', { name: /^Load all / })).toHaveCount(0);
    },
  },
  {
    name: 'sites list, CSV export',
    path: '/hems/active/sonnen',
    open: async (page) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await download;
    },
  },
  {
    name: 'sites list, jump to (Ctrl+K)',
    path: '/hems/active/sonnen',
    dialog: true,
    over: {
      ceiling: 262_000,
      why: `the dialog's words (its catalogue, 0.6 kB) over a sites list of ~242.5 kB`,
    },
    open: async (page) => {
      await page.keyboard.press('Control+K');
      await expect(page.getByRole('dialog', { name: 'Jump to' })).toBeVisible();
    },
  },
  {
    name: 'health drill-down',
    path: '/?list=site&problem=SITE_OFFLINE_NOW',
    // The drill-down's list opens with its filter panel (its Problems multi-select closed until opened), and its
    // German and English words (the health lists' 0.8 kB, the problem catalogue's 1.4 kB and the filters' 0.7 kB gzip).
    over: { ceiling: 267_000, why: `${PANEL_OVER}, and the drill-down's words` },
  },
  {
    name: 'user roles, a deactivation dialog',
    path: '/operations/user-roles',
    dialog: true,
    over: { ceiling: 271_500, why: `${SELECT_OVER}, and ${WORDS}` },
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

interface StateFigure {
  name: string;
  path: string;
  bytes: number;
  files: number;
  budget: number;
  gated: boolean;
  scripts: [string, number][];
}

/** Defines the states' test in the calling file: each figure recorded (test-results/route-js-states.jsonl), gated. */
export function reportStatesRouteJs(): void {
  test('route JS of one-click states inside a route within the route budget, each from an empty cache', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(
      routesLimit(
        STATES.map((state) => ({ pattern: state.path })),
        LOAD_MS,
      ),
    );
    await seedStorage(page, await signedInSession(browser, baseURL));
    await withoutCache(page);
    trackRequests(page);
    const figures: StateFigure[] = [];
    for (const state of STATES) {
      await test.step(state.name, async () => {
        const scripts = recordScripts(page);
        await page.goto(state.path);
        await waitForRouteSettled(page);
        await state.open?.(page);
        await waitForRouteSettled(page, { heading: state.dialog !== true });
        const { files, total } = await scripts.done();
        const gated = state.gated !== false;
        const budget = state.over?.ceiling ?? ROUTE_BUDGET;
        const figure: StateFigure = {
          name: state.name,
          path: state.path,
          bytes: total,
          files: files.size,
          budget,
          gated,
          scripts: [...files].sort((a, b) => b[1] - a[1]),
        };
        figures.push(figure);
        recordResult('route-js-states', figure);
        expect.soft(files.size, state.name).toBeGreaterThan(0);
        if (gated) {
          expect
            .soft(total, `${state.name}: ${kB(total)} gzip JS${state.over ? ` (${state.over.why})` : ''}`)
            .toBeLessThanOrEqual(budget);
        }
      });
    }
    const width = Math.max(...figures.map((figure) => figure.name.length));
    console.log(
      [
        '[route-js] gzip JS of states inside a route, from an empty cache to the state:',
        ...figures.map(
          (figure) =>
            `${figure.name.padEnd(width)}  ${kB(figure.bytes).padStart(9)}  ${String(figure.files).padStart(4)} files  ` +
            `${figure.gated ? `${figure.bytes <= figure.budget ? 'ok  ' : 'OVER'} ${kB(figure.budget)}` : 'reported'}`,
        ),
      ].join('\n'),
    );
  });
}
