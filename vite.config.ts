import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { execFileSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { muiWithoutCssVars } from './scripts/build/mui-without-css-vars.ts';
import { redocOfflineCsp } from './scripts/build/redoc-offline-csp.ts';
import { shellChunks } from './scripts/build/shell-chunks.ts';
import { pseudoLocalePlugin } from './scripts/i18n/pseudo-locale.ts';
import {
  isolatedFiles,
  needsIsolation,
  nodeNeedsIsolation,
  STAND_INS,
  standInOf,
  usesSharedPrism,
} from './scripts/test/isolation.ts';
import { standInPlugin } from './scripts/test/stand-in.ts';
import { SlowFirstSequencer } from './scripts/test/slow-first-sequencer.ts';
import { timeLimit } from './scripts/test/time-limit.ts';

// The build's identity (not configuration: that is /config.json at run time): package.json's version and the short
// commit, shown in the top bar outside production (src/config/build-version.ts).
function buildVersion(): string {
  const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: 'pipe' });
    return `${version}+${commit.trim()}`;
  } catch {
    return version;
  }
}

// The dev and preview proxies (mock example selection) are mounted by scripts/start.ts and scripts/preview.ts via
// mockProxyPlugin (scripts/mock/proxy.ts); a plain `vite` has no mock behind it.
// Whole-date filters compare in local time (DESIGN §3): tests pin the zone for the whole run. It must be set in the
// main process before the worker threads start; the `test.env` option alone arrives too late for threads.
if (process.env.VITEST) process.env.TZ = 'Europe/Berlin';

// Components get a DOM; plain TS tests (domain rules, scripts, contracts, the mock) run in Node, which spares each file
// jsdom's start-up. A .test.ts that needs a DOM says so with `// @vitest-environment jsdom`. Files share their
// worker's modules (scripts/test/isolation.ts) unless `isolation` says a file needs its own: the DOM files when they
// replace modules (263 → 157 s of CPU); the Node files also when they reach the mock (many change its shared
// dataset), spy, stub, read the environment or start processes.
interface UnitProject {
  name: string;
  include: string;
  environment: 'jsdom' | 'node';
  setupFiles: string[];
  /** Whether a file of this project needs a module world of its own (the others share their worker's). */
  isolation: (text: string) => boolean;
}
const UNIT_PROJECTS: UnitProject[] = [
  {
    name: 'dom',
    include: 'tests/unit/**/*.test.tsx',
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    isolation: needsIsolation,
  },
  {
    name: 'node',
    include: 'tests/unit/**/*.test.ts',
    environment: 'node',
    setupFiles: ['tests/setup-node.ts'],
    isolation: nodeNeedsIsolation,
  },
];

export default defineConfig({
  // pseudoLocalePlugin: the dev server only, with PSEUDO_LOCALE=1 (scripts/i18n/pseudo-locale.ts).
  plugins: [react(), muiWithoutCssVars(), redocOfflineCsp(), shellChunks(), pseudoLocalePlugin()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
  // The dev server pre-bundles every dependency the source imports, found by crawling all of src/ at start-up (the
  // default crawls from index.html and misses what only lazy or dev-only modules import). Otherwise the first visit
  // to such a screen finds a new dependency, re-bundles, answers the old bundle's requests with "504 Outdated
  // Optimize Dep" and reloads the page: the dev-server scenario tests failed that way on a fresh clone and passed on
  // their retry, and a developer saw the same reload.
  optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}'] },
  // The manifest lets scripts/budget/check-build.ts find the JS that index.html loads eagerly.
  build: { sourcemap: false, chunkSizeWarningLimit: 1024, manifest: true },
  test: {
    env: { TZ: 'Europe/Berlin' },
    pool: 'threads',
    // A fresh clone has no durations from an earlier run: the slowest files start first all the same.
    sequence: { sequencer: SlowFirstSequencer },
    // Vitest leaves one core free by default, which on 2 cores means one worker; both cores halve the run.
    maxWorkers: 2,
    // Longer when `npm test` runs the unit step beside e2e at a lower priority (scripts/test/time-limit.ts).
    testTimeout: timeLimit(20_000),
    hookTimeout: timeLimit(10_000),
    expect: { poll: { timeout: timeLimit(1_000) } },
    // The files that need a module world of their own run in a project of their own, `dom-isolated` and
    // `node-isolated`; the rest share their worker's modules.
    // The Node files that talk to Prism on the generated mock spec share one, started by the global setup of their
    // project, `node-prism` (tests/helpers/shared-prism.ts); each keeps a module world and a mock proxy of its own.
    // A DOM file that reads a stand-in (STAND_INS: the time-series chart, the file download) runs in that stand-in's
    // project, `dom-chart` or `dom-download`, where it takes the module's place; those files share their worker's
    // modules as `dom`'s do.
    projects: UNIT_PROJECTS.flatMap(({ name, include, environment, setupFiles, isolation }) => {
      const base = { extends: true, test: { name, include: [include], environment, setupFiles } };
      const files = process.env.VITEST ? globSync(include) : [];
      const read = (file: string) => readFileSync(file, 'utf8');
      const withPrism = environment === 'node' ? files.filter((file) => usesSharedPrism(read(file))) : [];
      const isolated = isolatedFiles(files, undefined, isolation).filter((file) => !withPrism.includes(file));
      const withStandIn = STAND_INS.map((standIn) => ({
        standIn,
        files: environment === 'jsdom' ? files.filter((file) => standInOf(read(file)) === standIn) : [],
      })).filter((project) => project.files.length > 0);
      return [
        {
          ...base,
          test: {
            ...base.test,
            exclude: [...isolated, ...withPrism, ...withStandIn.flatMap((p) => p.files)],
            isolate: false,
          },
        },
        { ...base, test: { ...base.test, name: `${name}-isolated`, include: isolated, isolate: true } },
        ...(withPrism.length === 0
          ? []
          : [
              {
                ...base,
                test: {
                  ...base.test,
                  name: `${name}-prism`,
                  include: withPrism,
                  isolate: true,
                  globalSetup: ['scripts/test/shared-prism-setup.ts'],
                },
              },
            ]),
        ...withStandIn.map(({ standIn, files: included }) => ({
          ...base,
          plugins: [standInPlugin(import.meta.dirname, standIn.module, standIn.standIn)],
          test: {
            ...base.test,
            name: `${name}-${standIn.name}`,
            include: included,
            setupFiles: [...setupFiles, ...(standIn.setup === undefined ? [] : [standIn.setup])],
            isolate: false,
          },
        })),
      ];
    }),
  },
});
