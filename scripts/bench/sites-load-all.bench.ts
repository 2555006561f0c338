// "Load all" of a provider's sites against the mock, in Chromium, on the production bundle: the streamed call
// (streamSites, NDJSON, one request) against the paged load it falls back to (the stream answered 404, as by a
// backend without the proposed call: 50 rows a request, at most 4 in flight), at 10,000 and 100,000 sites
// (MOCK_SITES worlds, the first provider holding the extra sites). Each sample: the list open on page 1, click
// "Load all N sites", until "N sites" is on screen; the longest task (PerformanceObserver 'longtask') and the tasks
// over 50 ms during that time. Medians of LOAD_ALL_RUNS runs (default 3) per mode; LOAD_ALL_SIZES=10000,100000
// and LOAD_ALL_MODES=stream,paged choose what is measured; a load over LOAD_ALL_LIMIT_MS (default 300 s) is
// reported as over it. Each size runs in a Node process of its own (its world in an 8 GB heap): the mock is Prism
// behind the data-backed proxy, as under `npm start`, serving the bundle too.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { startPrism } from '../mock/prism.ts';
import { median } from './bench-stats.ts';
import { requestPath, sendFile } from './serve-static.ts';
import { API_PREFIXES, createMockProxy, MOCK_PATH_PREFIX } from '../mock/proxy.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { mockToken } from '../../tests/helpers/mock-tokens.ts';

const RUNS = Number(process.env.LOAD_ALL_RUNS ?? 3);
const SIZES = (process.env.LOAD_ALL_SIZES ?? '10000,100000').split(',').map((size) => Number(size.trim()));
const MODES = (process.env.LOAD_ALL_MODES ?? 'stream,paged').split(',').map((mode) => mode.trim());
const PROVIDER = 'sonnen';
/** How long one load may take before the sample is reported as over it (the paged load of 100k takes minutes). */
const LIMIT_MS = Number(process.env.LOAD_ALL_LIMIT_MS ?? 300_000);
/** This process measures one size with an already built bundle: `<sites> <bundle folder>`. */
const [ONE_SIZE, BUNDLE] = process.argv.slice(2);

const seconds = (value: number) =>
  Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : `over ${(LIMIT_MS / 1000).toFixed(0)} s`;

/** The bundle and the mock on one origin: API and control paths to the proxy, the rest static (index.html). */
async function serve(root: string, sites: number): Promise<{ base: string; stop: () => Promise<void> }> {
  const prism = await startPrism({ port: 4750, log: () => undefined });
  const proxy = createMockProxy({ target: prism.url, sites, log: () => undefined });
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
  const port = await findFreePort(4760);
  await new Promise<void>((done) => server.listen(port, LOOPBACK, () => done()));
  return {
    base: `http://${LOOPBACK}:${port}`,
    stop: async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await prism.stop();
    },
  };
}

interface Sample {
  readonly ms: number;
  readonly longestTaskMs: number;
  readonly longTasks: number;
  /** Each long task as `duration@start`, in ms since the click. */
  readonly tasks: string;
  readonly streamed: number;
  readonly paged: number;
}

