// Time from a filter change to the next paint with 10k sites loaded, in Chromium, on the production bundle (issue
// 8, DESIGN §6). The bundle is built into a temporary folder and served by a tiny static server, and every API call
// is answered by the page's own routes (10,000 synthesized sites in 200 pages), so the figure depends on neither
// the shared dist/ nor the mock. Each sample: click a filter checkbox, wait until the result count on screen
// changed, then until the frame after that was painted (requestAnimationFrame, then a task). "Load all" (?all=1,
// navigation until "10,000 sites" is on screen) is timed on 5 fresh pages.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { PERMISSION_NAMES } from '../../src/api/permissions.gen.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { ms } from './bench-stats.ts';
import { serveStatic } from './serve-static.ts';

type S = components['schemas'];
type SiteRow = S['SiteRow'];

const TOTAL = 10_000;
const RUNS = 40;
const WARMUP = 6;
/** 'Load all' is timed on this many fresh pages (each from navigation to "10,000 sites" on screen). */
const LOAD_RUNS = 5;
const FLEETS: S['Fleet'][] = [
  { uuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21', name: 'Ruhr Flex' },
  { uuid: '1d6b0d2f-8e2c-4f1f-8b64-3f7a9e5c8b32', name: 'Spree Storage' },
];
/** Checkboxes of different groups (client-only and server-param groups alike), toggled in turn. */
const TOGGLES = ['Has EVSE', 'IoT Health: Critical', 'HEMS Online', 'Supply-Trading enabled', 'Has PV'];

function sitesPage(page: number): S['SitesResponse'] {
  const countPages = TOTAL / 50;
  const subscriptions: SiteRow[] = [];
  const levels = ['good', 'moderate', 'critical'] as const;
  for (let n = (page - 1) * 50 + 1; n <= Math.min(TOTAL, page * 50); n += 1) {
    const hex = n.toString(16).padStart(12, '0');
    const row: SiteRow = {
      subscription: `0000000a-0000-4000-8000-${hex}`,
      siteUuid: `0000000b-0000-4000-8000-${hex}`,
      activationDate: n % 3 === 2 ? null : `2026-03-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
      gatewayId: `GW-${String(n).padStart(6, '0')}`,
      online: n % 2 === 0,
      status: (['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const)[n % 3] ?? 'ACTIVE',
      userReference: `CUST-${String(n).padStart(6, '0')}`,
      fleets: n % 4 === 0 ? [] : [FLEETS[n % 2] as S['Fleet']],
      created: `2026-02-${String(1 + (n % 28)).padStart(2, '0')}T08:00:00Z`,
      timestamp: `2026-10-31T${String(n % 24).padStart(2, '0')}:00:00Z`,
      hasPv: n % 2 === 1,
      hasBattery: n % 3 === 0,
      hasEvse: n % 5 === 0,
      hasHp: n % 7 === 0,
      tradingEnabledSupply: n % 2 === 0,
      tradingEnabledFeedIn: n % 3 === 1,
      readyForForecastingLabel: 'READY',
      readyForOptimizationLabel: n % 2 === 0 ? 'READY' : 'NOT_READY',
      readyForTradingLabel: 'READY',
      health: { overall: levels[n % 3] ?? 'good', iot: levels[(n + 1) % 3] ?? 'good', vpp: 'good' },
    };
    if (n % 6 !== 5) row.tso = n % 2 === 0 ? 'Amprion' : 'TenneT';
    subscriptions.push(row);
  }
  return { subscriptions, page, countPages, countTotal: TOTAL };
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 'bench', exp: 4_102_444_800 })}.c2ln`;

/** The sites requests of the current load: how many, and the most in flight at once. */
const requests = { asked: 0, inFlight: 0, most: 0 };

/** Opens the list with ?all=1 and returns the time from navigation until all 10,000 sites are counted on screen. */
async function openLoadedList(page: Page, base: string): Promise<number> {
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refresh-token', token);
  }, TOKEN);
  // The runtime configuration the local preview serves (environment "local", the API at the root).
  await page.route('**/config.json', (route) =>
    route.fulfill({
      path: resolve(PROJECT_ROOT, 'deploy/config.local.json'),
      contentType: 'application/json',
    }),
  );
  await page.route('**/ui/v1/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/ui/v1/hems-providers') {
      return route.fulfill({
        json: { providers: [{ id: 'bench', name: 'Bench', siteCount: TOTAL, preparedCount: 0 }] },
      });
    }
    if (url.pathname === '/ui/v1/sites/fleets') return route.fulfill({ json: { fleets: FLEETS } });
    // Who is signed in (the access gate): every permission, so the list is open.
    if (url.pathname === '/ui/v1/profile') {
      const profile: S['Profile'] = { permissions: [...PERMISSION_NAMES], navItems: [] };
      return route.fulfill({ json: profile });
    }
    if (url.pathname === '/ui/v1/sites/hems/bench') {
      requests.asked += 1;
      requests.inFlight += 1;
      requests.most = Math.max(requests.most, requests.inFlight);
      await route.fulfill({ json: sitesPage(Number(url.searchParams.get('page') ?? '1')) });
      requests.inFlight -= 1;
      return;
    }
    console.error(`bench: no answer for ${url.pathname}`);
    return route.fulfill({ status: 404, json: { message: 'Not found', status: 404 } });
  });
  Object.assign(requests, { asked: 0, inFlight: 0, most: 0 });
  const started = performance.now();
  await page.goto(`${base}/hems/active/bench?all=1`);
  await page
    .getByTestId('sites-summary')
    .filter({ hasText: /^10,000 sites$/ })
    .waitFor({ timeout: 120_000 })
    .catch(async (error: unknown) => {
      console.error(`the page shows: ${(await page.locator('body').innerText()).slice(0, 600)}`);
      throw error;
    });
  const took = performance.now() - started;
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('region', { name: 'Filter Sites' }).waitFor();
  return took;
}

