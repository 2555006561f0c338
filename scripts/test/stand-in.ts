// A Vite plugin for the unit tests: every import that resolves to `module` (a path from the project root) resolves
// to `standIn` instead, in the project that uses it (vite.config.ts, the `dom-chart` project). Unlike `vi.mock` it
// needs no module world of its own per file: the files of that project share their worker's modules, the stand-in
// among them.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function standInPlugin(root: string, module: string, standIn: string): Plugin {
  const target = resolve(root, module);
  const replacement = resolve(root, standIn);
  const stem = target.slice(target.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  return {
    name: 'unit-stand-in',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.includes(stem) || importer === replacement) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id.split('?')[0] === target ? replacement : null;
    },
  };
}
