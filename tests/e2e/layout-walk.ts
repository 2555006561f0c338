// Not a spec itself: layout.spec.ts (the longest and the emptiest answers, in `npm test`) and
// layout-sparse.extended.ts (a sparse answer, in `npm run test:extended`) call `checkLayoutAtEdges`. The two extremes
// are what break a layout (a text too long for its box, a box with nothing in it); a sparse answer sits between
// them, and its walk cost ~30 s of the browsers' CPU in the ten-minute run, so it runs in the pass CI runs after it.
// In Chromium: every data screen fed the longest, the emptiest and a sparse answer the spec allows
// (tests/helpers/edge-answers.ts builds them from openapi/ui-api.yaml and checks them against it). No text may
// overflow its cell or box, nothing may be clipped without an ellipsis, the page may not scroll sideways, and every
// text cut with an ellipsis keeps its full value on hover and on keyboard focus. The worker's one sign-in; each route
// once per edge, in parts that the two workers share. Each part loads the app once and reaches its screens by
// client-side navigation, as a person does (a full page load per screen cost most of the file's CPU).
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Locator, Page, Route } from '@playwright/test';
import type { components } from '../../src/api/schema.gen.ts';
import { addDays } from '../../src/domain/format/zoned-time.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { edgeAnswer, type Edge } from '../helpers/edge-answers.ts';
import {
  countDocuments,
  navigateInApp,
  seedStorage,
  signedInSession,
  trackRequests,
  waitForRouteSettled,
  workLimit,
} from '../helpers/e2e-app.ts';
import { checkLayout, WIDEST_CELL_PX, type LayoutProblem, type Truncated } from '../helpers/layout-check.ts';

type Json = Record<string, unknown>;
type DailyAnswer = components['schemas']['FleetEnergyDaily'];
interface Fleet {
  uuid: string;
  name: string;
}

