// The route walk, one definition for two instants: every route of the exported table reached by
// client-side navigation inside running apps, each rendering as itself at the top of the page, axe (every rule it has,
// with target-size; no serious or critical violation) on it and on its open filter, and — when asked — the layout
// check (nothing overflows its box or is clipped without an ellipsis, no sideways scroll). a11y.spec.ts
// walks it at the reference instant in `npm test`; staff-hour-walk.extended.ts at the staff hour, with the layout
// check, in `npm run test:extended`. Not a spec itself: the files that call `walkRouteTable` are.
import type { Page } from '@playwright/test';
import { appRouteTable, rendersNotAvailablePage } from '../../src/app/route-table.tsx';
import {
  countDocuments,
  navigateInApp,
  routesLimit,
  seedStorage,
  signedInSession,
  trackRequests,
  waitForRouteSettled,
} from '../helpers/e2e-app.ts';
import { recordScreenModules } from '../../scripts/budget/route-js.ts';
import { axeScanAllRules } from '../helpers/axe.ts';
import { checkLayout, WIDEST_CELL_PX, type LayoutProblem } from '../helpers/layout-check.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import {
  browserOf,
  showPseudoLocale,
  walkWords,
  type WalkLanguage,
  type WalkWords,
} from '../helpers/walk-language.ts';

/**
 * Always on: WCAG 2.2 2.5.8 (24 px targets), which axe leaves off by default. Every other rule runs as axe has it,
 * best practices too (the walk always did: its tags were replaced by its rule options, see tests/helpers/axe.ts).
 */
const EXTRA_RULES = ['target-size'];
const GATED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Violations we accept, each with its reason. Empty: nothing is excluded. An entry names the rule and the route
 * pattern it applies to ('*' for all), e.g.
 * `{ rule: 'color-contrast', route: '/api/:apiKey', reason: 'the third-party renderer’s method badges …' }`.
 */
export const EXCLUSIONS: readonly { rule: string; route: string; reason: string }[] = [];

interface Scan {
  route: string;
  what: string;
  violations: { id: string; impact: string; targets: string[] }[];
  passes: number;
  mainNodes: number;
}

async function scan(scans: Scan[], page: Page, route: string, what: string, include?: string): Promise<Scan> {
  let builder = axeScanAllRules(
    page,
    Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
  );
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const excluded = (id: string) =>
    EXCLUSIONS.some(
      (exclusion) => exclusion.rule === id && (exclusion.route === '*' || exclusion.route === route),
    );
  // Which evaluated nodes lie inside <main>: proof that the scan saw the page's content, not an empty shell.
  const targets = [...results.passes, ...results.violations, ...results.incomplete].flatMap((rule) =>
    rule.nodes.map((node) => node.target[0]).filter((target): target is string => typeof target === 'string'),
  );
  const mainNodes = await page.evaluate(
    (selectors) =>
      selectors.filter((selector) => {
        try {
          return document.querySelector(selector)?.closest('main') != null;
        } catch {
          return false;
        }
      }).length,
    targets,
  );
  const result: Scan = {
    route,
    what,
    violations: results.violations
      .filter((violation) => !excluded(violation.id))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? 'unknown',
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      })),
    passes: results.passes.length,
    mainNodes,
  };
  scans.push(result);
  return result;
}

function expectClean(result: Scan) {
  const gated = result.violations.filter((violation) => GATED_IMPACTS.has(violation.impact));
  expect.soft(gated, `${result.what}: serious/critical axe violations`).toEqual([]);
}

/**
 * Opens the filter UI of a screen, if it has one (a button named Filter or Filters that opens a dialog or a panel).
 * Returns what to scan then: the dialog (a modal hides the rest), or the whole page around an opened panel.
 */
async function openFilter(page: Page, words: WalkWords): Promise<{ include?: string } | undefined> {
  const trigger = page.getByRole('main').getByRole('button', { name: words.filterButton });
  if ((await trigger.count()) !== 1 || !(await trigger.isVisible())) return undefined;
  await trigger.click();
  const dialog = page.getByRole('dialog');
  const panel = page
    .getByRole('region', { name: words.filterPanel })
    .or(page.getByRole('complementary', { name: words.filterPanel }));
  await expect(dialog.or(panel).first()).toBeVisible();
  // Let transitions finish: axe measures sizes and colours.
  await page.waitForTimeout(400);
  return (await dialog.count()) > 0 ? { include: '[role="dialog"]' } : {};
}

