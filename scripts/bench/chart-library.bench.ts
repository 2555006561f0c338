// The chart-library choice (DESIGN §5): for each candidate still installed (uplot, @mui/x-charts), the
// gzip size of what it adds as a lazy chunk to a production build that already holds React and MUI (as the portal
// does), and the time from data (8,640 samples × 6 series with gaps) to first paint in Chromium. Only the chosen
// library stays in package.json, so later runs print the winner alone; the README keeps both figures.
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { serveStatic } from './serve-static.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { ms } from './bench-stats.ts';

const HERE = resolve(PROJECT_ROOT, 'scripts/bench/chart-candidates');
const CANDIDATES = [
  { name: 'uplot', module: './uplot.ts', pkg: 'uplot' },
  // mui.tsx was removed once uPlot was chosen (docs/features/charts.md); restore it from git history to measure again.
  { name: 'mui', module: './mui.tsx', pkg: '@mui/x-charts' },
];
const RUNS = 25;
const WARMUP = 5;

const require = createRequire(import.meta.url);
function installed(pkg: string): string | undefined {
  try {
    return (require(`${pkg}/package.json`) as { version: string }).version;
  } catch {
    return undefined;
  }
}

function candidatesPlugin(names: readonly { name: string; module: string }[]): Plugin {
  const id = 'virtual:chart-candidates';
  return {
    name: 'chart-candidates',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) =>
      source === `\0${id}`
        ? `export const candidates = {${names
            .map((c) => `${JSON.stringify(c.name)}: () => import(${JSON.stringify(join(HERE, c.module))})`)
            .join(',')}};`
        : undefined,
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  src?: string;
}

/** Gzip bytes of the chunks a dynamic entry pulls in that the entry page has not already loaded. */
function lazyGzip(outDir: string, modulePath: string): number {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const eager = entryKey ? closure(entryKey) : new Set<string>();
  const lazyKey = Object.keys(manifest).find((key) =>
    modulePath.endsWith(key.replace(/^.*chart-candidates\//, '')),
  );
  if (!lazyKey) throw new Error(`${modulePath} not in the manifest`);
  let bytes = 0;
  for (const key of closure(lazyKey)) {
    if (eager.has(key)) continue;
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(outDir, file))).length;
  }
  return bytes;
}

async function main() {
  const present = CANDIDATES.filter((c) => installed(c.pkg));
  for (const c of CANDIDATES) console.log(`${c.pkg}: ${installed(c.pkg) ?? 'not installed (skipped)'}`);
  if (present.length === 0) throw new Error('no chart candidate installed');
  const outDir = mkdtempSync(join(tmpdir(), 'chart-bench-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const server = await serveStatic(outDir, await findFreePort(4470));
  try {
    await build({
      root: HERE,
      configFile: false,
      logLevel: 'warn',
      plugins: [react(), candidatesPlugin(present)],
      build: { outDir, emptyOutDir: true, manifest: true, chunkSizeWarningLimit: 4096 },
    });
    for (const c of present) {
      const kb = lazyGzip(outDir, c.module) / 1000;
      const page = await browser.newPage({ viewport: { width: 1300, height: 600 } });
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      await page.goto(`http://${LOOPBACK}:${server.port}/index.html`);
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const took = await page.evaluate(
          (name) => (window as unknown as { drawWith: (n: string) => Promise<number> }).drawWith(name),
          c.name,
        );
        if (i >= WARMUP) samples.push(took);
      }
      samples.sort((a, b) => a - b);
      const median = (samples[(RUNS - 1) >> 1]! + samples[RUNS >> 1]!) / 2;
      console.log(
        `${c.pkg}: lazy chunk ${kb.toFixed(1)} kB gzip; 8,640 x 6 data -> first paint, ${RUNS} runs: ` +
          `median ${ms(median)}, min ${ms(samples[0]!)}, max ${ms(samples[RUNS - 1]!)}`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
    server.server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
