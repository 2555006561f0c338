import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** True when the module with this `import.meta.url` is the script node/tsx was asked to run. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && pathToFileURL(resolve(entry)).href === moduleUrl;
}
