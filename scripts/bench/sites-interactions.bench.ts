// The sites list with every site of a provider loaded, at 10,000 and 100,000 sites, at full CPU and at 4× CPU
// throttling (CDP Emulation.setCPUThrottlingRate), in Chromium on the production bundle: "load all" → paint, then a
// filter toggle, a search and a column sort → paint, each with the longest task during it and the interaction's
// latency as the Event Timing API reports it (the longest event of the interaction: input delay, handlers and the
// frame after them). The figures at 100k stand beside those at 10k, with their ratio.
//
// The bundle is built into a temporary folder and served with its API by this process (synthesized sites, the
// streamed collection call as NDJSON and the paged call), so the figures depend on neither dist/ nor the mock's
// world. Each interaction is real input (Playwright's mouse and keyboard, trusted events); "→ paint" runs from the
// input event's timestamp until the list's summary or first row changed and the frame after it was painted
// (requestAnimationFrame, then a task). The list's indexes are built in slices after the load: the samples start once
// the page was quiet for SETTLE_MS (no frame later than 50 ms).
//
// SITES_BENCH_SIZES=10000,100000, SITES_BENCH_RATES=1,4, SITES_BENCH_RUNS (samples per interaction, default 15) and
// SITES_BENCH_LOADS (loads per size and rate, default 2) choose what is measured.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { PERMISSION_NAMES } from '../../src/api/permissions.gen.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { median } from './bench-stats.ts';
import { requestPath, sendFile } from './serve-static.ts';

type S = components['schemas'];
type SiteRow = S['SiteRow'];

const SIZES = (process.env.SITES_BENCH_SIZES ?? '10000,100000').split(',').map((size) => Number(size.trim()));
const RATES = (process.env.SITES_BENCH_RATES ?? '1,4').split(',').map((rate) => Number(rate.trim()));
const RUNS = Number(process.env.SITES_BENCH_RUNS ?? 15);
const LOADS = Number(process.env.SITES_BENCH_LOADS ?? 2);
const WARMUP = 3;
const INDEXED_TIMEOUT_MS = Number(process.env.SITES_BENCH_INDEXED_TIMEOUT_MS ?? 120_000);
/** Builds (SITES_BENCH_ROOTS names) without the indexes' mark: a build from before them. */
const UNMARKED = (process.env.SITES_BENCH_UNMARKED ?? '').split(',').map((name) => name.trim());
/** The page counts as quiet once this long passed without a late frame (the indexes are built by then). */
const SETTLE_MS = 1500;
const PROVIDER = 'bench';
const FLEETS: S['Fleet'][] = [
  { uuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21', name: 'Ruhr Flex' },
  { uuid: '1d6b0d2f-8e2c-4f1f-8b64-3f7a9e5c8b32', name: 'Spree Storage' },
];
/** Checkboxes of different groups, toggled in turn (on in the first round, off in the next). */
const TOGGLES = ['Has EVSE', 'IoT Health: Critical', 'HEMS Online', 'Supply-Trading enabled', 'Has PV'];
/** Search texts in turn, each matching a different number of sites. */
const SEARCHES = ['cust-12', 'gw-0003', '77', 'cust-4', 'a1'];
/** Column headers clicked in turn: each column twice (its default direction, then the other). */
const SORTS = ['User reference', 'User reference', 'Gateway ID', 'Gateway ID', 'Last seen', 'Last seen'];

/** A number from `n` that looks random (so sorting by it is real work) and is the same every run. */
function scramble(n: number, salt: number): number {
  let h = n ^ Math.imul(salt, 0x9e3779b9);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) % 1_000_000;
}

