import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  reachable,
  shellGroups,
  type ModuleGraph,
  type ModuleGraphNode,
} from '../../../scripts/build/shell-chunks.ts';

// The build's chunk groups (scripts/build/shell-chunks.ts): the shell's static closure in one chunk, without anything
// a page outside the shell can load, and what it shares with the public pages (not /login) in another.

type Edges = Record<string, { imports?: string[]; lazy?: string[] }>;

const graphOf =
  (edges: Edges): ModuleGraph =>
  (id) => {
    const node = edges[id];
    return node === undefined
      ? undefined
      : ({
          importedIds: node.imports ?? [],
          dynamicallyImportedIds: node.lazy ?? [],
        } satisfies ModuleGraphNode);
  };

/** A small app shaped like the portal's: entry → login (lazy), public pages (lazy), shell (lazy) → screens (lazy). */
const APP: Edges = {
  main: { imports: ['router', 'react'], lazy: ['client-setup'] },
  router: { imports: ['react'], lazy: ['login', 'public-pages', 'shell-routes'] },
  react: {},
  login: { imports: ['react', 'session'] },
  session: {},
  'client-setup': { imports: ['client'] },
  client: {},
  'public-pages': { imports: ['alert', 'footer'] },
  alert: { imports: ['react', 'svg-icon'] },
  'svg-icon': {},
  footer: {},
  'shell-routes': { imports: ['route-catalogue'], lazy: ['shell-layout', 'screen'] },
  'route-catalogue': {},
  'shell-layout': {
    imports: ['top-bar', 'footer', 'session', 'client-setup', 'react'],
    lazy: ['jump-dialog'],
  },
  'top-bar': { imports: ['alert', 'app-bar'] },
  'app-bar': {},
  'jump-dialog': { imports: ['dialog'] },
  dialog: {},
  screen: { imports: ['table', 'top-bar'] },
  table: {},
};

const groupsOf = (edges: Edges) =>
  shellGroups(['main'], ['shell-routes', 'shell-layout'], 'login', graphOf(edges));

describe('shell-chunks', () => {
  it('follows static imports, and dynamic ones only when asked and not into a stop', () => {
    const graph = graphOf(APP);
    expect(reachable(['router'], graph, { lazy: false })).toEqual(new Set(['router', 'react']));
    const all = reachable(['main'], graph, { lazy: true, lazyStop: (id) => id === 'shell-routes' });
    expect(all.has('alert')).toBe(true);
    expect(all.has('shell-routes')).toBe(false);
    expect(all.has('route-catalogue')).toBe(false);
  });

  it("groups the shell's static closure; its lazy parts, the screens and the entry's modules stay out", () => {
    const { shell, shared } = groupsOf(APP);
    expect(shell).toEqual(new Set(['shell-routes', 'route-catalogue', 'shell-layout', 'top-bar', 'app-bar']));
    // Shared with the public pages or loaded by main's lazy client set-up: a chunk of their own.
    expect(shared).toEqual(new Set(['alert', 'svg-icon', 'footer', 'client-setup', 'client']));
    for (const stays of ['jump-dialog', 'dialog', 'screen', 'table', 'react', 'main', 'router', 'session'])
      expect(shell.has(stays) || shared.has(stays), stays).toBe(false);
  });

  it('keeps what /login imports statically out of both groups', () => {
    const { shared } = groupsOf({ ...APP, login: { imports: ['react', 'session', 'alert'] } });
    expect(shared.has('alert')).toBe(false);
    expect(shared.has('svg-icon')).toBe(false);
    expect(shared.has('footer')).toBe(true);
  });

  it('on any graph: the groups are disjoint parts of the static closure, and nothing a page outside the shell loads imports the shell group', () => {
    const ids = ['main', 'login', 'shell-routes', 'shell-layout', 'a', 'b', 'c', 'd', 'e', 'f'];
    const edge = fc.subarray(ids, { maxLength: 4 });
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ids), fc.record({ imports: edge, lazy: edge })), (raw) => {
        // The entry reaches /login and the guarded half lazily, as the router does.
        const main = raw.main ?? { imports: [], lazy: [] };
        const edges: Edges = { ...raw, main: { ...main, lazy: [...main.lazy, 'login', 'shell-routes'] } };
        const graph = graphOf(edges);
        const roots = ['shell-routes', 'shell-layout'];
        const { shell, shared } = shellGroups(['main'], roots, 'login', graph);
        const closure = reachable(roots, graph, { lazy: false });
        const eager = reachable(['main', 'login'], graph, { lazy: false });
        const outside = reachable(['main'], graph, { lazy: true, lazyStop: (id) => roots.includes(id) });
        for (const id of [...shell, ...shared]) expect(closure.has(id) && !eager.has(id)).toBe(true);
        for (const id of shell) expect(shared.has(id) || outside.has(id)).toBe(false);
        // So no chunk loaded before the shell (or without it) imports it.
        for (const id of [...outside, ...shared])
          for (const next of graph(id)?.importedIds ?? [])
            expect(shell.has(next), `${id} → ${next}`).toBe(false);
      }),
    );
  });
});
