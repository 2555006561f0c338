// What the daily walk (tests/e2e/daily-paths.extended.ts) reads from, or sets up in, a run's mock world before the
// person's first action, so the clock never counts it: the mock's own answers at the pinned instant, through the walk
// page's request context (it carries the run's world and instant headers), as a named staff member.
import { expect, type Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen.ts';
import {
  OFFLINE_WINDOWS,
  wentOfflineWithin,
  type OfflineWindow,
} from '../../src/domain/filters/offline-window.ts';
import { browserNow } from './e2e-app.ts';
import { mockToken } from './mock-tokens.ts';

type S = components['schemas'];

const as = (email: string) => ({ authorization: `Bearer ${mockToken(email)}` });

async function answer<T>(page: Page, path: string, email: string): Promise<T> {
  const response = await page.request.get(path, { headers: as(email) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** Every site of a HEMS provider, every page, as the mock holds them now. */
async function providerSites(page: Page, provider: string, email: string): Promise<S['SiteRow'][]> {
  const all: S['SiteRow'][] = [];
  for (let n = 1; ; n += 1) {
    const body = await answer<S['SitesResponse']>(page, `/ui/v1/sites/hems/${provider}?page=${n}`, email);
    all.push(...body.subscriptions);
    if (n >= body.countPages) return all;
  }
}

/**
 * The user references of a provider's sites that went offline in each window, by the one rule, at the browser's
 * now; none of them within a minute of a window's edge, where the browser's and the mock's seconds could disagree.
 */
export async function sitesWentOffline(
  page: Page,
  provider: string,
  email: string,
): Promise<Record<OfflineWindow, string[]>> {
  const all = await providerSites(page, provider, email);
  const now = await browserNow(page);
  const within = (window: OfflineWindow, at: number) =>
    all
      .filter((site) => wentOfflineWithin(window, { offline: !site.online, since: site.timestamp }, at))
      .map((site) => site.userReference)
      .sort();
  const result = {} as Record<OfflineWindow, string[]>;
  for (const window of OFFLINE_WINDOWS) {
    result[window] = within(window, now);
    expect(within(window, now + 60_000), `${window}: no site on the edge`).toEqual(result[window]);
  }
  return result;
}

/**
 * A colleague soft-resets the first charger of the chargers list (as the list asks for it: no filter, newest
 * connection first) — the entry the log then holds for it. Answers that charger and its entries as the log lists them
 * for `reader`, searched by its uuid as its page's Activity link does.
 */
export async function colleagueResetFirstCharger(
  page: Page,
  colleague: string,
  reader: string,
): Promise<{ charger: S['EvseRow']; entries: S['ActivityEntry'][] }> {
  const charger = (await answer<S['EvsesResponse']>(page, '/ui/v1/evses', colleague)).evses[0];
  if (charger === undefined) throw new Error('the world has no charger');
  const reset = await page.request.post(`/ui/v1/evses/${charger.evseUuid}/commands`, {
    headers: as(colleague),
    data: { command: 'RESET', resetType: 'Soft' },
  });
  expect(reset.ok(), 'the colleague’s reset').toBe(true);
  const log = await answer<S['ActivityResponse']>(
    page,
    `/ui/v1/activity?target=${encodeURIComponent(charger.evseUuid)}`,
    reader,
  );
  expect(log.entries.length, 'the charger’s entries in the log').toBeGreaterThan(0);
  return { charger, entries: log.entries };
}
