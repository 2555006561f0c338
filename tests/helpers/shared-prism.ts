// The unit run's one Prism on the generated mock spec (scripts/test/shared-prism-setup.ts), for the files that talk
// to Prism: a file that imports this helper runs in the `node-prism` project, whose global setup started it. Its
// `stop()` does nothing: the global setup stops it after the last file.
import { inject } from 'vitest';
import type { PrismServer } from '../../scripts/mock/prism.ts';
// The type of the provided URL (vitest's ProvidedContext) is declared with the setup.
import type {} from '../../scripts/test/shared-prism-setup.ts';

export function sharedPrism(): PrismServer {
  const url = inject('sharedPrismUrl');
  if (url === undefined) {
    throw new Error('No shared Prism: this file must run in the node-prism project (vite.config.ts)');
  }
  const { hostname, port } = new URL(url);
  return { url, host: hostname, port: Number(port), startMs: 0, stop: () => Promise.resolve() };
}
