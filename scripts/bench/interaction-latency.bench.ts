// Every common interaction of the screens staff use most, event to next paint, in Chromium on the production bundle,
// at full CPU and at 4× CPU throttling (CDP Emulation.setCPUThrottlingRate): toggle a filter, open the filter panel,
// type in the search (a key, and Enter, which applies it), sort, open a site (list → site page), switch to a site's
// energy history, Ctrl+K (the jump box). Measured as INP is: the Event Timing API in the page
// (`PerformanceObserver({ type: 'event', durationThreshold: 16 })`), the longest event of the interaction, from its
// start to the paint after its handlers (8 ms granularity; an interaction with no event of 16 ms or more counts as
// 16). The screens: the sites list of the default world (299 sites, server pages) and of a bigger MOCK_SITES world
// after "load all" (INTERACTION_SITES, default 10,000), a site's page and its energy screen, the chargers list. The
// mock is Prism behind the data-backed proxy, as under `npm start`, serving the bundle too.
//
// Options: INTERACTION_RUNS samples per interaction and rate (default 7, after one untimed warm-up);
// INTERACTION_RATES (default 1,4); INTERACTION_SITES (0 skips the bigger world); INTERACTION_ONLY=<text>,<text>
// measures only the interactions whose name contains one of them; INTERACTION_BUNDLE=<folder> measures an already
// built bundle instead of building one.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { mockToken } from '../../tests/helpers/mock-tokens.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { startPrism } from '../mock/prism.ts';
import { API_PREFIXES, createMockProxy, MOCK_PATH_PREFIX } from '../mock/proxy.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { median } from './bench-stats.ts';
import { requestPath, sendFile } from './serve-static.ts';

const RUNS = Number(process.env.INTERACTION_RUNS ?? 7);
const RATES = (process.env.INTERACTION_RATES ?? '1,4').split(',').map((rate) => Number(rate.trim()));
const BIG_WORLD = Number(process.env.INTERACTION_SITES ?? 10_000);
const ONLY = (process.env.INTERACTION_ONLY ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter((part) => part !== '');
const PROVIDER = 'sonnen';
/** The floor of what the Event Timing API reports (its smallest durationThreshold). */
const FLOOR_MS = 16;
const VIEWPORT = { width: 1440, height: 900 };

interface EventRecord {
  readonly name: string;
  readonly start: number;
  readonly duration: number;
  readonly interaction: number;
  /** The time its handlers ran (processingEnd − processingStart). */
  readonly handlers: number;
}

declare global {
  interface Window {
    benchEvents?: EventRecord[];
  }
}

/** The bundle and the mock on one origin: API and control paths to the proxy, the rest static (index.html). */
async function serve(
  root: string,
  sites: number | undefined,
): Promise<{ base: string; stop: () => Promise<void> }> {
  const prism = await startPrism({ port: 4770, log: () => undefined });
  const proxy = createMockProxy({
    target: prism.url,
    ...(sites === undefined ? {} : { sites }),
    log: () => undefined,
  });
  const server: Server = createServer((request, response) => {
    const path = requestPath(request.url);
    if (API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`)) || path.startsWith(MOCK_PATH_PREFIX)) {
      proxy.middleware(request, response, () => {
        response.writeHead(404).end();
      });
      return;
    }
    if (path === '/config.json')
      sendFile(PROJECT_ROOT, resolve(PROJECT_ROOT, 'deploy/config.local.json'), response);
    else sendFile(root, join(root, path), response);
  });
  const port = await findFreePort(4780);
  await new Promise<void>((done) => server.listen(port, LOOPBACK, () => done()));
  return {
    base: `http://${LOOPBACK}:${port}`,
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await prism.stop();
    },
  };
}

/** A signed-in page that records every event of 16 ms or more. */
async function openPage(browser: Browser): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: VIEWPORT });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.addInitScript(
    ({ access, refresh }) => {
      localStorage.setItem('token', access);
      localStorage.setItem('refresh-token', refresh);
      const events: EventRecord[] = [];
      window.benchEvents = events;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
          events.push({
            name: entry.name,
            start: entry.startTime,
            duration: entry.duration,
            interaction: entry.interactionId,
            handlers: entry.processingEnd - entry.processingStart,
          });
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    },
    { access: mockToken(), refresh: mockToken(undefined, 'refresh') },
  );
  const cdp = await page.context().newCDPSession(page);
  return { page, cdp };
}

