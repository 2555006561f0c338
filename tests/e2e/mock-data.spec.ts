// The data-backed mock end to end: the production build against Prism behind the mock proxy, whose data
// layer filters and pages the sites call like a backend. A search for a gateway id that lives on page 3 finds it.
import type { components } from '../../src/api/schema.gen.ts';
import { seedStorage, signedInSession } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const headers = { authorization: ADMIN_BEARER };

test('search a gateway id that lives on page 3: the server narrows every page and countTotal follows', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const page3 = (await (
    await request.get('/ui/v1/sites/hems/sonnen?page=3', { headers })
  ).json()) as S['SitesResponse'];
  expect(page3.page).toBe(3);
  const wanted = page3.subscriptions[0] as S['SiteRow'];

  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto('/hems/active/sonnen');
  const summary = page.getByTestId('sites-summary');
  await expect(summary).toHaveText(`Page 1 of ${page3.countPages} · ${page3.countTotal} sites in all`);
  await expect(page.getByRole('cell', { name: wanted.gatewayId })).toHaveCount(0);

  await page.getByLabel('Search sites').fill(wanted.gatewayId);
  // One page answers the whole search, so every matching site is loaded: the list says so.
  await expect(summary).toHaveText('1 of 1 site match');
  await expect(page).toHaveURL(new RegExp(`q=${wanted.gatewayId}`));
  const rows = page.getByRole('table', { name: /^Sites of/ }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(wanted.userReference);
  // Nothing is left that only the shown page was searched for.
  await expect(page.getByText(/page 1 only/)).toHaveCount(0);
  await saveScreenshot(page, 'sites-search-page-3-gateway');
});