function stats(values: readonly number[]) {
  const samples = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? Number.NaN;
  const median = (samples[(samples.length - 1) >> 1]! + samples[samples.length >> 1]!) / 2;
  return {
    median,
    p10: at(0.1),
    p90: at(0.9),
    min: samples[0] ?? Number.NaN,
    max: samples.at(-1) ?? Number.NaN,
  };
}

/**
 * One sample: click, wait for React's commit to reach the table's rows (they always change on a toggle; they follow
 * the click in a deferred render), then for the frame after it to be painted.
 */
async function filterToPaint(page: Page, label: string): Promise<number> {
  return page.evaluate(async (name) => {
    const box = [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox]')].find(
      (input) => input.closest('label')?.textContent?.trim() === name,
    );
    // The table, not the whole list: the chips answer the click at once, the rows follow in a deferred render.
    const list = document.querySelector('section[aria-label="Sites"] table tbody');
    if (!box || !list) throw new Error(`no checkbox ${name} or no list`);
    const committed = new Promise<void>((done) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        done();
      });
      observer.observe(list, { childList: true, characterData: true, subtree: true, attributes: true });
    });
    const start = performance.now();
    box.click();
    await committed;
    await new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    return performance.now() - start;
  }, label);
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'sites-bench-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let server: Server | undefined;
  try {
    const builtAt = performance.now();
    await build({
      root: PROJECT_ROOT,
      configFile: resolve(PROJECT_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    console.log(`production bundle built in ${ms(performance.now() - builtAt)}`);
    const port = await findFreePort(4460);
    server = (await serveStatic(outDir, port)).server;
    const base = `http://${LOOPBACK}:${port}`;
    const loads: number[] = [];
    let page: Page | undefined;
    for (let i = 0; i < LOAD_RUNS; i += 1) {
      await page?.close();
      page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      page.on('crash', () => console.error('the page crashed'));
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') console.error(`console: ${message.text()}`);
      });
      loads.push(await openLoadedList(page, base));
      console.log(
        `  load ${i + 1}: ${ms(loads[i] ?? 0)}, ${requests.asked} sites requests, at most ${requests.most} in flight`,
      );
    }
    const load = stats(loads);
    console.log(
      `load all ${TOTAL} sites (200 pages, <= 4 in flight), ${LOAD_RUNS} runs: median ${ms(load.median)}, ` +
        `min ${ms(load.min)}, max ${ms(load.max)}`,
    );
    const samples: number[] = [];
    let rows = 0;
    for (let i = 0; i < WARMUP + RUNS; i += 1) {
      const took = await filterToPaint(page as Page, TOGGLES[i % TOGGLES.length] as string);
      if (i >= WARMUP) samples.push(took);
      rows = Math.max(rows, await (page as Page).locator('tr').count());
    }
    const paint = stats(samples);
    console.log(
      `filter change -> next paint, ${TOTAL} sites loaded, ${RUNS} runs: median ${ms(paint.median)}, ` +
        `p10 ${ms(paint.p10)}, p90 ${ms(paint.p90)}, min ${ms(paint.min)} (at most ${rows} table rows in the DOM)`,
    );
  } finally {
    await browser.close();
    server?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
