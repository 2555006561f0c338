import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../src/auth/session-storage.ts';
import { storePermissions } from './helpers/granted-permissions.ts';
import { dropTestStyles } from './helpers/test-styles.ts';

// `npm test` runs this project beside the e2e step at a lower CPU priority (scripts/run-tests.ts NODE_LANE_ENV): the
// wait for an element may then take longer than Testing Library's 1 s default without anything being wrong.
if (process.env.UNIT_ASYNC_TIMEOUT_MS)
  configure({ asyncUtilTimeout: Number(process.env.UNIT_ASYNC_TIMEOUT_MS) });

// Every test starts signed-in-able with the whole catalogue (helpers/granted-permissions.ts says how to want less).
beforeEach(() => {
  storePermissions();
});

afterEach(() => {
  cleanup();
  dropTestStyles();
  // Files share their modules (vite.config.ts): the session store's memory of a sign-out goes with the storage.
  clearSession();
  localStorage.clear();
  vi.useRealTimers();
});
