// Setup of the Node test project (vite.config.ts). Files that opt into jsdom with `// @vitest-environment jsdom`
// share browser storage between tests like the DOM project does, so it is cleared the same way.
import { afterEach, beforeEach, vi } from 'vitest';
import { storePermissions } from './helpers/granted-permissions.ts';
import { setActiveFormat } from '../src/domain/format/active-format.ts';
// The portal's words in English (messages built outside a component, e.g. the sign-in failures).
import '../src/i18n/english-at-start.ts';

beforeEach(() => {
  if (typeof localStorage !== 'undefined') storePermissions();
});

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  // The chosen regional format is the module's (files share their modules): the next test starts without one.
  setActiveFormat(undefined);
  // Files share their modules and their clock (vite.config.ts): a test that faked timers leaves the real ones behind.
  vi.useRealTimers();
});