function site(n: number): SiteRow {
  const hex = n.toString(16).padStart(12, '0');
  const levels = ['good', 'moderate', 'critical'] as const;
  const row: SiteRow = {
    subscription: `0000000a-0000-4000-8000-${hex}`,
    siteUuid: `0000000b-0000-4000-8000-${hex}`,
    activationDate: n % 3 === 2 ? null : `2026-03-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00Z`,
    gatewayId: `GW-${String(scramble(n, 7)).padStart(6, '0')}`,
    online: n % 2 === 0,
    status: (['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'] as const)[n % 3] ?? 'ACTIVE',
    userReference: `CUST-${scramble(n, 13)}`,
    fleets: n % 4 === 0 ? [] : [FLEETS[n % 2] as S['Fleet']],
    created: `2026-02-${String(1 + (n % 28)).padStart(2, '0')}T08:00:00Z`,
    timestamp: new Date(Date.UTC(2026, 9, 31) - scramble(n, 29) * 60_000).toISOString(),
    hasPv: scramble(n, 41) % 2 === 1,
    hasBattery: scramble(n, 43) % 3 === 0,
    hasEvse: scramble(n, 47) % 5 === 0,
    hasHp: scramble(n, 53) % 7 === 0,
    tradingEnabledSupply: scramble(n, 59) % 2 === 0,
    tradingEnabledFeedIn: scramble(n, 61) % 3 === 1,
    readyForForecastingLabel: 'READY',
    readyForOptimizationLabel: n % 2 === 0 ? 'READY' : 'NOT_READY',
    readyForTradingLabel: 'READY',
    health: { overall: levels[n % 3] ?? 'good', iot: levels[(n + 1) % 3] ?? 'good', vpp: 'good' },
  };
  if (n % 6 !== 5) row.tso = n % 2 === 0 ? 'Amprion' : 'TenneT';
  return row;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const TOKEN = `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: 'bench', exp: 4_102_444_800 })}.c2ln`;

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

/** Every site, one NDJSON line each after the header, written as fast as the browser reads. */
async function streamSites(response: ServerResponse, total: number): Promise<void> {
  response.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
  response.write(`${JSON.stringify({ countTotal: total })}\n`);
  for (let n = 1; n <= total; n += 500) {
    let chunk = '';
    for (let m = n; m < Math.min(total + 1, n + 500); m += 1) chunk += `${JSON.stringify(site(m))}\n`;
    if (!response.write(chunk)) await new Promise((done) => response.once('drain', done));
  }
  response.end();
}

/** The bundle and its API on one origin. */
async function serve(root: string, total: () => number): Promise<{ base: string; server: Server }> {
  const server = createServer((request, response) => {
    const path = requestPath(request.url);
    const url = new URL(request.url ?? '/', 'http://x');
    if (path === '/config.json')
      return sendFile(PROJECT_ROOT, resolve(PROJECT_ROOT, 'deploy/config.local.json'), response);
    if (!path.startsWith('/ui/')) return sendFile(root, join(root, path), response);
    if (path === '/ui/v1/hems-providers')
      return json(response, {
        providers: [{ id: PROVIDER, name: 'Bench', siteCount: total(), preparedCount: 0 }],
      });
    if (path === '/ui/v1/sites/fleets') return json(response, { fleets: FLEETS });
    if (path === '/ui/v1/profile') {
      const profile: S['Profile'] = { permissions: [...PERMISSION_NAMES], navItems: [] };
      return json(response, profile);
    }
    if (path === `/ui/v1/sites/hems/${PROVIDER}/stream`) {
      void streamSites(response, total());
      return;
    }
    if (path === `/ui/v1/sites/hems/${PROVIDER}`) {
      const page = Number(url.searchParams.get('page') ?? '1');
      const subscriptions: SiteRow[] = [];
      for (let n = (page - 1) * 50 + 1; n <= Math.min(total(), page * 50); n += 1)
        subscriptions.push(site(n));
      return json(response, {
        subscriptions,
        page,
        countPages: Math.ceil(total() / 50),
        countTotal: total(),
      });
    }
    return json(response, { message: 'Not found', status: 404 }, 404);
  });
  const port = await findFreePort(4470);
  await new Promise<void>((done) => server.listen(port, LOOPBACK, () => done()));
  return { base: `http://${LOOPBACK}:${port}`, server };
}

/** In the page: long tasks and Event Timing entries as they come, and how a sample waits for its paint. */
function instrument() {
  const w = window as unknown as {
    bench: {
      tasks: { start: number; end: number }[];
      events: { start: number; duration: number; id: number }[];
      frames: number[];
    };
  };
  w.bench = { tasks: [], events: [], frames: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.bench.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
      if (entry.interactionId > 0)
        w.bench.events.push({ start: entry.startTime, duration: entry.duration, id: entry.interactionId });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

interface Sample {
  /** From the input event to the frame after the list changed. */
  readonly paintMs: number;
  /** The interaction's Event Timing duration (16 when under the API's threshold). */
  readonly latencyMs: number;
  readonly longestTaskMs: number;
}

/**
 * Arms the page for one sample: on the next trusted `trigger` event it notes the time; once the summary or the
 * first row differs from now, it waits for the next frame and a task, and resolves with both times.
 */
async function arm(page: Page, trigger: string): Promise<void> {
  await page.evaluate((type) => {
    const summary = () => document.querySelector('[data-testid="sites-summary"]')?.textContent ?? '';
    const firstRow = () => document.querySelector('section[aria-label="Sites"] tbody tr')?.textContent ?? '';
    const before = `${summary()}|${firstRow()}`;
    const w = window as unknown as { sample: Promise<{ start: number; painted: number }> };
    w.sample = new Promise((done, fail) => {
      let start = Number.NaN;
      window.addEventListener(type, (event) => (start = event.timeStamp), { capture: true, once: true });
      const timer = setTimeout(() => fail(new Error('the list did not change within 30 s')), 30_000);
      const observer = new MutationObserver(() => {
        if (`${summary()}|${firstRow()}` === before) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => setTimeout(() => done({ start, painted: performance.now() }), 0));
      });
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    });
  }, trigger);
}

async function collect(page: Page): Promise<Sample> {
  const { start, painted } = await page
    .evaluate(() => (window as unknown as { sample: Promise<{ start: number; painted: number }> }).sample)
    .catch(async (error: unknown) => {
      await page.screenshot({ path: join(tmpdir(), 'sites-interactions-failed.png') });
      console.error(`the page shows: ${(await page.locator('body').innerText()).slice(0, 800)}`);
      throw error;
    });
  // The Event Timing entry is reported after its frame: give it a moment.
  await page.waitForTimeout(60);
  return page.evaluate(
    ({ start, painted }) => {
      const { tasks, events } = (
        window as unknown as {
          bench: {
            tasks: { start: number; end: number }[];
            events: { start: number; duration: number; id: number }[];
          };
        }
      ).bench;
      const mine = events.filter((event) => event.start >= start - 1 && event.start <= painted);
      const id = mine[0]?.id;
      const latency = Math.max(16, ...mine.filter((event) => event.id === id).map((event) => event.duration));
      const longest = Math.max(
        0,
        ...tasks
          .filter((task) => task.end > start && task.start < painted)
          .map((task) => task.end - task.start),
      );
      return { paintMs: painted - start, latencyMs: latency, longestTaskMs: longest };
    },
    { start, painted },
  );
}

/** Waits until no frame came later than 50 ms for SETTLE_MS (the slices that build the indexes are over). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    (quietMs) =>
      new Promise<void>((done) => {
        let last = performance.now();
        let quietSince = last;
        const frame = (now: number) => {
          if (now - last > 50) quietSince = now;
          last = now;
          if (now - quietSince >= quietMs) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    SETTLE_MS,
  );
}

interface Figures {
  readonly load: { readonly ms: number[]; readonly longestTaskMs: number[]; readonly indexedMs: number[] };
  readonly interactions: Record<'filter' | 'search' | 'sort', Sample[]>;
}

async function openList(browser: Browser, base: string, rate: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.addInitScript((token) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refresh-token', token);
  }, TOKEN);
  // tsx names the functions it compiles (`__name(fn, 'name')`): the page needs the helper for the ones run there.
  await page.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await page.addInitScript(instrument);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(`${base}/hems/active/${PROVIDER}`);
  await page
    .getByTestId('sites-summary')
    .filter({ hasText: /^Page 1 of / })
    .waitFor({ timeout: 120_000 });
  return page;
}

/** One load: the list on page 1, "Load all", until every site is counted on screen and that frame painted. */
async function loadAll(
  page: Page,
  total: number,
): Promise<{ ms: number; longestTaskMs: number; startedAt: number }> {
  const count = total.toLocaleString('en');
  const button = page.getByRole('button', { name: `Load all ${count} sites` });
  await button.waitFor();
  await arm(page, 'click');
  await button.click();
  await page
    .getByTestId('sites-summary')
    .filter({ hasText: new RegExp(`^${count} sites$`) })
    .waitFor({ timeout: 600_000 });
  // The summary changed with the run's first progress: time to the frame after the last.
  const painted = await page.evaluate(
    () =>
      new Promise<number>((done) =>
        requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)),
      ),
  );
  const { start } = await page.evaluate(
    () => (window as unknown as { sample: Promise<{ start: number; painted: number }> }).sample,
  );
  const longest = await page.evaluate(
    ({ start, painted }) =>
      Math.max(
        0,
        ...(window as unknown as { bench: { tasks: { start: number; end: number }[] } }).bench.tasks
          .filter((task) => task.end > start && task.start < painted)
          .map((task) => task.end - task.start),
      ),
    { start, painted },
  );
  return { ms: painted - start, longestTaskMs: longest, startedAt: start };
}

