import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The dev and preview proxies (mock example selection) are mounted by scripts/start.ts and scripts/preview.ts via
// mockProxyPlugin (scripts/mock/proxy.ts); a plain `vite` has no mock behind it.
// Whole-date filters compare in local time (DESIGN §3): tests pin the zone for the whole run. It must be set in the
// main process before the worker threads start; the `test.env` option alone arrives too late for threads.
if (process.env.VITEST) process.env.TZ = 'Europe/Berlin';

/**
 * Component tests that mock modules (vi.mock, vi.resetModules), stub the environment or globals, or redefine window
 * properties: each runs in a fresh module cache and jsdom of its own, so nothing it replaces reaches another file.
 * A new file that does any of this belongs here.
 */
const DOM_FILES_THAT_REPLACE_MODULES_OR_GLOBALS = [
  'tests/unit/api-docs/openapi-renderer.test.tsx',
  'tests/unit/api-docs/renderer-stall.test.tsx',
  'tests/unit/app/back-target.test.tsx',
  'tests/unit/app/lazy-stall.test.tsx',
  'tests/unit/app/load-failure.test.tsx',
  'tests/unit/app/tag-manager-entry.test.tsx',
  'tests/unit/app/tag-manager.test.tsx',
  'tests/unit/components/filter-panel.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  // The manifest lets scripts/budget/check-build.ts find the JS that index.html loads eagerly.
  build: { sourcemap: false, chunkSizeWarningLimit: 1024, manifest: true },
  test: {
    env: { TZ: 'Europe/Berlin' },
    pool: 'threads',
    // Vitest leaves one core free by default, which on 2 cores means one worker; both cores halve the run.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Components get a DOM; plain TS tests (domain rules, scripts, contracts, the mock) run in Node, which spares
    // each file jsdom's start-up. A .test.ts that needs a DOM says so with `// @vitest-environment jsdom`.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/unit/**/*.test.tsx'],
          exclude: DOM_FILES_THAT_REPLACE_MODULES_OR_GLOBALS,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          // One jsdom and one module cache per worker instead of one per file: every component file imported React,
          // MUI and the app afresh (measured on 13 files: 71 s → 45 s CPU). tests/setup.ts unmounts and clears
          // storage after every test, as within a file; files that swap modules or globals stay isolated below.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: DOM_FILES_THAT_REPLACE_MODULES_OR_GLOBALS,
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup-node.ts'],
        },
      },
    ],
  },
});