/** Prints what one part's scans found: per impact over every scan, then each scan with a violation. */
function printSummary(part: string, scans: readonly Scan[]): void {
  const impacts = ['critical', 'serious', 'moderate', 'minor'];
  const count = (impact: string) =>
    scans.reduce((sum, s) => sum + s.violations.filter((v) => v.impact === impact).length, 0);
  console.log(
    `[a11y] ${part}: ${scans.length} scans (${scans.filter((s) => s.what.includes('filter')).length} with the filter open), ` +
      `${scans.reduce((sum, s) => sum + s.passes, 0)} passing rule checks; violations by impact: ` +
      impacts.map((impact) => `${impact} ${count(impact)}`).join(', ') +
      `; exclusions ${EXCLUSIONS.length}`,
  );
  for (const s of scans.filter((entry) => entry.violations.length > 0)) {
    console.log(
      `[a11y]   ${s.what}: ${s.violations.map((v) => `${v.id} (${v.impact}) ${v.targets[0] ?? ''}`).join('; ')}`,
    );
  }
}

// Guarded routes only: the public pages have no module in the guarded table either, but each is a page of its own
// (counting them as "not available" scanned /login alone and none of the other public pages).
const sharesNotAvailablePage = (route: (typeof appRouteTable)[number]) =>
  route.access === 'guarded' && rendersNotAvailablePage(route.id);
const firstNotAvailable = appRouteTable.find(sharesNotAvailablePage);
type Route = (typeof appRouteTable)[number];
const everyRoute = (route: Route) => !sharesNotAvailablePage(route) || route === firstNotAvailable;

/**
 * Each screen module once: the first route of each set of records that load the same screen (the eleven charger
 * sections are one screen, the gateway screens five routes of one module), read from the records' `screen` loaders
 * as the route-JS bound reads them. The other routes of a screen are still reached, rendered and checked; axe scans
 * them all in the staff-hour walk of `npm run test:extended`.
 */
function eachScreenOnce(): (route: Route) => boolean {
  const modules = recordScreenModules();
  const first = new Map<string, Route>();
  for (const route of appRouteTable.filter(everyRoute)) {
    const key = route.access === 'guarded' ? (modules.get(route.id)?.join(',') ?? route.id) : route.id;
    if (!first.has(key)) first.set(key, route);
  }
  const chosen = new Set(first.values());
  return (route) => chosen.has(route);
}

/**
 * The table in parts, each walked inside one running app of its own; the parts run in parallel (two workers): one
 * walk of all 61 routes with axe held one worker for 5 to 10 minutes while the other had finished, and was the end of
 * the whole e2e step. Parts of about PART_SIZE scanned routes (a scan is most of a route's time), then the routes of
 * the shared "not available yet" page (reached and checked, not scanned again), then the public routes (last, so
 * the walk ends signed in).
 */
const PART_SIZE = 6;
const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
const partsOf = (scanned: (route: Route) => boolean, walked: readonly Route[], size: number) => {
  const guarded = walked.filter((route) => route.access === 'guarded');
  return [
    ...chunks(guarded.filter(scanned), size),
    guarded.filter((route) => !scanned(route)),
    walked.filter((route) => route.access === 'public'),
  ].filter((part) => part.length > 0);
};

/** A route's navigation, settle, axe scan and filter with e2e alone on the machine (a part's limit: routesLimit). */
const ROUTE_MS = 20_000;

export interface WalkOptions {
  /** Which walk this is, in the test titles and the printed summary (e.g. `at the staff hour`). */
  label?: string;
  /** Also run the layout check on every scanned route. */
  layout?: boolean;
  /**
   * Give the docs renderer a sample of the documentation: its first `docsPaths` paths with every component
   * (`sampleDocument`). Unset: the whole document, as the mock serves it.
   */
  docsPaths?: number;
  /**
   * Which routes axe scans: `every` route (the not-available page once), or `each screen` module once
   * (`eachScreenOnce`). Every route is reached and checked either way.
   */
  scan?: 'every' | 'each screen';
  /**
   * Routes axe leaves to another walk (they are still reached, rendered and checked here): a11y.spec.ts leaves the
   * routes whose words are converted to the German walk (a11y-german.spec.ts), which scans them in German instead.
   */
  scanElsewhere?: (route: Route) => boolean;
  /**
   * The language the walk reads the portal in (tests/helpers/walk-language.ts): `en` (default), `de` (a German
   * browser, Europe/Berlin) or `pseudo` (English catalogues answered accented and ~40 % longer).
   */
  language?: WalkLanguage;
  /** Run axe on the scanned routes (default); off for a walk that checks the layout only. */
  axe?: boolean;
  /**
   * The widths the layout check runs at on each scanned route, the first the page's own (default: the page's
   * width only). The other widths are set, checked and the first set back, without a reload.
   */
  layoutWidths?: readonly number[];
  /**
   * Layout problems known and not yet fixed, each with its reason: every problem at that route pattern and width is
   * left out of the gate (and printed). Empty by default.
   */
  knownLayout?: readonly { route: string; width: number; reason: string }[];
  /** Walk only these routes (default: the whole table). */
  only?: (route: Route) => boolean;
  /** Scanned routes per part (default PART_SIZE). */
  partSize?: number;
}

