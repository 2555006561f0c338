// The sites lists end to end: the production build against the mock (Prism behind the data-backed proxy). A provider's sites: filter by several groups, check the
// count and chips, page, reload to the same state, load every page with progress, open a site. Then 10k sites (the
// sites call routed to synthesized pages): the DOM never holds more than ~100 rows while scrolling. Route JS.
import { e2eTimeLimit } from '../../scripts/test/time-limit.ts';
import type { Page, Route } from '@playwright/test';
import type { components } from '../../src/api/schema.gen.ts';
import { problemText } from '../../src/domain/problems/problems.ts';
import { expect, saveScreenshot, test, type ConsoleProblem } from './fixtures.ts';
import { openSignedIn } from '../helpers/e2e-app.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
type SiteRow = S['SiteRow'];

/** DESIGN §6: any route other than /login (1 KB = 1000 bytes). */
const headers = { authorization: ADMIN_BEARER };

// A provider the mock does not know answers the streamed call 404, as a backend without the proposed call does:
// the browser logs that answer, and "load all" pages instead.
test.use({
  allowConsoleErrors: [
    (problem: ConsoleProblem) =>
      problem.text.includes('status of 404') && /\/ui\/v1\/sites\/hems\/[^/]+\/stream/.test(problem.url),
  ],
});

const summary = (page: Page) => page.getByTestId('sites-summary');
const bodyRows = (page: Page) => page.getByRole('table', { name: /^Sites of/ }).locator('tbody tr');