async function measure(
  browser: Browser,
  base: string,
  total: number,
  rate: number,
  marked: boolean,
): Promise<Figures> {
  const load = { ms: [] as number[], longestTaskMs: [] as number[], indexedMs: [] as number[] };
  let page: Page | undefined;
  let lastStart = Number.NaN;
  for (let run = 0; run < LOADS; run += 1) {
    await page?.close();
    page = await openList(browser, base, rate);
    const sample = await loadAll(page, total);
    load.ms.push(sample.ms);
    load.longestTaskMs.push(sample.longestTaskMs);
    lastStart = sample.startedAt;
  }
  const list = page as Page;
  // The list builds its indexes in slices after the load; a mark says when they are built (a build without them
  // sets none: SITES_BENCH_UNMARKED=<its name> skips the wait).
  const indexedAt = await list
    .waitForFunction(() => performance.getEntriesByName('sites-indexed').at(-1)?.startTime, undefined, {
      timeout: marked ? INDEXED_TIMEOUT_MS : 1,
    })
    .then(async (handle) => (await handle.jsonValue()) as number)
    .catch(() => Number.NaN);
  load.indexedMs.push(indexedAt - lastStart);
  await settle(list);
  await list.getByRole('button', { name: 'Filters' }).click();
  await list.getByRole('region', { name: 'Filter Sites' }).waitFor();
  await settle(list);
  const interactions: Figures['interactions'] = { filter: [], search: [], sort: [] };
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    await arm(list, 'pointerdown');
    await list.getByLabel(TOGGLES[i % TOGGLES.length] as string, { exact: true }).click();
    const sample = await collect(list);
    if (i >= WARMUP) interactions.filter.push(sample);
  }
  const search = list.getByRole('searchbox', { name: 'Search sites' }).or(list.getByLabel('Search sites'));
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    // A late render of the previous search may write its text back into the field: fill until the field holds it.
    const wanted = SEARCHES[i % SEARCHES.length] as string;
    for (let attempt = 0; attempt < 10 && (await search.first().inputValue()) !== wanted; attempt += 1) {
      await search.first().fill(wanted);
      await list.waitForTimeout(100);
    }
    await arm(list, 'keydown');
    await search.first().press('Enter');
    const sample = await collect(list);
    if (i >= WARMUP) interactions.search.push(sample);
  }
  await search.first().fill('');
  await search.first().press('Enter');
  await settle(list);
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    await arm(list, 'pointerdown');
    await list.locator('thead button', { hasText: SORTS[i % SORTS.length] as string }).click();
    const sample = await collect(list);
    if (i >= WARMUP) interactions.sort.push(sample);
  }
  await list.close();
  return { load, interactions };
}

