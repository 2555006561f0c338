import type { FullConfig } from '@playwright/test';
import { startPreviewStack } from '../../scripts/preview.ts';
import { e2eTimeScale } from '../../scripts/test/time-limit.ts';

/** Starts the preview stack once for the run; workers inherit E2E_BASE_URL (read by the config's baseURL). */
export default async function globalSetup(_config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  // The tests pin the mock's clock: the dataset's dates stay as generated, so what a test reads does not depend on
  // the day it runs (a developer's `npm start` moves them to now). Each test's requests also name their instant
  // (x-mock-now, tests/e2e/fixtures.ts), and its browser's clock is installed there: the same now on both sides.
  process.env.MOCK_NOW ??= 'reference';
  const stack = await startPreviewStack({ build: 'if-missing' });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_MOCK_URL = stack.mockUrl;
  console.log(
    `[e2e] production build at ${stack.url}, mock at ${stack.mockUrl}; time limits ×${String(e2eTimeScale())} (E2E_TIME_SCALE)`,
  );
  return () => stack.stop();
}
