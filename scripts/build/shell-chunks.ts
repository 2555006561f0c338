// A production-build plugin that gives the bundler three chunks where it would make ~60 small ones (DESIGN §6: /login
// ≤ 150 kB, every other route ≤ 260 kB of gzip JS). Left to itself, Rolldown puts the code that several lazy chunks
// share into a chunk per set of importers: every signed-in route fetched ~100 files, each compressed on its own (its
// own gzip header and dictionary, import and export lists between them), ~10% more gzip than the same code in one file.
// The groups only merge what a page loads anyway, so no page fetches code it did not fetch before, except where said:
//
// - `entry`: every module the entry imports statically (`$initial`): index.html loaded them all, in 14 files.
// - `shell`: the static closure of the guarded half (shell-routes.tsx, shell-layout.tsx), which every signed-in route
//   loads, less whatever a page outside the guarded half can reach (statically or lazily: the public pages, the API
//   client the sign-in form loads on its first call …), so no page outside the shell starts loading it.
// - `shell-shared`: the rest of that closure — what the shell shares with the public pages — less what the /login
//   route module imports statically (/login keeps its few small chunks). The other public pages (sign-up, password
//   reset …) fetch this chunk whole where they fetched parts of it; they are far below their budget.
//
// Lazy parts of the shell (jump-to's dialog, the identity panel, the nav menu) and every screen stay lazy: only static
// closures are grouped. Each group is closed under static imports except into groups loaded before it (entry ← shared
// ← shell), so no chunk imports a later one. tests/unit/build/shell-chunks.test.ts checks the selection on small graphs.
import type { Plugin } from 'vite';

export interface ModuleGraphNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

export type ModuleGraph = (id: string) => ModuleGraphNode | null | undefined;

/**
 * Modules reachable from `roots`, following static imports and (when `lazy`) dynamic ones, except a dynamic import of
 * a module that `lazyStop` names (how the router reaches the guarded half).
 */
export function reachable(
  roots: readonly string[],
  graph: ModuleGraph,
  { lazy, lazyStop = () => false }: { lazy: boolean; lazyStop?: (id: string) => boolean },
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const node = graph(id);
    if (!node) continue;
    pending.push(...node.importedIds);
    if (lazy) pending.push(...node.dynamicallyImportedIds.filter((next) => !lazyStop(next)));
  }
  return seen;
}

export interface ShellGroups {
  /** Loaded by signed-in routes only. */
  shell: Set<string>;
  /** Loaded by signed-in routes and shared with the public pages other than /login. */
  shared: Set<string>;
}

/**
 * The two shell groups. `entries`: the build's entry modules; `shellRoots`: the guarded half's modules; `loginRoute`:
 * the /login route module.
 */
export function shellGroups(
  entries: readonly string[],
  shellRoots: readonly string[],
  loginRoute: string,
  graph: ModuleGraph,
): ShellGroups {
  const outside = reachable(entries, graph, { lazy: true, lazyStop: (id) => shellRoots.includes(id) });
  const eager = reachable([...entries, loginRoute], graph, { lazy: false });
  const closure = [...reachable(shellRoots, graph, { lazy: false })].filter((id) => !eager.has(id));
  return {
    shell: new Set(closure.filter((id) => !outside.has(id))),
    shared: new Set(closure.filter((id) => outside.has(id))),
  };
}

const SHELL_ROOTS = [/[\\/]src[\\/]app[\\/]shell-routes\.tsx$/, /[\\/]src[\\/]app[\\/]shell-layout\.tsx$/];
const LOGIN_ROUTE = /[\\/]src[\\/]routes[\\/]login\.tsx$/;

/** The plugin and the `codeSplitting` groups it fills once the module graph is known (build only). */
export function shellChunks(): Plugin {
  let groups: ShellGroups = { shell: new Set(), shared: new Set() };
  // Each selection is closed under static imports except into the groups named before it, which the bundler places
  // anyway: no dependency to add (adding them would pull the entry's modules into the shell).
  const group = (name: keyof ShellGroups) => ({
    name: name === 'shell' ? 'shell' : 'shell-shared',
    test: (id: string) => groups[name].has(id),
    includeDependenciesRecursively: false,
  });
  return {
    name: 'portal:shell-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'entry', tags: ['$initial'] as '$initial'[], priority: 3 },
                  { ...group('shared'), priority: 2 },
                  { ...group('shell'), priority: 1 },
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
      const login = ids.find((id) => LOGIN_ROUTE.test(id));
      if (roots.length !== SHELL_ROOTS.length || login === undefined)
        this.error(
          `shell-chunks: the shell's roots or the /login route module not found (${roots.join(', ')})`,
        );
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      groups = shellGroups(entries, roots, login, (id) => this.getModuleInfo(id));
    },
  };
}