/** One load: a fresh page on the list's page 1, "Load all", until every site is counted on screen. */
async function loadAll(browser: Browser, base: string, mode: string, total: number): Promise<Sample> {
  const page: Page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.addInitScript(
      ({ access, refresh }) => {
        localStorage.setItem('token', access);
        localStorage.setItem('refresh-token', refresh);
        const tasks: { start: number; duration: number }[] = [];
        (window as unknown as { longTasks: typeof tasks }).longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            tasks.push({ start: entry.startTime, duration: entry.duration });
        }).observe({ type: 'longtask', buffered: true });
      },
      { access: mockToken(), refresh: mockToken(undefined, 'refresh') },
    );
    const calls = { streamed: 0, paged: 0 };
    await page.route(`**/ui/v1/sites/hems/${PROVIDER}/stream**`, async (route) => {
      calls.streamed += 1;
      if (mode === 'paged')
        await route.fulfill({
          status: 404,
          json: { message: 'Not Found', status: 404, errorId: 'NOT_FOUND' },
        });
      else await route.fallback();
    });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/ui/v1/sites/hems/${PROVIDER}`) calls.paged += 1;
    });
    await page.goto(`${base}/hems/active/${PROVIDER}`);
    const summary = page.getByTestId('sites-summary');
    await summary.filter({ hasText: /^Page 1 of / }).waitFor({ timeout: 120_000 });
    const count = total.toLocaleString('en');
    const button = page.getByRole('button', { name: `Load all ${count} sites` });
    await button.waitFor();
    calls.paged = 0;
    const clickedAt = await page.evaluate(() => {
      (window as unknown as { longTasks: unknown[] }).longTasks.length = 0;
      return performance.now();
    });
    const started = performance.now();
    await button.click();
    const finished = await summary
      .filter({ hasText: new RegExp(`^${count} sites$`) })
      .waitFor({ timeout: LIMIT_MS })
      .then(
        () => true,
        () => false,
      );
    const took = finished ? performance.now() - started : Number.POSITIVE_INFINITY;
    const all = await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    );
    const tasks = all.filter((task) => task.start >= clickedAt);
    return {
      ms: took,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      longTasks: tasks.filter((task) => task.duration > 50).length,
      tasks: tasks
        .map((task) => `${Math.round(task.duration)}@${Math.round(task.start - clickedAt)}`)
        .join(' '),
      ...calls,
    };
  } finally {
    await page.close();
  }
}

async function measure(sites: number, bundle: string): Promise<void> {
  const builtAt = performance.now();
  const { base, stop } = await serve(bundle, sites);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // The first request builds the owner's world: not part of any sample.
    const warm = await loadAll(browser, base, 'stream', await totalOf(base));
    const total = await totalOf(base);
    console.log(
      `${sites.toLocaleString('en')} sites world (${total.toLocaleString('en')} for ${PROVIDER}) ready in ` +
        `${seconds(performance.now() - builtAt)}; warm-up load ${seconds(warm.ms)}`,
    );
    for (const mode of MODES) {
      const samples: Sample[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const sample = await loadAll(browser, base, mode, total);
        samples.push(sample);
        console.log(
          `  ${mode} ${run + 1}: ${seconds(sample.ms)}, longest task ${Math.round(sample.longestTaskMs)} ms ` +
            `(${sample.longTasks} over 50 ms), ${sample.streamed} stream + ${sample.paged} page requests` +
            (sample.tasks === '' ? '' : `; long tasks (ms@ms since the click) ${sample.tasks}`),
        );
      }
      console.log(
        `load all ${total.toLocaleString('en')} sites, ${mode}, ${RUNS} runs: median ${seconds(median(samples.map((s) => s.ms)))}, ` +
          `longest task median ${Math.round(median(samples.map((s) => s.longestTaskMs)))} ms ` +
          `(worst ${Math.round(Math.max(...samples.map((s) => s.longestTaskMs)))} ms), ` +
          `tasks over 50 ms median ${median(samples.map((s) => s.longTasks))}`,
      );
    }
  } finally {
    await browser.close();
    await stop();
  }
}

/** How many sites the provider has, as the mock says (the providers call, signed in). */
async function totalOf(base: string): Promise<number> {
  const answer = await fetch(`${base}/ui/v1/hems-providers`, {
    headers: { authorization: `Bearer ${mockToken()}` },
  });
  const body = (await answer.json()) as { providers: { id: string; siteCount: number }[] };
  return body.providers.find((provider) => provider.id === PROVIDER)?.siteCount ?? 0;
}

if (ONE_SIZE !== undefined && BUNDLE !== undefined) {
  await measure(Number(ONE_SIZE), BUNDLE);
} else {
  const outDir = mkdtempSync(join(tmpdir(), 'sites-load-all-'));
  try {
    await build({
      root: PROJECT_ROOT,
      configFile: resolve(PROJECT_ROOT, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
    for (const sites of SIZES) {
      const run = spawnSync(
        process.execPath,
        [
          '--max-old-space-size=8192',
          '--import',
          'tsx',
          fileURLToPath(import.meta.url),
          String(sites),
          outDir,
        ],
        // Vite's build sets NODE_ENV=production in this process: Prism (in the child) must not inherit it.
        { stdio: 'inherit', env: { ...process.env, NODE_ENV: undefined } },
      );
      if (run.status !== 0) throw new Error(`the ${sites} world failed (${run.status ?? run.signal})`);
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