/** Two frames and a pause: the paint after the interaction happened and its event entries were delivered. */
const settle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 120))),
      ),
  );

/**
 * One sample: `act` (the interaction, through real input events) and `done` (waits for what it shows), then the
 * longest event of the interactions that started since, as INP counts it.
 */
async function sample(
  page: Page,
  act: () => Promise<void>,
  done: () => Promise<void>,
): Promise<{ ms: number; handlersMs: number }> {
  await settle(page);
  const since = await page.evaluate(() => performance.now());
  await act();
  await done();
  await settle(page);
  const events = await page.evaluate(
    (from) => (window.benchEvents ?? []).filter((event) => event.start >= from && event.interaction > 0),
    since,
  );
  const longest = events.reduce<EventRecord | undefined>(
    (most, event) => (most === undefined || event.duration > most.duration ? event : most),
    undefined,
  );
  return {
    ms: Math.max(FLOOR_MS, longest?.duration ?? 0),
    handlersMs: Math.round(longest?.handlers ?? 0),
  };
}

interface Interaction {
  readonly name: string;
  /** Brings the page to where the interaction starts (not timed). */
  readonly prepare?: (page: Page) => Promise<void>;
  readonly act: (page: Page, run: number) => Promise<void>;
  readonly done: (page: Page, run: number) => Promise<void>;
  /** Undoes the interaction after the sample (not timed). */
  readonly undo?: (page: Page, run: number) => Promise<void>;
}

interface Row {
  readonly name: string;
  readonly rate: number;
  readonly samples: readonly number[];
}

const rows: Row[] = [];

async function measure(page: Page, cdp: CDPSession, screen: string, interactions: readonly Interaction[]) {
  for (const interaction of interactions) {
    const name = `${screen}: ${interaction.name}`;
    if (ONLY.length > 0 && !ONLY.some((part) => name.includes(part))) continue;
    for (const rate of RATES) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await interaction.prepare?.(page);
      const samples: number[] = [];
      const handlers: number[] = [];
      for (let run = 0; run <= RUNS; run += 1) {
        const took = await sample(
          page,
          () => interaction.act(page, run),
          () => interaction.done(page, run),
        );
        if (run > 0) {
          samples.push(took.ms);
          handlers.push(took.handlersMs);
        }
        await interaction.undo?.(page, run);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      rows.push({ name, rate, samples });
      console.log(
        `  ${name} at ${rate}×: median ${Math.round(median(samples))} ms, worst ${Math.max(...samples)} ms ` +
          `(${samples.join(' ')}; of which handlers ${handlers.join(' ')})`,
      );
    }
  }
}

const filtersButton = (page: Page) => page.getByRole('button', { name: /^(Filters|Hide filters)$/ });

/** The list's filter panel open (its region named `region`). */
async function openFilters(page: Page, region: string): Promise<void> {
  const panel = page.getByRole('region', { name: region });
  if (!(await panel.isVisible())) {
    await filtersButton(page).click();
    await panel.waitFor();
  }
  await panel.getByRole('checkbox').first().waitFor();
}

async function closeFilters(page: Page, region: string): Promise<void> {
  const panel = page.getByRole('region', { name: region });
  if (await panel.isVisible()) {
    await filtersButton(page).click();
    await panel.waitFor({ state: 'hidden' });
  }
}

