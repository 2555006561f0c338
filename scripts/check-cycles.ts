// No import cycles (DESIGN §2), type-only imports included: a type-only import still couples two files — neither
// can be moved, split or understood without the other. Wired into `npm run test:static`.
//   tsx scripts/check-cycles.ts        prints each cycle as a chain of files; exits 1 when there is any
//
// What counts as an edge: every static `import … from`, `import type … from`, `export … from`, `export type … from`,
// side-effect `import '…'`, `import x = require('…')` and type-position `import('…')` (`typeof import('./x.ts')`) of a
// relative specifier that resolves to a .ts/.tsx file under the checked folders. Dynamic `import('…')` calls do NOT
// count: they are how lazy routes and lazy components are split off (src/app/router.tsx, *-lazy.tsx) and how tests
// load a module afresh after mocking; they couple nothing at load time. The project has no path aliases, and
// imports name the file with its extension; `.js` → `.ts` and extensionless specifiers are resolved as well.
//
// ESLint has no usable rule here: eslint-plugin-boundaries has no cycle rule and import-x (whose `no-cycle` would do)
// was removed because its resolver's platform packages broke `npm ci`. The TypeScript parser (no type checking) reads
// the ~650 files in 1.5–2.5 s on a busy 2-core machine, about 5 s with npm and tsx starting.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';

export const CHECKED_DIRS = ['src', 'scripts', 'contracts', 'tests'] as const;

export interface ImportEdge {
  specifier: string;
  typeOnly: boolean;
}

/** The static imports of one file (see the header for what counts). */
export function staticImports(fileName: string, text: string): ImportEdge[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const edges: ImportEdge[] = [];
  const add = (node: ts.Node | undefined, typeOnly: boolean) => {
    if (node && ts.isStringLiteralLike(node)) edges.push({ specifier: node.text, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypeOnly =
        named !== undefined &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((element) => element.isTypeOnly) &&
        clause?.name === undefined;
      add(node.moduleSpecifier, clause !== undefined && (clause.isTypeOnly || allNamedTypeOnly));
      return;
    }
    if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly);
      return;
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (ts.isExternalModuleReference(node.moduleReference)) {
        add(node.moduleReference.expression, node.isTypeOnly);
      }
      return;
    }
    if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument)) add(argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const SOURCE = /\.tsx?$/;

/** The file a relative specifier names, if it is one of `files`; bare specifiers (packages, node:) never are. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  files: ReadonlySet<string>,
): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.jsx?$/, '.tsx'),
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ];
  return candidates.find((candidate) => files.has(candidate));
}

/** file → the files it imports statically, with whether every import of that file is type-only. */
export type ImportGraph = Map<string, Map<string, { typeOnly: boolean }>>;

/** Builds the graph of `sources` (project-relative POSIX paths → text). */
export function buildGraph(sources: ReadonlyMap<string, string>): ImportGraph {
  const files = new Set(sources.keys());
  const graph: ImportGraph = new Map();
  for (const [file, text] of sources) {
    const targets = new Map<string, { typeOnly: boolean }>();
    for (const edge of staticImports(file, text)) {
      const target = resolveSpecifier(file, edge.specifier, files);
      if (target === undefined) continue;
      const seen = targets.get(target);
      targets.set(target, { typeOnly: (seen?.typeOnly ?? true) && edge.typeOnly });
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan, iterative). */
export function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  const nodes = [...graph.keys()].sort();
  for (const root of nodes) {
    if (index.has(root)) continue;
    const work: { node: string; next: Iterator<string> }[] = [];
    const open = (node: string) => {
      index.set(node, counter);
      low.set(node, counter);
      counter += 1;
      stack.push(node);
      onStack.add(node);
      work.push({ node, next: [...(graph.get(node)?.keys() ?? [])].sort()[Symbol.iterator]() });
    };
    open(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) components.push(component.sort());
      }
    }
  }
  return components.sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/** A shortest cycle through the first (alphabetical) file of `component`, closed: [a, b, …, a]. */
export function shortestCycle(graph: ImportGraph, component: readonly string[]): string[] {
  const members = new Set(component);
  const start = component[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head]!;
    for (const target of [...(graph.get(node)?.keys() ?? [])].sort()) {
      if (target === start) {
        const chain = [start];
        for (let at = node; at !== start; at = previous.get(at)!) chain.unshift(at);
        chain.unshift(start);
        return chain;
      }
      if (members.has(target) && !previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

export interface CycleReport {
  /** The files of one strongly connected component, sorted. */
  files: string[];
  /** One shortest cycle through it, closed (first file repeated at the end). */
  chain: string[];
  /** `chain` as text, `(type)` after an arrow whose imports are all type-only. */
  text: string;
}

export function findCycles(sources: ReadonlyMap<string, string>): CycleReport[] {
  const graph = buildGraph(sources);
  return stronglyConnected(graph).map((files) => {
    const chain = shortestCycle(graph, files);
    const parts = [chain[0]!];
    for (let i = 1; i < chain.length; i += 1) {
      const typeOnly = graph.get(chain[i - 1]!)?.get(chain[i]!)?.typeOnly ?? false;
      parts.push(`${typeOnly ? '→ (type)' : '→'} ${chain[i]!}`);
    }
    return { files, chain, text: parts.join('\n    ') };
  });
}

/** Every .ts/.tsx file under `dirs` of `root`, keyed by its project-relative POSIX path. */
export function readSources(root: string, dirs: readonly string[] = CHECKED_DIRS): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) walk(child);
      else if (SOURCE.test(entry.name)) sources.set(child, readFileSync(path.join(root, child), 'utf8'));
    }
  };
  for (const dir of dirs) walk(dir);
  return sources;
}

if (isMain(import.meta.url)) {
  const started = performance.now();
  const sources = readSources(PROJECT_ROOT);
  const cycles = findCycles(sources);
  const ms = Math.round(performance.now() - started);
  if (cycles.length === 0) {
    console.log(`check-cycles: no import cycles among ${sources.size} files (${ms} ms)`);
  } else {
    console.error(`check-cycles: ${cycles.length} import cycle(s) among ${sources.size} files (${ms} ms)`);
    for (const cycle of cycles) {
      const extra =
        cycle.files.length > cycle.chain.length - 1 ? ` (${cycle.files.length} files in all)` : '';
      console.error(`\n  ${cycle.text}${extra}`);
      if (extra) console.error(`    all: ${cycle.files.join(', ')}`);
    }
    process.exitCode = 1;
  }
}
