// A production-build plugin that puts the signed-in shell into one chunk (DESIGN §6: every route ≤ 260 kB of gzip
// JS). Left to itself the bundler splits the code that the shell shares with some screens into a chunk per set of
// importers: ~50 small files on every signed-in route, each compressed on its own (its own gzip header, no shared
// dictionary, import and export lists between them). Every signed-in route loads the whole static closure of the
// guarded half (shell-routes.tsx, shell-layout.tsx) anyway, so one chunk for it costs no route anything it did not load
// before, and compresses ~12 kB better.
//
// What stays out of the group, so that no other page starts loading the shell:
// - the modules the /login entry loads eagerly (they are in the entry's chunks already);
// - every module that a page outside the shell can reach, statically or lazily (the public pages, the API client the
//   sign-in form loads on its first call, the tag manager …): the walk from the entry stops at the guarded half.
// Lazy parts of the shell (jump-to's dialog, the identity panel, the nav menu) and every screen stay lazy: only the
// static closure is grouped. tests/unit/build/shell-chunks.test.ts checks the selection on a small graph.
import type { Plugin } from 'vite';

export interface ModuleGraphNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ModuleGraph = (id: string) => ModuleGraphNode | null | undefined;

/** Modules reachable from `roots`, following static imports and (when `lazy`) dynamic ones, never entering `stop`. */
export function reachable(
  roots: readonly string[],
  graph: ModuleGraph,
  { lazy, stop = () => false }: { lazy: boolean; stop?: (id: string) => boolean },
): Set<string> {
  const seen = new Set<string>();
  const pending = roots.filter((id) => !stop(id));
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = graph(id);
    if (!node) continue;
    for (const next of lazy ? [...node.importedIds, ...node.dynamicallyImportedIds] : node.importedIds)
      if (!seen.has(next) && !stop(next)) pending.push(next);
  }
  return seen;
}

/**
 * The shell group: what the guarded half's roots import statically, less everything a page outside the guarded half
 * can load (the entries' static and lazy closure, walked without entering a shell root).
 */
export function shellModules(entries: readonly string[], shellRoots: readonly string[], graph: ModuleGraph) {
  const isShellRoot = (id: string) => shellRoots.includes(id);
  const outside = reachable(entries, graph, { lazy: true, stop: isShellRoot });
  const shell = reachable(shellRoots, graph, { lazy: false });
  return new Set([...shell].filter((id) => !outside.has(id)));
}

const SHELL_ROOTS = [/[\\/]src[\\/]app[\\/]shell-routes\.tsx$/, /[\\/]src[\\/]app[\\/]shell-layout\.tsx$/];

/** The plugin and the `codeSplitting` group it fills once the module graph is known (build only). */
export function shellChunks(): Plugin {
  let selected = new Set<string>();
  return {
    name: 'portal:shell-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The selection is closed under static imports except into what stays outside, and nothing
                // outside imports it (that would make it reachable from outside): no dependency to add.
                groups: [
                  { name: 'entry', tags: ['$initial'] as '$initial'[], priority: 2 },
                  {
                    name: 'shell',
                    test: (id: string) => selected.has(id),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const roots = ids.filter((id) => SHELL_ROOTS.some((pattern) => pattern.test(id)));
      if (roots.length !== SHELL_ROOTS.length)
        this.error(`shell-chunks: expected the shell's ${SHELL_ROOTS.length} roots, found ${roots.join(', ') || 'none'}`);
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      selected = shellModules(entries, roots, (id) => this.getModuleInfo(id));
    },
  };
}
