// Jump to end to end: a staff member on the phone hears a gateway id and reaches that site's live
// view in at most four interactions (Ctrl+K, type, choose); the dialog is axe clean; the next opening lists it first.
import type { components } from '../../src/api/schema.gen.ts';
import { axeViolations } from '../helpers/axe.ts';
import { edgeAnswer } from '../helpers/edge-answers.ts';
import { checkLayout, WIDEST_CELL_PX } from '../helpers/layout-check.ts';
import { seedStorage, signedInSession } from '../helpers/e2e-app.ts';
import { expect, saveScreenshot, test } from './fixtures.ts';
import { ADMIN_BEARER } from '../helpers/mock-tokens.ts';

type S = components['schemas'];
const headers = { authorization: ADMIN_BEARER };

test('/login loads neither the jump-to field nor its dialog', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jump to…' })).toHaveCount(0);
  expect(scripts.filter((url) => /jump-dialog|shell-layout/.test(url))).toEqual([]);
});

test("a gateway id read out on the phone to that site's live view in three interactions", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // A gateway of a site in a fleet (the live view is a fleet-scoped route).
  const gateways = (
    (await (await request.get('/ui/v1/gateways?text=CUST-', { headers })).json()) as S['GatewaysResponse']
  ).gateways;
  let target: { gatewayId: string; site: S['SiteHit'] } | undefined;
  for (const gateway of gateways) {
    const answer = (await (
      await request.get(`/ui/v1/search?q=${encodeURIComponent(gateway.hemGatewayId)}&kinds=site`, { headers })
    ).json()) as S['SearchAnswer'];
    const site = answer.sites.items[0];
    if (site?.fleetUuid) {
      target = { gatewayId: gateway.hemGatewayId, site };
      break;
    }
  }
  if (!target) throw new Error('no gateway of a site in a fleet');
  const { gatewayId, site } = target;

  // The dialog is a chunk of its own, asked for on first use only.
  const dialogChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/jump-dialog-[^/]*\.js$/.test(r.url())) dialogChunks.push(r.url());
  });
  await seedStorage(page, await signedInSession(browser, baseURL));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Jump to…' })).toBeVisible();
  expect(dialogChunks).toEqual([]);
  // The field in the top bar, before the dialog makes the page behind it inert.
  expect(await axeViolations(page)).toEqual([]);

  // 1: the shortcut.
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Jump to' });
  const field = dialog.getByRole('combobox', { name: /Search sites, gateways/ });
  await expect(field).toBeFocused();
  expect(dialogChunks).toHaveLength(1);
  // 2: the id as heard: lower case, with spaces.
  await field.fill(gatewayId.toLowerCase().replace(/-/g, ' '));
  const live = dialog.getByRole('option', { name: new RegExp(`^Live stream · ${site.label}`) });
  await expect(live).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Gateways' })).toBeVisible();
  await saveScreenshot(page, 'jump-results');
  expect(await axeViolations(page)).toEqual([]);
  // 3: the site's live view.
  await live.click();

  await expect(page).toHaveURL(`/fleet/${site.fleetUuid}/subscription/${site.subscription}/live-stream`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Live stream', selected: true })).toBeVisible();

  // Next time, `/` (the focus on the page, not in a field) lists it first.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  const recent = dialog.getByRole('listbox', { name: 'Recent items' });
  await expect(recent.getByRole('option').first()).toContainText(`Site: Live stream · ${site.label}`);
  // The dialog fades in: axe measures contrast once no transition runs.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the longest answer the spec allows keeps its text in the dialog, on a phone and on a desktop', async ({
  page,
  browser,
  baseURL,
}) => {
  const longest = edgeAnswer('searchEverything', 'longest');
  await page.route('**/ui/v1/search?*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(longest) }),
  );
  await seedStorage(page, await signedInSession(browser, baseURL));
  for (const size of [
    { width: 360, height: 740 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    await page.getByRole('button', { name: 'Jump to…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jump to' });
    await dialog.getByRole('combobox').fill('x');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    const report = await page.evaluate(checkLayout, WIDEST_CELL_PX);
    expect(report.problems, `${size.width} px`).toEqual([]);
    await saveScreenshot(page, `jump-longest-${size.width}`);
  }
});
