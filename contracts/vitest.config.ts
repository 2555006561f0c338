// The consumer contract tests: Node (the real client on the global fetch), one file at a time in one process —
// Pact merges every test's interactions into one file and must never see two writers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  root,
  test: {
    include: ['contracts/**/*.pact.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    sequence: { concurrent: false },
    testTimeout: 30_000,
    env: {
      PACT_DO_NOT_TRACK: 'true',
      // Run by hand (`npx vitest run -c contracts/vitest.config.ts`): a throw-away directory, never contracts/pacts.
      PACT_OUT_DIR: process.env.PACT_OUT_DIR || mkdtempSync(join(tmpdir(), 'portal-pacts-')),
    },
  },
});
