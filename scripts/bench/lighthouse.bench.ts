// `npm run bench`: Lighthouse 12 with its desktop preset on /login, the sites list and home of
// the production build, offline (Prism behind the preview server's mock proxy, with the strict CSP on), in Debian's
// Chromium started by chrome-launcher. The guarded routes are audited signed in: the session is seeded into the
// browser's storage first, and each audit must end on the URL it was given, not on /login.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { startPreviewStack } from '../preview.ts';

const CHROME_PATH = '/usr/bin/chromium';
/** A build of its own: the bench must not race the e2e suite over dist/. */
const OUT_DIR = 'tmp/bench-lighthouse-dist';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Target {
  name: string;
  path: string;
  signedIn: boolean;
}

const TARGETS: readonly Target[] = [
  { name: 'login', path: '/login', signedIn: false },
  { name: 'sites list', path: '/hems/active/sonnen', signedIn: true },
  { name: 'home', path: '/', signedIn: true },
];

const score = (result: RunnerResult, category: string) => {
  const value = result.lhr.categories[category]?.score;
  return value === null || value === undefined ? '  -' : String(Math.round(value * 100)).padStart(3);
};
const metric = (result: RunnerResult, audit: string) => result.lhr.audits[audit]?.displayValue ?? '-';

/** Signs in through the login form in the launched browser's own profile, so Lighthouse's tab has the session. */
async function seedSession(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('the launched Chromium has no default context');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill('bench@example.com');
  await page.getByLabel('Password').fill('any password works with the mock');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  if (!keys.includes('refresh-token'))
    throw new Error(`sign-in stored no session (keys: ${keys.join(', ')})`);
  await page.close();
}

async function main(): Promise<void> {
  const started = performance.now();
  console.log('[lighthouse] building the production bundle and starting the preview server with Prism…');
  const stack = await startPreviewStack({
    outDir: OUT_DIR,
    build: 'always',
    port: 4473,
    log: () => undefined,
  });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'error',
  });
  const results: { target: Target; result: RunnerResult }[] = [];
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    };
    for (const target of TARGETS) {
      if (target.signedIn && !results.some((entry) => entry.target.signedIn)) {
        await seedSession(chrome.port, stack.url);
      }
      const url = `${stack.url}${target.path}`;
      // Lighthouse clears the origin's storage before a run unless told not to; the guarded routes need it.
      const run = () => lighthouse(url, { ...flags, disableStorageReset: target.signedIn }, desktopConfig);
      let result = await run();
      // A trace that missed the navigation (NO_NAVSTART and the like) is Lighthouse's "run again": once.
      if (result?.lhr.runtimeError) {
        console.log(`[lighthouse] ${target.name}: ${result.lhr.runtimeError.code}, running it again`);
        result = await run();
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (result.lhr.runtimeError) throw new Error(`${target.name}: ${result.lhr.runtimeError.message}`);
      const finalUrl = result.lhr.finalDisplayedUrl;
      if (new URL(finalUrl).pathname !== target.path) {
        throw new Error(
          `${target.name}: Lighthouse ended on ${finalUrl}, not ${url} (was the session seeded?)`,
        );
      }
      results.push({ target, result });
    }
  } finally {
    await chrome.kill();
    await stack.stop();
    rmSync(resolve(PROJECT_ROOT, OUT_DIR), { recursive: true, force: true });
  }

  const header = ['route', 'final URL path', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS'];
  const rows = results.map(({ target, result }) => [
    target.name,
    new URL(result.lhr.finalDisplayedUrl).pathname,
    ...CATEGORIES.map((category) => score(result, category)),
    metric(result, 'first-contentful-paint'),
    metric(result, 'largest-contentful-paint'),
    metric(result, 'total-blocking-time'),
    metric(result, 'cumulative-layout-shift'),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(
    `[lighthouse] Lighthouse ${results[0]?.result.lhr.lighthouseVersion}, desktop preset, ${CHROME_PATH}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const { target, result } of results) {
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    if (failing.length > 0) console.log(`[lighthouse] ${target.name}: failing audits: ${failing.join(', ')}`);
    const consoleErrors = (
      result.lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] }
    )?.items;
    for (const item of consoleErrors ?? []) console.log(`[lighthouse]   console: ${item.description ?? '?'}`);
    const shifts = (
      result.lhr.audits['layout-shifts']?.details as
        { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] } | undefined
    )?.items;
    for (const shift of (shifts ?? []).filter((item) => (item.score ?? 0) >= 0.01).slice(0, 3)) {
      const node = shift.node;
      const label = (node?.nodeLabel ?? '').split('\n')[0];
      console.log(
        `[lighthouse] ${target.name}: layout shift ${shift.score?.toFixed(3)} by ${node?.selector ?? '?'} (${label})`,
      );
    }
  }
  console.log(`[lighthouse] done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(`[lighthouse] ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