test('a provider’s sites: filter by several groups, count and chips, page, reload, load all with progress, open a site', async ({
  page,
  request,
}) => {
  test.setTimeout(e2eTimeLimit(120_000));
  const providers = (
    (await (await request.get('/ui/v1/hems-providers', { headers })).json()) as S['HemsProvidersResponse']
  ).providers;
  const sonnen = providers.find((p) => p.id === 'sonnen');
  expect(sonnen).toBeDefined();
  const pages: SiteRow[][] = [];
  for (let n = 1; ; n += 1) {
    const answer = (await (
      await request.get(`/ui/v1/sites/hems/sonnen?page=${n}`, { headers })
    ).json()) as S['SitesResponse'];
    pages.push(answer.subscriptions);
    if (n >= answer.countPages) break;
  }
  const all = pages.flat();
  expect(all).toHaveLength(sonnen?.siteCount ?? -1);
  const countPages = pages.length;

  await openSignedIn(page, '/hems');
  await page.getByRole('link', { name: `${sonnen?.siteCount} active sites of sonnen` }).click();
  await expect(page).toHaveURL(/\/hems\/active\/sonnen$/);
  await expect(summary(page)).toHaveText(`Page 1 of ${countPages} · ${all.length} sites in all`);
  await expect(bodyRows(page)).toHaveCount(50);
  await saveScreenshot(page, 'sites-provider-page-1');

  // Several groups the sites call has no parameter for: site attribute (PV), trading (supply), health (IoT good).
  // They apply to the shown server page until every page is loaded. (Groups the server filters narrow every page:
  // mock-data.spec.ts.)
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('region', { name: 'Filter Sites' });
  await panel.getByRole('checkbox', { name: 'Has PV' }).check();
  await panel.getByRole('checkbox', { name: 'Supply-Trading enabled' }).check();
  await panel.getByRole('checkbox', { name: 'IoT Health: Good' }).check();
  const matches = (row: SiteRow) => row.hasPv && row.tradingEnabledSupply && row.health.iot === 'good';
  const onPage = (n: number) => (pages[n - 1] ?? []).filter(matches);
  await expect(summary(page)).toHaveText(
    `${onPage(1).length} of the 50 sites on page 1 match · ${all.length} sites in all`,
  );
  await expect(
    page.getByText(
      'The Site Attributes, Trading Attributes and Health filters apply to the 50 sites of page 1 only.',
      { exact: false },
    ),
  ).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(onPage(1).length);
  const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chips).toHaveText(['has PV', 'Trading Enabled Supply', 'IoT Health: Good']);
  await expect(page).toHaveURL(/site_attribute=hasPv/);

  // Page 2 of the server's pages, filtered the same way.
  await page.getByLabel('Go to page 2').click();
  await expect(page).toHaveURL(/page=2/);
  // The pager sits under the table; the new page starts at its top row, in view.
  await expect
    .poll(() => page.locator('section[aria-label="Sites"]').evaluate((el) => el.getBoundingClientRect().top))
    .toBeGreaterThanOrEqual(0);
  await expect(summary(page)).toHaveText(
    `${onPage(2).length} of the ${pages[1]?.length} sites on page 2 match · ${all.length} sites in all`,
  );
  await saveScreenshot(page, 'sites-provider-filtered-page-2');

  // Reload: the same filters, chips, page and rows.
  const url = page.url();
  const rowsBefore = await bodyRows(page).allInnerTexts();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(summary(page)).toHaveText(
    `${onPage(2).length} of the ${pages[1]?.length} sites on page 2 match · ${all.length} sites in all`,
  );
  await expect(chips).toHaveText(['has PV', 'Trading Enabled Supply', 'IoT Health: Good']);
  expect(await bodyRows(page).allInnerTexts()).toEqual(rowsBefore);

  // Export CSV: the file holds every page's matching sites, not only this page's, and the list
  // still shows its server page. A UTF-8 byte-order mark first; this browser's format writes 1.5 with a point, so
  // commas.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sites-HEMS-provider-sonnen-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = Buffer.concat(await (await download.createReadStream()).toArray()).toString('utf8');
  // Instants as the list shows them, local: each instant column names this browser's zone.
  expect(csv).toMatch(
    /^\uFEFFUser reference,Gateway ID,Status,Online,Last seen \(([^)]+)\),Activated \(\1\),Created \(\1\),Fleets,Subscription\r\n/,
  );
  const exported = csv.slice(1).trimEnd().split('\r\n').slice(1);
  // The subscription (a uuid) is the last cell of each row, whatever the quoting before it.
  expect(exported.map((line) => line.slice(line.lastIndexOf(',') + 1))).toEqual(
    all.filter(matches).map((row) => row.subscription),
  );
  await expect(
    page.getByRole('status').filter({ hasText: `Exported ${all.filter(matches).length} rows.` }),
  ).toBeVisible();
  await expect(summary(page)).toHaveText(
    `${onPage(2).length} of the ${pages[1]?.length} sites on page 2 match · ${all.length} sites in all`,
  );

  // Load every page: after the first answer the rest wait until the progress has been seen (a fixed delay raced a
  // busy machine: the run could end before the check).
  let releasePages: () => void = () => {};
  const pagesReleased = new Promise<void>((resolve) => (releasePages = resolve));
  let pageCalls = 0;
  // The paged load (as against a backend without the streamed call), so its progress in pages can be watched.
  await page.route('**/ui/v1/sites/hems/sonnen/stream**', (route: Route) =>
    route.fulfill({ status: 404, json: { message: 'Not Found', status: 404, errorId: 'NOT_FOUND' } }),
  );
  await page.route('**/ui/v1/sites/hems/sonnen?*', async (route: Route) => {
    pageCalls += 1;
    if (pageCalls > 1) await pagesReleased;
    await route.continue();
  });
  await page.getByRole('button', { name: `Load all ${all.length} sites` }).click();
  const bar = page.getByRole('progressbar', { name: 'Loading every page' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(new RegExp(`\\d of ${countPages} pages`))).toBeVisible();
  await saveScreenshot(page, 'sites-provider-loading-all');
  releasePages();
  const everywhere = all.filter(matches);
  await expect(summary(page)).toHaveText(`${everywhere.length} of ${all.length} sites match`);
  await expect(bar).toBeHidden();
  await expect(page).toHaveURL(/all=1/);
  await expect(bodyRows(page)).toHaveCount(Math.min(50, everywhere.length));
  await page.unroute('**/ui/v1/sites/hems/sonnen?*');
  await page.unroute('**/ui/v1/sites/hems/sonnen/stream**');
  await saveScreenshot(page, 'sites-provider-all-loaded');

  // Open a site: its detail by subscription uuid.
  const first = everywhere[0] as SiteRow;
  await page.getByRole('link', { name: first.userReference, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/site/${first.subscription}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.userReference })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Current problems/ })).toBeVisible();
  await saveScreenshot(page, 'site-detail');

  // Back: the list as it was left.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(summary(page)).toHaveText(`${everywhere.length} of ${all.length} sites match`);

  // A site with current problems shows them with their user texts.
  const problemRows = (
    (await (await request.get('/ui/v1/problems/sites', { headers })).json()) as S['ProblemsResponse']
  ).rows;
  const withProblem = problemRows[0] as S['ProblemRow'];
  await page.goto(`/site/${withProblem.subscription}`);
  await expect(page.getByRole('heading', { level: 1, name: withProblem.userReference })).toBeVisible();
  const problems = page.getByRole('list', { name: 'Current problems' });
  await expect(problems.getByText(withProblem.problemName, { exact: true })).toBeVisible();
  await expect(problems.getByText(problemText(withProblem.problemName))).toBeVisible();
  await saveScreenshot(page, 'site-detail-problems');
});

