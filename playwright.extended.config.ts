import { defineConfig } from '@playwright/test';
import config from './playwright.config.ts';

// `npm run test:extended` (DESIGN §4): the exhaustive e2e passes that do not fit `npm test`'s 10 minutes, in files
// named *.extended.ts beside the specs (tests/e2e/), with everything else of the suite's configuration: the same
// preview stack, fixtures, Chromium and workers. `npm run test:e2e` never matches them.
export default defineConfig({
  ...config,
  testMatch: '**/*.extended.ts',
});