const p90 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(0.9 * sorted.length))] ?? Number.NaN;
};
const round = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

function table(label: string, bySize: Map<number, Figures>): void {
  const [small, large] = SIZES;
  const head = SIZES.map((size) => size.toLocaleString('en'));
  const lines: string[][] = [['', ...head, ...(SIZES.length === 2 ? ['ratio'] : [])]];
  const row = (label: string, of: (figures: Figures) => number) => {
    const values = SIZES.map((size) => of(bySize.get(size) as Figures));
    const ratio =
      small !== undefined && large !== undefined && SIZES.length === 2
        ? [`${((values[1] as number) / (values[0] as number)).toFixed(2)}×`]
        : [];
    lines.push([label, ...values.map(round), ...ratio]);
  };
  row('load all → paint, median (ms)', (f) => median(f.load.ms));
  row('load all, longest task, median (ms)', (f) => median(f.load.longestTaskMs));
  row('load all → indexes built, median (ms)', (f) => median(f.load.indexedMs));
  for (const kind of ['filter', 'search', 'sort'] as const) {
    row(`${kind} → paint, median (ms)`, (f) => median(f.interactions[kind].map((s) => s.paintMs)));
    row(`${kind} → paint, p90 (ms)`, (f) => p90(f.interactions[kind].map((s) => s.paintMs)));
    row(`${kind}, longest task, worst (ms)`, (f) =>
      Math.max(...f.interactions[kind].map((s) => s.longestTaskMs)),
    );
    row(`${kind}, latency (Event Timing), median (ms)`, (f) =>
      median(f.interactions[kind].map((s) => s.latencyMs)),
    );
    row(`${kind}, latency (Event Timing), worst (ms)`, (f) =>
      Math.max(...f.interactions[kind].map((s) => s.latencyMs)),
    );
  }
  const widths = lines[0]!.map((_, column) => Math.max(...lines.map((line) => (line[column] ?? '').length)));
  console.log(`\n${label}× CPU (${RUNS} samples per interaction, ${LOADS} loads):`);
  for (const line of lines)
    console.log(
      line
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
        .join('  '),
    );
}

