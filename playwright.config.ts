import { defineConfig } from '@playwright/test';
import { e2eBrowserPath } from './scripts/setup-browser.ts';
import { e2eTimeLimit } from './scripts/test/time-limit.ts';

// Chromium is Debian's (see scripts/setup-browser.ts): `npx playwright install` cannot download here. The flags keep
// a root, GPU-less, offline machine quiet and deterministic (DESIGN §5).
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The browser the e2e tests drive (scripts/setup-browser.ts `e2eBrowserPath`). */
export const E2E_BROWSER_PATH = e2eBrowserPath();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Two workers on 2 cores: two files at a time nearly halve the run; a third was slower (320 s against 304 s for the
  // whole step, 513 s of CPU against 404 s, and a flaky test). They share the preview stack; each test's one-shot mock
  // answers are its own (fixtures.ts, MOCK_OWNER_HEADER).
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  // CI machines are shared and noisy: one retry, and the list reporter marks a test that needed it as flaky.
  retries: process.env.CI ? 1 : 0,
  // Playwright's defaults, as e2e alone on the machine needs them, stretched by the load the run starts under
  // (scripts/test/time-limit.ts e2eTimeLimit; docs/testing.md "Time limits"). `test.slow()` triples the stretched one.
  timeout: e2eTimeLimit(30_000),
  expect: { timeout: e2eTimeLimit(10_000) },
  reporter: [['list']],
  // Serves the production build with `vite preview` + Prism behind the mock proxy on free ports, and exports
  // E2E_BASE_URL / E2E_MOCK_URL (set E2E_BASE_URL yourself to test an already running stack).
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    // Debian's headless shell of the same Chromium build when it is installed, as Playwright's own `headless: true`
    // runs: the same engine without the desktop browser's compositor and display path, about a third less CPU per
    // test (docs/testing.md "Timing history"); otherwise /usr/bin/chromium.
    launchOptions: { executablePath: E2E_BROWSER_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
    // A trace is recorded for the retry of a failed test (CI retries once), not for every test: recording one for
    // every test and keeping it only on failure cost a third of the step (e2e 407 s → 304 s, 622 → 404 s of CPU: DOM
    // snapshots at each action, screencast frames in the GPU process). Locally: `npx playwright test --trace on`.
    trace: 'on-first-retry',
  },
});