/** The list interactions every list screen shares: a filter, the panel, the search, a sort. */
function listInteractions(panelName: string, search: string, table: string): Interaction[] {
  const checkbox = (page: Page, run: number) =>
    page
      .getByRole('region', { name: panelName })
      .getByRole('checkbox')
      .nth(run % 2);
  const url = { before: '' };
  const urlChanged = async (page: Page) => {
    await page.waitForURL((next) => next.href !== url.before);
  };
  /** The table holds its rows (not the progress bar that lies over its headers while a request runs). */
  const settled = (page: Page) =>
    page.locator(`table[aria-label^="${table}"][aria-busy="false"]`).first().waitFor();
  const field = (page: Page) => page.getByRole('searchbox', { name: search });
  const sortButton = (page: Page) =>
    page.getByRole('table', { name: table }).getByRole('columnheader').locator('a, button').first();
  return [
    {
      name: 'toggle a filter',
      prepare: (page) => openFilters(page, panelName),
      act: async (page, run) => {
        url.before = page.url();
        await checkbox(page, run).click();
      },
      done: urlChanged,
      undo: async (page, run) => {
        url.before = page.url();
        await checkbox(page, run).click();
        await urlChanged(page);
      },
    },
    {
      name: 'open the filter panel',
      prepare: (page) => closeFilters(page, panelName),
      act: (page) => filtersButton(page).click(),
      done: (page) => page.getByRole('region', { name: panelName }).getByRole('checkbox').first().waitFor(),
      undo: (page) => closeFilters(page, panelName),
    },
    {
      name: 'type in the search (a key)',
      prepare: async (page) => {
        await field(page).fill('');
      },
      act: (page) => field(page).press('0'),
      done: async (page) => {
        while ((await field(page).inputValue()) === '') await settle(page);
      },
      undo: async (page) => {
        await field(page).press('Backspace');
      },
    },
    {
      name: 'type in the search (Enter applies it)',
      prepare: async (page) => {
        await field(page).fill('');
      },
      // Filled and sent at once: the field's pause (300 ms) cannot apply the text before Enter does.
      act: async (page) => {
        url.before = page.url();
        await field(page).fill('1');
        await field(page).press('Enter');
      },
      done: urlChanged,
      undo: async (page) => {
        url.before = page.url();
        await field(page).fill('');
        await field(page).press('Enter');
        await urlChanged(page);
      },
    },
    {
      name: 'sort',
      prepare: settled,
      act: async (page) => {
        await settled(page);
        url.before = page.url();
        await sortButton(page).click();
      },
      done: urlChanged,
    },
  ];
}

/** The sites list's own: open a site from it (and back), Ctrl+K. */
function sitesInteractions(loaded: string): Interaction[] {
  return [
    ...listInteractions('Filter Sites', 'Search sites', `Sites of HEMS provider`),
    {
      name: 'open a site',
      act: (page) =>
        page
          .getByRole('region', { name: 'Sites' })
          .locator('tbody tr')
          .first()
          .getByRole('link')
          .first()
          .click(),
      done: (page) => page.waitForURL(/\/site\//),
      undo: async (page) => {
        await page.goBack();
        await page.getByTestId('sites-summary').filter({ hasText: loaded }).waitFor();
        await page.getByRole('region', { name: 'Sites' }).locator('tbody tr').first().waitFor();
      },
    },
    jumpBox,
  ];
}

const jumpBox: Interaction = {
  name: 'Ctrl+K (the jump box)',
  act: (page) => page.keyboard.press('Control+K'),
  done: (page) =>
    page.getByRole('dialog', { name: 'Jump to' }).getByRole('combobox').waitFor({ state: 'visible' }),
  undo: async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Jump to' }).waitFor({ state: 'hidden' });
  },
};

async function sitesList(browser: Browser, base: string, loadAll: boolean, label: string): Promise<void> {
  const { page, cdp } = await openPage(browser);
  try {
    const listUrl = `${base}/hems/active/${PROVIDER}${loadAll ? '?all=1' : ''}`;
    await page.goto(listUrl);
    const summary = page.getByTestId('sites-summary');
    const loaded = loadAll ? /^[\d,]+ sites$/ : /^Page 1 of /;
    await summary.filter({ hasText: loaded }).waitFor({ timeout: 180_000 });
    console.log(`${label}: ${await summary.innerText()}`);
    await measure(page, cdp, label, sitesInteractions(loadAll ? 'sites' : 'Page'));
  } finally {
    await page.close();
  }
}