/** The builds compared: `name=folder` pairs (SITES_BENCH_ROOTS), this worktree alone by default. */
const ROOTS = (process.env.SITES_BENCH_ROOTS ?? `this=${PROJECT_ROOT}`).split(',').map((pair) => {
  const [name = '', folder = ''] = pair.split('=');
  return { name: name.trim(), folder: resolve(folder.trim()) };
});

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const builds: { name: string; outDir: string; base: string; server: Server }[] = [];
  let total = SIZES[0] ?? 10_000;
  try {
    for (const root of ROOTS) {
      const outDir = mkdtempSync(join(tmpdir(), 'sites-interactions-'));
      await build({
        root: root.folder,
        configFile: resolve(root.folder, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, emptyOutDir: true },
      });
      const served = await serve(outDir, () => total);
      builds.push({ name: root.name, outDir, ...served });
    }
    // Every build measured at one size and rate before the next, so they share the machine's conditions.
    for (const rate of RATES) {
      const byBuild = new Map<string, Map<number, Figures>>(builds.map((b) => [b.name, new Map()]));
      for (const size of SIZES) {
        total = size;
        for (const { name, base } of builds) {
          const started = performance.now();
          const figures = await measure(browser, base, size, rate, !UNMARKED.includes(name));
          byBuild.get(name)?.set(size, figures);
          console.log(
            `${name}: ${size.toLocaleString('en')} sites at ${rate}× CPU measured in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
              `load ${figures.load.ms.map(round).join(', ')} ms; ` +
              (['filter', 'search', 'sort'] as const)
                .map((kind) => `${kind} ${figures.interactions[kind].map((s) => round(s.paintMs)).join(' ')}`)
                .join('; '),
          );
        }
      }
      for (const [name, bySize] of byBuild) table(`${name}, ${rate}`, bySize);
    }
  } finally {
    await browser.close();
    for (const { server, outDir } of builds) {
      server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
