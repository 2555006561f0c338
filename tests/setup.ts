import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../src/auth/session-storage.ts';
import { setActiveFormat } from '../src/domain/format/active-format.ts';
// The portal's words in English, loaded before any component renders (the app loads them per area and language).
import '../src/i18n/english-at-start.ts';
import { storePermissions } from './helpers/granted-permissions.ts';
import { dropTestStyles } from './helpers/test-styles.ts';
import { timeLimit } from '../scripts/test/time-limit.ts';

// `npm test` runs this project beside the e2e step at a lower CPU priority: the wait for an element may then take
// longer than Testing Library's 1 s default without anything being wrong (scripts/test/time-limit.ts).
configure({ asyncUtilTimeout: timeLimit(1_000) });

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
  // The chosen regional format is the module's (files share their modules): the next test starts without one.
  setActiveFormat(undefined);
  vi.useRealTimers();
});
