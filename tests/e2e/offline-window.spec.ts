// "Which sites went offline in the last hours?" as operations staff ask it, at the hour staff work
// (scripts/mock/instants.ts, the mock's and the browser's clocks pinned together by tests/e2e/fixtures.ts): open a
// provider's sites list, choose "Went offline: in the last 6 h", and the rows are the sites the dataset says went
// offline in those 6 hours. The expected sets are computed from the mock's own answers with the one rule
// (src/domain/filters/offline-window.ts), never written down, so the test holds when the mock world is regenerated.
// When no site went offline in the last 6 h (the dataset of 2 Dec 2026 has none), the list must say so, and the
// narrowest window that holds sites is chosen as well.
import type { APIRequestContext, Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen.ts';
import {
  OFFLINE_WINDOWS,
  OFFLINE_WINDOW_LABELS,
  wentOfflineWithin,
  type OfflineWindow,
} from '../../src/domain/filters/offline-window.ts';
import { browserNow, openSignedIn } from '../helpers/e2e-app.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

type S = components['schemas'];
type SiteRow = S['SiteRow'];

const headers = { authorization: ADMIN_BEARER };
const PROVIDER = 'sonnen';

test.use({ instant: 'staff-hour' });

const bodyRows = (page: Page) => page.getByRole('table', { name: /^Sites of/ }).locator('tbody tr');

/** The user references the table shows, in any order. */
async function shownReferences(page: Page): Promise<string[]> {
  const cells = await bodyRows(page).locator('td:first-child').allInnerTexts();
  return cells.map((text) => text.trim()).sort();
}

test('staff find the sites that went offline in the last 6 h: the rows are the dataset’s, the chip names the window', async ({
  page,
  request,
}) => {
  // Every site of the provider, as the mock holds them at the pinned instant (the test's requests carry it).
  const all: SiteRow[] = [];
  for (let n = 1; ; n += 1) {
    const answer = (await (
      await request.get(`/ui/v1/sites/hems/${PROVIDER}?page=${n}`, { headers })
    ).json()) as S['SitesResponse'];
    all.push(...answer.subscriptions);
    if (n >= answer.countPages) break;
  }
  expect(all.length).toBeGreaterThan(0);

  await openSignedIn(page, `/hems/active/${PROVIDER}`);
  await expect(bodyRows(page).first()).toBeVisible();
  // The window is relative to the clock the page reads; the mock's runs on from the same instant.
  const now = await browserNow(page);
  const expected = (window: OfflineWindow) =>
    all
      .filter((site) => wentOfflineWithin(window, { offline: !site.online, since: site.timestamp }, now))
      .map((site) => site.userReference)
      .sort();
  // No site sits within a minute of a window's edge, where the two clocks' seconds apart could disagree.
  for (const window of OFFLINE_WINDOWS) {
    expect(expected(window), `${window}: no site on the edge`).toEqual(
      all
        .filter((site) =>
          wentOfflineWithin(window, { offline: !site.online, since: site.timestamp }, now + 60_000),
        )
        .map((site) => site.userReference)
        .sort(),
    );
  }

  const panel = page.getByRole('region', { name: 'Filter Sites' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
  const chips = page.getByRole('list', { name: 'Active filters' });

  const choose = async (window: OfflineWindow) => {
    await panel.getByRole('checkbox', { name: OFFLINE_WINDOW_LABELS[window] }).check();
    await expect(page).toHaveURL(new RegExp(`[?&]offline=${window}(&|$)`));
    await expect(chips.getByText(`Went offline: ${OFFLINE_WINDOW_LABELS[window]}`)).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(expected(window).length);
    expect(await shownReferences(page)).toEqual(expected(window));
  };

  await choose('6h');
  await saveScreenshot(page, 'offline-window-6h');
  const inSix = expected('6h');
  test.info().annotations.push({ type: 'offline in the last 6 h', description: inSix.join(', ') || 'none' });

  let shown: OfflineWindow = '6h';
  if (inSix.length === 0) {
    // Nothing went offline in the last 6 h here: the narrowest window that holds sites shows them instead.
    const window = OFFLINE_WINDOWS.find((w) => expected(w).length > 0);
    expect(window, 'some site of the dataset went offline in the last 7 d').toBeDefined();
    await panel.getByRole('checkbox', { name: OFFLINE_WINDOW_LABELS['6h'] }).uncheck();
    await choose(window as OfflineWindow);
    test.info().annotations.push({
      type: `offline ${OFFLINE_WINDOW_LABELS[window as OfflineWindow]}`,
      description: expected(window as OfflineWindow).join(', '),
    });
    await saveScreenshot(page, `offline-window-${window}`);
    shown = window as OfflineWindow;
  }

  // Staff open the first of them: its page says for how long it has been offline, the exact start as the title.
  const first = expected(shown)[0] as string;
  await bodyRows(page).getByRole('link', { name: first, exact: true }).click();
  const summary = page.getByLabel('Summary');
  const chip = summary.getByText(/^Offline for \d+/);
  await expect(chip).toBeVisible();
  await expect(chip.locator('xpath=ancestor-or-self::*[@title][1]')).toHaveAttribute(
    'title',
    /^Offline since /,
  );

  // An unknown window in the URL is ignored: no chip, every site, no crash (the fixtures fail on console errors).
  await page.goto(`/hems/active/${PROVIDER}?offline=3h&offline=`);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText(/^Went offline:/)).toHaveCount(0);
});

/** Every page of a list call, as the mock answers it at the pinned instant. */
async function everyPage<T>(
  request: APIRequestContext,
  path: string,
  rowsOf: (answer: never) => readonly T[],
): Promise<T[]> {
  const all: T[] = [];
  for (let n = 1; ; n += 1) {
    const answer = (await (await request.get(`${path}?page=${n}`, { headers })).json()) as {
      countPages: number;
    };
    all.push(...rowsOf(answer as never));
    if (n >= answer.countPages) return all;
  }
}

test('a shared link with the window opens the gateway search and the charger list on the dataset’s offline rows', async ({
  page,
  request,
}) => {
  const gateways = await everyPage(request, '/ui/v1/gateways', (a: S['GatewaysResponse']) => a.gateways);
  const evses = await everyPage(request, '/ui/v1/evses', (a: S['EvsesResponse']) => a.evses);
  await openSignedIn(page, '/assets/search-gateways?offline=24h');
  const now = await browserNow(page);

  const gatewayIds = gateways
    .filter((g) => wentOfflineWithin('24h', { offline: !g.online, since: g.lastConnection }, now))
    .map((g) => g.hemGatewayId)
    .sort();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    'Went offline: in the last 24 h',
  );
  const gatewayRows = page.getByRole('table', { name: 'Gateways' }).locator('tbody tr');
  await expect(gatewayRows).toHaveCount(Math.min(50, gatewayIds.length));
  if (gatewayIds.length > 0) {
    const shown = (await gatewayRows.locator('td:first-child').allInnerTexts()).map((t) => t.trim()).sort();
    expect(gatewayIds).toEqual(expect.arrayContaining(shown));
    // The one wording of an offline spell, in the list's State column.
    await expect(gatewayRows.first()).toContainText(/Offline for \d+/);
  }
  await saveScreenshot(page, 'offline-window-gateways-24h');

  const evseIds = evses
    .filter((e) =>
      wentOfflineWithin('6h', { offline: e.connectivity === 'EVSE_OFFLINE', since: e.lastConnection }, now),
    )
    .map((e) => e.uniqueIdentifier);
  expect(evseIds.length, 'chargers of the dataset went offline in the last 6 h').toBeGreaterThan(0);
  await page.goto('/assets/evses?offline=6h');
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    'Went offline: in the last 6 h',
  );
  const evseRows = page.getByRole('table', { name: 'EV chargers' }).locator('tbody tr');
  await expect(evseRows).toHaveCount(Math.min(50, evseIds.length));
  const shownEvses = await evseRows.getByRole('link').allInnerTexts();
  expect(shownEvses.filter((text) => evseIds.includes(text.trim())).length).toBe(
    Math.min(50, evseIds.length),
  );
  await expect(evseRows.first()).toContainText(/Offline for \d+/);
  await saveScreenshot(page, 'offline-window-evses-6h');
});