/** The answers of one edge, by API path, and the screens to visit with them. */
function world(edge: Edge) {
  const providers = edgeAnswer<{ providers: { id: string }[] }>('listHemsProviders', edge);
  const fleets = edgeAnswer<{ fleets: Fleet[] }>('listFleets', edge);
  const site = edgeAnswer<{
    site: { subscription: string; siteUuid: string };
    installation?: { installationUuid: string };
  }>('getSite', edge);
  const providerId = providers.providers[0]?.id ?? 'sonnen';
  const fleet = fleets.fleets[0] ?? { uuid: '00000000-0000-4000-8000-00000000f1ee', name: 'none' };
  const sites = edgeAnswer('listSites', edge);
  // A fleet's list asks every provider for every page and keeps the rows linked to the fleet: one provider answers
  // one page of the fleet's sites, the others none.
  const fleetSites = edgeAnswer<{ subscriptions: { fleets: Fleet[] }[] } & Json>(
    'listSites',
    edge,
    (body) => ({
      ...body,
      subscriptions: body.subscriptions.map((row) => ({ ...row, fleets: [fleet, ...row.fleets.slice(1)] })),
      page: 1,
      countPages: body.subscriptions.length === 0 ? 0 : 1,
      countTotal: body.subscriptions.length,
    }),
  );
  const noSites = edgeAnswer('listSites', 'emptiest');
  const feeZones = edgeAnswer<{ zones: { dso: string }[] }>('listGridFeeZones', edge);
  const dayAhead = edgeAnswer('getDayAheadPrices', edge);
  const answers: Record<string, unknown> = {
    '/ui/v1/hems-providers': providers,
    '/ui/v1/sites/fleets': fleets,
    '/ui/v1/problems/sites': edgeAnswer('listSiteProblems', edge),
    '/ui/v1/problems/installations': edgeAnswer('listInstallationProblems', edge),
    [`/ui/v1/installation/prepared/hems/${encodeURIComponent(providerId)}`]: edgeAnswer(
      'listPreparedInstallations',
      edge,
    ),
    [`/ui/v1/site/${site.site.subscription}`]: site,
    [`/ui/v1/site/${site.site.siteUuid}`]: site,
    // The site page lists its installation's gateways and chargers.
    ...(site.installation === undefined
      ? {}
      : {
          [`/ui/v1/installations/${site.installation.installationUuid}/gateways`]: edgeAnswer(
            'listInstallationGateways',
            edge,
          ),
        }),
    '/ui/v1/docs/schemas': edgeAnswer('listApiDocs', edge),
    '/ui/v1/trends/daily': edgeAnswer('getTrendSnapshots', edge),
    '/ui/v1/pricing/grid-fee-zones': feeZones,
    [`/ui/v1/fleets/${fleet.uuid}/energy-summary`]: edgeAnswer('getFleetEnergySummary', edge),
    // A zone the pattern allows (no edge text fits it) and one day per entry, as the API answers.
    [`/ui/v1/fleets/${fleet.uuid}/energy/daily`]: edgeAnswer<DailyAnswer>(
      'getFleetEnergyDaily',
      edge,
      (body) => ({
        ...body,
        timeZone: 'Europe/Berlin',
        days: body.days.map((day, index) => ({ ...day, date: addDays('2026-01-01', index) })),
      }),
    ),
  };
  const routes = [
    '/',
    '/?list=site',
    '/?list=installation',
    '/hems',
    `/hems/active/${encodeURIComponent(providerId)}`,
    `/hems/prepared/${encodeURIComponent(providerId)}`,
    '/fleet',
    `/fleet/${fleet.uuid}`,
    `/site/${site.site.subscription}`,
    `/fleet/${fleet.uuid}/${site.site.siteUuid}`,
    '/api',
    `/fleet-energy-dashboard/${fleet.uuid}`,
    '/operations/trends',
    // With a DSO chosen, its name in the grid-fee choice too.
    `/operations/pricing${feeZones.zones[0] ? `?dso=${encodeURIComponent(feeZones.zones[0].dso)}` : ''}`,
  ];
  const answer = (url: URL): unknown => {
    const path = url.pathname;
    if (path in answers) return answers[path];
    if (path.startsWith('/ui/v1/pricing/day-ahead/')) return dayAhead;
    if (path.startsWith('/ui/v1/sites/hems/')) {
      const provider = decodeURIComponent(path.slice('/ui/v1/sites/hems/'.length));
      if (provider !== providerId) return noSites;
      // The fleet's own list asks with its uuid; the provider's list without.
      return url.searchParams.has('fleets') ? fleetSites : sites;
    }
    return undefined;
  };
  return { routes, answer };
}

