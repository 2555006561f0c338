// DESIGN §6: the telemetry chart in Chromium — one day at 10 s (8,640 samples × 6 series, two gaps) from
// the columnar data to first paint (budget ≤ 100 ms), and one live sample to paint (budget ≤ 16 ms), through the
// portal's own code (telemetryView, the chart's uPlot options). Prints medians; never fails on a figure.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { findFreePort, LOOPBACK } from '../mock/ports.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { ms } from './bench-stats.ts';
import { serveStatic } from './serve-static.ts';

const HERE = resolve(PROJECT_ROOT, 'scripts/bench/telemetry-chart');
const RUNS = 25;
const WARMUP = 5;

type Bench = Record<'firstPaint' | 'liveUpdate' | 'liveDrawn' | 'componentLive', () => Promise<number>>;

function summary(name: string, samples: number[], budget: number): string {
  samples.sort((a, b) => a - b);
  const median = (samples[(RUNS - 1) >> 1]! + samples[RUNS >> 1]!) / 2;
  return (
    `${name}, ${RUNS} runs: median ${ms(median)}, min ${ms(samples[0]!)}, max ${ms(samples[RUNS - 1]!)} ` +
    `(budget ${ms(budget)}: ${median <= budget ? 'within' : 'OVER'})`
  );
}

async function main() {
  const outDir = mkdtempSync(join(tmpdir(), 'telemetry-bench-'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const server = await serveStatic(outDir, await findFreePort(4480));
  try {
    await build({
      root: HERE,
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        // MUI's modules start with 'use client' (for React server components): meaningless in this bundle.
        rolldownOptions: {
          onLog: (level, log, handler) => {
            if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
          },
        },
      },
    });
    const page = await browser.newPage({ viewport: { width: 1300, height: 600 } });
    page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
    await page.goto(`http://${LOOPBACK}:${server.port}/index.html`);
    const run = async (what: keyof Bench) => {
      const samples: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const took = await page.evaluate(
          (name) => (window as unknown as { bench: Bench }).bench[name](),
          what,
        );
        if (i >= WARMUP) samples.push(took);
      }
      return samples;
    };
    console.log(summary('telemetry 8,640 x 6 data -> first paint', await run('firstPaint'), 100));
    console.log(summary('live sample -> canvas redrawn (rolling day, setData)', await run('liveDrawn'), 16));
    console.log(
      summary('live sample -> next frame painted (incl. waiting for the frame)', await run('liveUpdate'), 16),
    );
    console.log(
      summary(
        'live sample -> canvas redrawn through TimeSeriesChart (props, legend, same plot setData)',
        await run('componentLive'),
        16,
      ),
    );
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
