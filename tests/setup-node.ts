// Setup of the Node test project (vite.config.ts). Files that opt into jsdom with `// @vitest-environment jsdom`
// share browser storage between tests like the DOM project does, so it is cleared the same way.
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