async function sitePage(browser: Browser, base: string): Promise<void> {
  const { page, cdp } = await openPage(browser);
  try {
    await page.goto(`${base}/hems/active/${PROVIDER}`);
    const first = page
      .getByRole('region', { name: 'Sites' })
      .locator('tbody tr')
      .first()
      .getByRole('link')
      .first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(/\/site\//);
    const subUuid = /\/site\/([^/?]+)/.exec(page.url())?.[1] ?? '';
    const telemetry = `${base}/site/${subUuid}/energy/site-telemetry`;
    await page.goto(telemetry);
    await page.getByRole('tab', { name: 'Energy history' }).waitFor();
    console.log(`site energy screen of ${subUuid}`);
    await measure(page, cdp, 'site energy screen', [
      {
        name: 'switch to energy history',
        act: (page) => page.getByRole('tab', { name: 'Energy history' }).click(),
        done: (page) => page.getByRole('tab', { name: 'Energy history', selected: true }).waitFor(),
        undo: async (page) => {
          await page.getByRole('tab', { name: 'Telemetry' }).click();
          await page.getByRole('tab', { name: 'Telemetry', selected: true }).waitFor();
        },
      },
      jumpBox,
    ]);
  } finally {
    await page.close();
  }
}

async function chargersList(browser: Browser, base: string): Promise<void> {
  const { page, cdp } = await openPage(browser);
  try {
    await page.goto(`${base}/assets/evses`);
    const table = page.getByRole('table').first();
    await table.locator('tbody tr').first().waitFor();
    const name = (await table.getAttribute('aria-label')) ?? '';
    await filtersButton(page).click();
    const region = page
      .getByRole('region')
      .filter({ has: page.getByRole('checkbox') })
      .first();
    await region.waitFor();
    const panel = (await region.getAttribute('aria-label')) ?? '';
    const searchId = (await page.getByRole('searchbox').first().getAttribute('id')) ?? '';
    const search = (await page.locator(`label[for="${searchId}"]`).innerText()).trim();
    console.log(`chargers list: table "${name}", panel "${panel}", search "${search}"`);
    await measure(page, cdp, 'chargers list', listInteractions(panel, search, name));
  } finally {
    await page.close();
  }
}

async function world(bundle: string, sites: number | undefined): Promise<void> {
  const { base, stop } = await serve(bundle, sites);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    if (sites === undefined) {
      await sitesList(browser, base, false, 'sites list (299)');
      await sitePage(browser, base);
      await chargersList(browser, base);
    } else {
      await sitesList(browser, base, true, `sites list (${sites.toLocaleString('en')}, all loaded)`);
    }
  } finally {
    await browser.close();
    await stop();
  }
}

const given = process.env.INTERACTION_BUNDLE;
const outDir = given ?? mkdtempSync(join(tmpdir(), 'interaction-bench-'));
try {
  if (given === undefined)
    await build({
      root: PROJECT_ROOT,
      configFile: resolve(PROJECT_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  // Vite's build sets NODE_ENV=production in this process: Prism must not run with it.
  delete process.env.NODE_ENV;
  await world(outDir, undefined);
  if (BIG_WORLD > 0) await world(outDir, BIG_WORLD);
  console.log('\ninteraction → next paint (Event Timing, ms), median / worst of', RUNS, 'runs');
  console.log(['interaction', ...RATES.map((rate) => `${rate}× CPU`)].join(' | '));
  const names = [...new Set(rows.map((row) => row.name))];
  for (const name of names) {
    const cells = RATES.map((rate) => {
      const row = rows.find((candidate) => candidate.name === name && candidate.rate === rate);
      return row === undefined ? '–' : `${Math.round(median(row.samples))} / ${Math.max(...row.samples)}`;
    });
    console.log([name, ...cells].join(' | '));
  }
} finally {
  if (given === undefined) rmSync(outDir, { recursive: true, force: true });
}
