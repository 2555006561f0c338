// A fleet manager finds the faulted chargers of their fleet: from the fleets to the fleet's charger counts (the
// Faulted card), to the fleet's charger list filtered by the Status filter's Faulted, whose rows are exactly the
// fleet's faulted chargers. The expectation is computed from the mock's own answers with the one faulted rule (every
// charger of the fleet, unfiltered, through the rule), never written down: the mock's world may be regenerated.
import type { APIRequestContext } from '@playwright/test';
import type { components } from '../../src/api/schema.gen.ts';
import { isEvseFaulted } from '../../src/domain/evse/evse-status.ts';
import { mockToken } from '../helpers/mock-tokens.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';

type S = components['schemas'];
const FLEET_MANAGER = 'fleet@operator-portal.example';
const headers = { authorization: `Bearer ${mockToken(FLEET_MANAGER)}` };

/** Every charger of a fleet as the fleet manager may see them, every page. */
async function fleetChargers(request: APIRequestContext, fleetUuid: string): Promise<S['EvseRow'][]> {
  const rows: S['EvseRow'][] = [];
  for (let page = 1; ; page += 1) {
    const answer = await request.get(`/ui/v1/evses?fleet=${fleetUuid}&page=${page}`, { headers });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as S['EvsesResponse'];
    rows.push(...body.evses);
    if (page >= body.countPages) return rows;
  }
}

test('a fleet manager finds the faulted chargers of a fleet by the Faulted filter: exactly those rows', async ({
  page,
  request,
}) => {
  // Sign-in, three screens and the filter panel: over the default 30 s when the shared machine is busy.
  test.slow();
  const fleets = (
    (await (await request.get('/ui/v1/sites/fleets', { headers })).json()) as S['FleetsResponse']
  ).fleets;
  let chosen: { uuid: string; all: S['EvseRow'][]; faulted: S['EvseRow'][] } | undefined;
  for (const fleet of fleets) {
    const all = await fleetChargers(request, fleet.uuid);
    const faulted = all.filter(isEvseFaulted);
    if (faulted.length > 0 && (chosen === undefined || faulted.length > chosen.faulted.length))
      chosen = { uuid: fleet.uuid, all, faulted };
  }
  if (chosen === undefined)
    throw new Error(`none of the fleet manager's ${fleets.length} fleets has a faulted charger`);
  const { uuid, all, faulted } = chosen;
  // The filter must narrow: the fleet has chargers that are not faulted too.
  expect(all.length).toBeGreaterThan(faulted.length);
  const expected = faulted.map((row) => row.uniqueIdentifier).sort();

  await page.goto('/login');
  await page.getByLabel('Email').fill(FLEET_MANAGER);
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await page.goto('/fleet');
  await page.getByRole('main').locator(`a[href="/fleet/${uuid}"]`).first().click();
  await page.getByRole('link', { name: 'Chargers' }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${uuid}/evses-overview$`));
  const counts = page.getByRole('region', { name: 'Charger counts' });
  // The fleet summary's count is the rule's count over the fleet's chargers.
  await expect(counts.getByRole('link', { name: `${faulted.length} Faulted` })).toBeVisible();
  await saveScreenshot(page, 'evses-faulted-fleet-overview');

  // The whole list first, then the filter, as a fleet manager would look.
  await counts.getByRole('link', { name: /Chargers$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fleet/${uuid}/evses-overview/all-evses$`));
  const table = page.getByRole('table', { name: 'EV chargers' });
  await expect(
    page.getByText(`Chargers 1–${Math.min(all.length, 50)} of ${all.length}`, { exact: true }),
  ).toBeVisible();
  // The count above the list says the same number and leads to the same filter.
  await expect(page.getByRole('link', { name: `${faulted.length} faulted`, exact: true })).toHaveAttribute(
    'href',
    `/fleet/${uuid}/evses-overview/all-evses?evse_status=faulted`,
  );

  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('checkbox', { name: 'Faulted' }).check();
  await expect(page).toHaveURL(/[?&]evse_status=faulted(&|$)/);
  await expect(page.getByRole('button', { name: 'Remove filter Status: Faulted' })).toBeVisible();
  await expect(
    page.getByText(`Chargers 1–${Math.min(faulted.length, 50)} of ${faulted.length} found`),
  ).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(faulted.length, 50));
  const shown = (
    await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelector('td a')?.textContent?.trim() ?? ''))
  ).sort();
  if (faulted.length <= 50) expect(shown).toEqual(expected);
  else expect(shown.every((identifier) => expected.includes(identifier))).toBe(true);
  await saveScreenshot(page, 'evses-faulted-fleet-list');
});