/**
 * The first `paths` paths of an OpenAPI document, the rest of it (info, tags, components) as it is: the renderer
 * draws and axe scans each kind of element it has (operations, parameters, schemas, samples, Markdown) without
 * drawing all of them. Redoc draws the whole document at once, and axe scanning that DOM was most of the walk's
 * part with the docs route.
 */
export function sampleDocument(document: { paths?: Record<string, unknown> }, paths: number): unknown {
  return { ...document, paths: Object.fromEntries(Object.entries(document.paths ?? {}).slice(0, paths)) };
}

/**
 * Defines the walk's tests in the calling file (parallel mode; the two workers share the parts). The instant is the
 * file's `test.use({ instant })` (default: the reference).
 */
export function walkRouteTable({
  label = '',
  layout = false,
  docsPaths,
  scan: scanWhich = 'every',
  language = 'en',
  axe = true,
  layoutWidths = [],
  only = () => true,
  partSize = PART_SIZE,
  knownLayout = [],
  scanElsewhere,
}: WalkOptions = {}): void {
  const chosen = scanWhich === 'every' ? everyRoute : eachScreenOnce();
  const scanned = (route: Route) => chosen(route) && !(scanElsewhere?.(route) ?? false);
  const table = appRouteTable.filter(only);
  const parts = partsOf(scanned, table, partSize);
  const suffix = label === '' ? '' : ` ${label}`;
  const words = walkWords(language);
  test.describe.configure({ mode: 'parallel' });
  if (language !== 'en') test.use(browserOf(language));

  test(`the parts of the walk${suffix} cover the ${table.length === appRouteTable.length ? 'whole route table' : 'routes it walks'}, each route once`, () => {
    const walked = parts.flat();
    expect(walked).toHaveLength(table.length);
    expect(new Set(walked)).toEqual(new Set(table));
  });

  // Each part walks its routes inside one running app (client-side navigation: lazy chunks loaded on the way,
  // screens mounted and unmounted, no document reload). Each route is checked as the user meets it: it renders as
  // itself in the right chrome, starts at the top (SPEC §1), and axe finds nothing serious. Fresh loads of every
  // route are budgets.spec.ts. Every route's result is its own soft assertion, so one failure hides no other.
  for (const [index, part] of parts.entries()) {
    const name = `part ${index + 1} of ${parts.length} (${part[0]?.pattern} … ${part.at(-1)?.pattern})`;
    const widths = layoutWidths.length > 0 ? ` at ${layoutWidths.join(' and ')} px` : '';
    const what = [
      axe ? 'no serious or critical axe violations, also with the filter open' : '',
      layout ? `nothing overflows or is clipped${widths}` : '',
    ]
      .filter((part) => part !== '')
      .join(', and ');
    test(`the route table in one running app${suffix}, ${name}: every screen renders at the top, no reload, ${what}`, async ({
      page,
      browser,
      baseURL,
    }) => {
      // A time-out says nothing about accessibility; the per-route soft assertions do. So the limit follows the work:
      // the sign-in and first load, then each route's load, axe and filter (the docs renderer's a settle of its own).
      test.setTimeout(routesLimit(part, ROUTE_MS));
      const scans: Scan[] = [];
      const layoutProblems: (LayoutProblem & { route: string })[] = [];
      await seedStorage(page, await signedInSession(browser, baseURL));
      if (docsPaths !== undefined) {
        await page.route('**/ui/v1/docs/schemas/*', async (route) => {
          const response = await route.fetch();
          if (!response.ok()) return route.fulfill({ response });
          const json = (await response.json()) as { paths?: Record<string, unknown> };
          return route.fulfill({ response, json: sampleDocument(json, docsPaths) });
        });
      }
      const pseudoAnswered = language === 'pseudo' ? await showPseudoLocale(page) : undefined;
      const documents = countDocuments(page);
      trackRequests(page);
      await page.goto('/');
      await waitForRouteSettled(page);
      for (const route of part) {
        await test.step(route.samplePath, async () => {
          // Scroll the page we leave, when it can scroll: the next page must start at the top. Staying on the same
          // path is no page change, and keeps its position (DESIGN §3).
          if (new URL(page.url()).pathname !== route.samplePath) {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          }
          await navigateInApp(page, route.samplePath);
          await waitForRouteSettled(page);
          await expect
            .soft(page.getByRole('heading', { level: 1 }), route.pattern)
            .not.toHaveText(words.failed);
          await expect
            .soft(page.getByRole('navigation', { name: words.mainNavigation, exact: true }), route.pattern)
            .toHaveCount(route.access === 'guarded' ? 1 : 0);
          await expect
            .poll(() => page.evaluate(() => window.scrollY), `${route.pattern} starts at the top`)
            .toBe(0);
          // The shared "not available yet" page is one module with no data: axe judges it on its first route; the
          // others are still reached, rendered and checked above.
          if (!scanned(route)) return;
          if (layout) {
            const first = page.viewportSize();
            for (const [index, width] of (layoutWidths.length > 0 ? layoutWidths : [null]).entries()) {
              if (width !== null && first !== null && (index > 0 || width !== first.width)) {
                await page.setViewportSize({ width, height: width < 600 ? 844 : 720 });
                // Let the layout settle: media queries swap the navigation and the lists' columns.
                await page.waitForTimeout(150);
              }
              const at = width === null ? route.samplePath : `${route.samplePath} at ${width} px`;
              const report = await page.evaluate(checkLayout, WIDEST_CELL_PX);
              const known = knownLayout.find(
                (entry) => entry.route === route.pattern && entry.width === (width ?? first?.width),
              );
              if (known !== undefined && report.problems.length > 0)
                console.log(
                  `[walk] ${at}: ${report.problems.length} known layout problems (${known.reason})`,
                );
              else layoutProblems.push(...report.problems.map((problem) => ({ ...problem, route: at })));
              if (report.problems.length > 0 || process.env.LAYOUT_SCREENSHOTS === '1') {
                await saveScreenshot(
                  page,
                  `walk${label.replace(/[^a-z0-9]+/gi, '-')}-${route.samplePath.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}${width === null ? '' : `-${width}`}`,
                );
              }
            }
            if (first !== null && layoutWidths.length > 1) await page.setViewportSize(first);
          }
          if (!axe) {
            scans.push({
              route: route.pattern,
              what: route.samplePath,
              violations: [],
              passes: 0,
              mainNodes: 0,
            });
            // The filter's words are the screen's longest lines: its panel or dialog is checked open too.
            const filter = layout ? await openFilter(page, words) : undefined;
            if (filter !== undefined) {
              const report = await page.evaluate(checkLayout, WIDEST_CELL_PX);
              const at = `${route.samplePath} with the filter open`;
              layoutProblems.push(...report.problems.map((problem) => ({ ...problem, route: at })));
              if (report.problems.length > 0)
                await saveScreenshot(
                  page,
                  `walk${label.replace(/[^a-z0-9]+/gi, '-')}-filter-${route.samplePath.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}`,
                );
              if (filter.include !== undefined) {
                await page.keyboard.press('Escape');
                await expect(page.getByRole('dialog')).toHaveCount(0);
              }
            }
            return;
          }
          const result = await scan(scans, page, route.pattern, route.samplePath);
          expect
            .soft(result.mainNodes, `${route.samplePath}: axe evaluated nodes inside <main>`)
            .toBeGreaterThan(0);
          expectClean(result);
          const filter = await openFilter(page, words);
          if (filter !== undefined) {
            expectClean(
              await scan(
                scans,
                page,
                route.pattern,
                `${route.samplePath} with the filter open`,
                filter.include,
              ),
            );
            if (filter.include !== undefined) {
              await page.keyboard.press('Escape');
              await expect(page.getByRole('dialog')).toHaveCount(0);
            }
          }
        });
      }
      if (axe) printSummary(`${name}${suffix}`, scans);
      if (pseudoAnswered !== undefined)
        expect(pseudoAnswered(), 'English catalogue chunks answered in the pseudo-locale').toBeGreaterThan(0);
      if (layout) console.log(`[walk] ${name}${suffix}: ${layoutProblems.length} layout problems`);
      expect.soft(layoutProblems, 'layout problems').toEqual([]);
      expect(new Set(scans.map((s) => s.route)).size).toBe(part.filter(scanned).length);
      expect(documents()).toBe(1);
      // The walk ends while signed in (the last part on a public page): the session is still there.
      expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).not.toBeNull();
    });
  }
}