test('a fleet’s sites across providers open under the fleet', async ({ page, request }) => {
  test.setTimeout(e2eTimeLimit(90_000));
  const { fleets } = (await (
    await request.get('/ui/v1/sites/fleets', { headers })
  ).json()) as S['FleetsResponse'];
  const fleet = fleets[0] as S['Fleet'];
  await openSignedIn(page, '/fleet');
  await expect(page.getByRole('table', { name: 'Fleets' }).locator('tbody tr')).toHaveCount(fleets.length);
  await saveScreenshot(page, 'fleets');
  await page.getByRole('link', { name: fleet.name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: fleet.name })).toBeVisible();
  await expect(summary(page)).toHaveText(/^\d+ sites?$/);
  const rows = await bodyRows(page).count();
  expect(rows).toBeGreaterThan(0);
  await saveScreenshot(page, 'fleet-sites');
  await bodyRows(page).first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${fleet.uuid}/[0-9a-f-]{36}$`));
  await expect(page.getByText(`· fleet ${fleet.name}`)).toBeVisible();
  await expect(page.getByText(/is not linked to fleet/)).toHaveCount(0);
  await saveScreenshot(page, 'fleet-site-detail');
});

test('load all streams: one request to the mock answers every site of the provider, parsed into the same list', async ({
  page,
  request,
}) => {
  test.setTimeout(e2eTimeLimit(60_000));
  const providers = (
    (await (await request.get('/ui/v1/hems-providers', { headers })).json()) as S['HemsProvidersResponse']
  ).providers;
  const total = providers.find((p) => p.id === 'sonnen')?.siteCount ?? -1;
  const stream = await request.get('/ui/v1/sites/hems/sonnen/stream', { headers });
  expect(stream.status()).toBe(200);
  expect(stream.headers()['content-type']).toMatch(/^application\/x-ndjson/);
  const lines = (await stream.text()).split('\n').filter((line) => line !== '');
  expect(JSON.parse(lines[0] ?? '{}')).toEqual({ countTotal: total });
  expect(lines).toHaveLength(total + 1);

  const asked: URL[] = [];
  let streamAsked = () => {};
  const streamSeen = new Promise<void>((resolve) => (streamAsked = resolve));
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/ui/v1/sites/hems/sonnen')) asked.push(url);
    if (url.pathname.endsWith('/stream')) streamAsked();
  });
  // Nothing held: the page count is unknown, so the whole collection comes in one streamed answer. The list's first
  // page is held until the stream is asked: once it has told the page count, a provider of few pages (sonnen has 3)
  // is paged rather than streamed, and "load all"'s code loads when a run starts, so the page could win that race.
  await page.route('**/ui/v1/sites/hems/sonnen?*', async (route: Route) => {
    await streamSeen;
    await route.continue();
  });
  // The first page tells the same total before the run ends, so the test waits for the streamed answer to end and
  // the run's progress to go before it counts the requests.
  const answered = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith('/ui/v1/sites/hems/sonnen/stream'),
  );
  await openSignedIn(page, '/hems/active/sonnen?all=1');
  await (await answered).finished();
  await expect(page.getByRole('progressbar', { name: 'Loading every page' })).toBeHidden();
  await expect(summary(page)).toHaveText(`${total} sites`);
  const streamed = asked.filter((url) => url.pathname.endsWith('/stream'));
  expect(streamed).toHaveLength(1);
  // At most the page the list shows while it loads; no page of "load all".
  expect(asked.filter((url) => !url.pathname.endsWith('/stream')).length).toBeLessThanOrEqual(1);
  await expect(bodyRows(page)).toHaveCount(50);
});

/** Sites n = 1..total of a synthetic provider, `perPage` 50, answered without the mock. */
function syntheticPage(total: number, page: number): S['SitesResponse'] {
  const countPages = Math.ceil(total / 50);
  const subscriptions: SiteRow[] = [];
  for (let n = (page - 1) * 50 + 1; n <= Math.min(total, page * 50); n += 1) {
    const hex = n.toString(16).padStart(12, '0');
    subscriptions.push({
      subscription: `0000000a-0000-4000-8000-${hex}`,
      siteUuid: `0000000b-0000-4000-8000-${hex}`,
      activationDate: n % 3 === 2 ? null : '2026-03-04T10:00:00Z',
      gatewayId: `GW-${String(n).padStart(6, '0')}`,
      online: n % 2 === 0,
      status: (['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const)[n % 3] ?? 'ACTIVE',
      userReference: `CUST-${String(n).padStart(6, '0')}`,
      fleets: [],
      created: `2026-02-${String(1 + (n % 28)).padStart(2, '0')}T08:00:00Z`,
      timestamp: '2026-10-31T12:00:00Z',
      hasPv: n % 2 === 1,
      hasBattery: n % 3 === 0,
      hasEvse: n % 5 === 0,
      hasHp: n % 7 === 0,
      tradingEnabledSupply: n % 2 === 0,
      tradingEnabledFeedIn: n % 3 === 1,
      readyForForecastingLabel: 'READY',
      readyForOptimizationLabel: 'READY',
      readyForTradingLabel: 'READY',
      health: { overall: 'good', iot: n % 4 === 0 ? 'critical' : 'good', vpp: 'good' },
    });
  }
  return { subscriptions, page, countPages, countTotal: total };
}

test('10k sites: load every page (<= 4 in flight), and the DOM never holds more than ~100 rows while scrolling', async ({
  page,
}) => {
  test.setTimeout(e2eTimeLimit(180_000));
  const total = 10_000;
  let inFlight = 0;
  let maxInFlight = 0;
  await page.route('**/ui/v1/sites/hems/bulk?*', async (route) => {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    const page = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await route.fulfill({ json: syntheticPage(total, page) });
    inFlight -= 1;
  });
  await openSignedIn(page, '/hems/active/bulk');
  await expect(summary(page)).toHaveText('Page 1 of 200 · 10,000 sites in all');
  await page.getByRole('button', { name: 'Load all 10,000 sites' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading every page' })).toBeVisible();
  await expect(summary(page)).toHaveText('10,000 sites', { timeout: e2eTimeLimit(120_000) });
  expect(maxInFlight).toBeLessThanOrEqual(4);
  // The fleet select is disabled: no synthesized site is linked to a fleet (DESIGN §3).
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Fleets' })).toHaveAttribute('aria-disabled', 'true');

  const counts: number[] = [];
  const countRows = async () => counts.push(await page.locator('tr').count());
  await countRows();
  for (let step = 0; step < 12; step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(50);
    await countRows();
  }
  await page.getByLabel('Go to page 137').or(page.getByLabel('Go to last page')).first().click();
  await countRows();
  await page.getByRole('checkbox', { name: 'IoT Health: Critical' }).check();
  await expect(summary(page)).toHaveText('2,500 of 10,000 sites match');
  await countRows();
  for (let step = 0; step < 8; step += 1) {
    await page.mouse.wheel(0, 600);
    await countRows();
  }
  console.log(
    `[sites-10k] rows in the DOM while scrolling: max ${Math.max(...counts)} (${counts.join(' ')})`,
  );
  expect(Math.max(...counts)).toBeLessThanOrEqual(101);
  await saveScreenshot(page, 'sites-10k-filtered');

  // A complete collection this size is searched through its indexes: one search, then another typed over it,
  // each answered in full (CUST-000120…129 with IoT critical are n = 120, 124, 128; then 132, 136).
  const search = page.getByLabel('Search sites');
  await search.fill('CUST-00012');
  await search.press('Enter');
  await expect(summary(page)).toHaveText('3 of 10,000 sites match');
  await search.fill('CUST-00013');
  await search.press('Enter');
  await expect(summary(page)).toHaveText('2 of 10,000 sites match');
  await expect(page).toHaveURL(/q=CUST-00013/);
  await expect(search).toHaveValue('CUST-00013');
});
