// Issue 12 item 3: axe-core (WCAG 2.0/2.1/2.2 A and AA, with target-size) on every route of the table once its data
// has loaded, and on the open filter dialog or panel of every screen that has one. Zero serious or critical
// violations; an exclusion needs a written reason below. The route list is the exported table, so a new screen is
// scanned without touching this file.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appRouteTable } from '../../src/app/router.tsx';
import {
  readResults,
  recordResult,
  seedStorage,
  signedInSession,
  waitForRouteReady,
  type StoredSession,
} from '../helpers/e2e-app.ts';
import { expect, test } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Always on, whatever the tags: WCAG 2.2 2.5.8 (24 px targets). */
const EXTRA_RULES = ['target-size'];
const GATED_IMPACTS = new Set(['serious', 'critical']);

/**
 * Violations we accept, each with its reason. Empty: nothing is excluded. An entry names the rule and the route
 * pattern it applies to ('*' for all), e.g.
 * `{ rule: 'color-contrast', route: '/api/:apiKey', reason: 'the third-party renderer’s method badges …' }`.
 */
const EXCLUSIONS: readonly { rule: string; route: string; reason: string }[] = [];

interface Scan {
  route: string;
  what: string;
  violations: { id: string; impact: string; targets: string[] }[];
  passes: number;
  mainNodes: number;
}

const RESULTS = 'a11y-scans';

async function scan(page: Page, route: string, what: string, include?: string): Promise<Scan> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({
    rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])),
  });
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
  recordResult(RESULTS, result);
  return result;
}

function expectClean(result: Scan) {
  const gated = result.violations.filter((violation) => GATED_IMPACTS.has(violation.impact));
  expect(gated, `${result.what}: serious/critical axe violations`).toEqual([]);
}

/**
 * Opens the filter UI of a screen, if it has one (a button named Filter or Filters that opens a dialog or a panel).
 * Returns what to scan then: the dialog (a modal hides the rest), or the whole page around an opened panel.
 */
async function openFilter(page: Page): Promise<{ include?: string } | undefined> {
  const trigger = page.getByRole('main').getByRole('button', { name: /^Filters?$/ });
  if ((await trigger.count()) !== 1 || !(await trigger.isVisible())) return undefined;
  await trigger.click();
  const dialog = page.getByRole('dialog');
  const panel = page
    .getByRole('region', { name: /Filter/ })
    .or(page.getByRole('complementary', { name: /Filter/ }));
  await expect(dialog.or(panel).first()).toBeVisible();
  // Let transitions finish: axe measures sizes and colours.
  await page.waitForTimeout(400);
  return (await dialog.count()) > 0 ? { include: '[role="dialog"]' } : {};
}

let session: StoredSession = {};
/** The table is printed by the worker that ran the last route (a failure restarts the worker on the way). */
let ranLastRoute = false;
const lastRoute = appRouteTable[appRouteTable.length - 1];

test.beforeAll(async ({ browser, baseURL }) => {
  session = await signedInSession(browser, baseURL);
});

test.afterAll(() => {
  if (!ranLastRoute) return;
  const scans = readResults<Scan>(RESULTS);
  if (scans.length === 0) return;
  const impacts = ['critical', 'serious', 'moderate', 'minor'];
  const count = (impact: string) =>
    scans.reduce((sum, s) => sum + s.violations.filter((v) => v.impact === impact).length, 0);
  console.log(
    `[a11y] ${scans.length} scans (${scans.filter((s) => s.what.includes('filter')).length} with the filter open), ` +
      `${scans.reduce((sum, s) => sum + s.passes, 0)} passing rule checks; violations by impact: ` +
      impacts.map((impact) => `${impact} ${count(impact)}`).join(', ') +
      `; exclusions ${EXCLUSIONS.length}`,
  );
  for (const s of scans.filter((entry) => entry.violations.length > 0)) {
    console.log(
      `[a11y]   ${s.what}: ${s.violations.map((v) => `${v.id} (${v.impact}) ${v.targets[0] ?? ''}`).join('; ')}`,
    );
  }
});

for (const route of appRouteTable) {
  test(`${route.pattern}: no serious or critical violations once loaded${route.access === 'guarded' ? '' : ' (public)'}`, async ({
    page,
  }) => {
    if (route.access === 'guarded') await seedStorage(page, session);
    ranLastRoute = route === lastRoute;
    await page.goto(route.samplePath);
    await waitForRouteReady(page);
    expect(new URL(page.url()).pathname).toBe(route.samplePath);
    const result = await scan(page, route.pattern, route.samplePath);
    expect(result.mainNodes, 'axe evaluated nodes inside the main landmark').toBeGreaterThan(0);
    expectClean(result);

    const filter = await openFilter(page);
    if (filter !== undefined) {
      expectClean(
        await scan(page, route.pattern, `${route.samplePath} with the filter open`, filter.include),
      );
    }
  });
}