async function feed(page: Page, edge: Edge): Promise<string[]> {
  const { routes, answer } = world(edge);
  await page.unrouteAll();
  await page.route('**/ui/v1/**', async (route: Route) => {
    const body = answer(new URL(route.request().url()));
    if (body === undefined) return route.fallback();
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return routes;
}

/** Cut values checked on hover and focus per screen: one of each kind of element (a column, a header line …). */
function oneOfEachKind(truncated: readonly Truncated[]): Truncated[] {
  const seen = new Set<string>();
  return truncated.filter(({ element }) => !seen.has(element) && seen.add(element));
}

/** Whether the tooltip appears within its enter delay (and a busy machine's). */
const shows = (tooltip: Locator) =>
  tooltip.waitFor({ state: 'visible', timeout: e2eTimeLimit(3000) }).then(
    () => true,
    () => false,
  );

/** The full value of a cut element shows in a tooltip on hover, and on keyboard focus of it or the link it is in. */
async function fullValueProblems(page: Page, cut: Truncated): Promise<LayoutProblem[]> {
  const element = page.locator(`[data-truncated="${cut.id}"]`);
  const full = ((await element.textContent()) ?? '').trim();
  const tooltip = page.getByRole('tooltip');
  const problem = (kind: LayoutProblem['kind']): LayoutProblem => ({
    kind,
    element: cut.element,
    text: full.slice(0, 40),
    widths: '',
  });
  const problems: LayoutProblem[] = [];
  await element.scrollIntoViewIfNeeded();
  await element.hover();
  if (!(await shows(tooltip.filter({ hasText: full }))))
    problems.push(problem('full value not shown on hover'));
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  // Keyboard focus: the element itself when focusable, else the link or button it is part of.
  await page.keyboard.press('Shift');
  await element.evaluate((node) => {
    const target = node.closest('a, button, [tabindex]') ?? node;
    if (target instanceof HTMLElement) target.focus();
  });
  if (!(await shows(tooltip.filter({ hasText: full })))) {
    problems.push(problem('full value not shown on keyboard focus'));
  }
  await element.evaluate((node) => (node.ownerDocument.activeElement as HTMLElement | null)?.blur());
  await expect(tooltip).toHaveCount(0);
  return problems;
}

/** Routes per test: the longest answers take most of the time (their cut values are hovered and focused). 7: the 14
 * routes in 2 parts per edge, 6 tests and sign-ins as with 12 routes in parts of 6. */
const PART_SIZE = 7;
/** One screen's load, layout check and (longest answers) hovers and focuses with e2e alone on the machine. */
const SCREEN_MS = 40_000;

/** Defines the layout check's tests for `edges` in the calling file (parallel mode; the two workers share the parts). */
export function checkLayoutAtEdges(edges: readonly Edge[]): void {
  test.describe.configure({ mode: 'parallel' });

  for (const edge of edges) {
    const { routes: all } = world(edge);
    for (let from = 0; from < all.length; from += PART_SIZE) {
      const part = all.slice(from, from + PART_SIZE);
      test(`the ${edge} answers: screens ${from + 1}–${from + part.length} of ${all.length} keep their text in their boxes`, async ({
        page,
        browser,
        baseURL,
      }) => {
        // A few seconds per screen with e2e alone on the machine (the longest answers' hovers most), stretched when
        // other work shares the cores.
        test.setTimeout(workLimit(part.length, SCREEN_MS));
        await seedStorage(page, await signedInSession(browser, baseURL));
        await feed(page, edge);
        const documents = countDocuments(page);
        trackRequests(page);
        const found: (LayoutProblem & { route: string; edge: Edge })[] = [];
        const counts: string[] = [];
        for (const [index, route] of part.entries()) {
          const started = Date.now();
          // The part's first screen is the one document load; the others are reached inside the running app.
          if (index === 0) await page.goto(route);
          else await navigateInApp(page, route);
          // Settled, then half a second on and settled again (the quiet window of a load's `networkidle`): a screen
          // drawn at once from answers it already holds may still fetch and redraw, which would detach what the check
          // marks.
          await waitForRouteSettled(page);
          await page.waitForTimeout(500);
          await waitForRouteSettled(page);
          const report = await page.evaluate(checkLayout, WIDEST_CELL_PX);
          // The short answers cut little: what they cut is the same kind of element the longest ones cut.
          const sampled = edge === 'longest' ? oneOfEachKind(report.truncated) : [];
          const problems = [...report.problems];
          for (const cut of sampled) problems.push(...(await fullValueProblems(page, cut)));
          found.push(...problems.map((problem) => ({ ...problem, route, edge })));
          counts.push(
            `${edge} ${route.slice(0, 40)}: ${report.truncated.length} cut, ${sampled.length} kinds hovered and focused, ${problems.length} problems, ${Date.now() - started} ms`,
          );
          // LAYOUT_SCREENSHOTS=1 keeps every screen to look at; a screen with problems is always kept.
          if (problems.length > 0 || process.env.LAYOUT_SCREENSHOTS === '1') {
            await saveScreenshot(page, `layout-${edge}-${route.replace(/[^a-z0-9]+/gi, '_').slice(0, 40)}`);
          }
        }
        console.log(counts.join('\n'));
        expect(found).toEqual([]);
        expect(documents()).toBe(1);
      });
    }
  }
}
