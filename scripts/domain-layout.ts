// The shape of src/domain and of file names, checked after the import cycles (`npm run check:cycles` runs
// `tsx scripts/domain-layout.ts` too; it exits 1 and names each problem when there is any):
//
// - no loose files at the top of src/domain: every file sits in an area folder (`domain/sites/`) or in a shared
//   folder of kind code (`domain/lists/`, `domain/filters/` …), so a reader finds an area's rules in one place;
// - the folder graph of src/domain is acyclic (an arrow from a file in folder A to one in folder B is an arrow
//   A → B; type-only imports count, as they do for file cycles), and the shared engine folders import no area
//   folder, so the engines can be read, tested and changed without any area;
// - no two files under src/ and scripts/ share a stem in different layers (`domain/…/sites-list.ts` beside
//   `features/…/sites-list.tsx`): a name says the role, and search results and stack traces name one file.
import path from 'node:path';
import { buildGraph, readSources, stronglyConnected, type ImportGraph } from './check-cycles.ts';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';

const DOMAIN = 'src/domain/';

/**
 * The shared folders of src/domain: kind code every area builds on. They import only each other (in a DAG) — never
 * an area folder. Every other folder is an area's, or `catalogue`, which composes the areas' filter declarations and
 * so is the one shared folder allowed to import them (no engine imports it).
 */
export const ENGINE_FOLDERS = ['filters', 'lists', 'format', 'shared'] as const;

/** The folder of a src/domain file: its first path segment, or `(top)` for a loose file. */
export function domainFolder(file: string): string {
  const rest = file.slice(DOMAIN.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? '(top)' : rest.slice(0, slash);
}

/** The src/domain files lying loose at its top. */
export function looseDomainFiles(files: Iterable<string>): string[] {
  return [...files].filter((file) => file.startsWith(DOMAIN) && domainFolder(file) === '(top)').sort();
}

/** Folder → folders it imports, with the file-level arrows behind each folder arrow. */
export function folderGraph(graph: ImportGraph): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of graph) {
    if (!file.startsWith(DOMAIN)) continue;
    const from = domainFolder(file);
    const out = folders.get(from) ?? new Map<string, string[]>();
    folders.set(from, out);
    for (const target of targets.keys()) {
      if (!target.startsWith(DOMAIN)) continue;
      const to = domainFolder(target);
      if (to === from) continue;
      out.set(to, [...(out.get(to) ?? []), `${file} → ${target}`]);
    }
  }
  return folders;
}

export interface DomainLayoutReport {
  loose: string[];
  /** Strongly connected sets of folders (each a folder cycle or several). */
  folderCycles: string[][];
  /** File arrows that run inside a folder cycle (the arrows "back up"). */
  arrowsInCycles: string[];
  /** File arrows from a shared engine folder into an area folder. */
  engineToArea: string[];
}

export function domainLayout(graph: ImportGraph): DomainLayoutReport {
  const folders = folderGraph(graph);
  const asGraph: ImportGraph = new Map(
    [...folders].map(([from, targets]) => [
      from,
      new Map([...targets.keys()].map((to) => [to, { typeOnly: false }])),
    ]),
  );
  const folderCycles = stronglyConnected(asGraph);
  const arrowsInCycles: string[] = [];
  for (const cycle of folderCycles) {
    const members = new Set(cycle);
    for (const from of cycle) {
      for (const [to, arrows] of folders.get(from) ?? []) if (members.has(to)) arrowsInCycles.push(...arrows);
    }
  }
  const engines = new Set<string>(ENGINE_FOLDERS);
  const engineToArea: string[] = [];
  for (const [from, targets] of folders) {
    if (!engines.has(from)) continue;
    for (const [to, arrows] of targets) if (!engines.has(to)) engineToArea.push(...arrows);
  }
  return {
    loose: looseDomainFiles(graph.keys()),
    folderCycles,
    arrowsInCycles: arrowsInCycles.sort(),
    engineToArea: engineToArea.sort(),
  };
}

/** A file's layer: `src/<folder>` or `scripts/<folder>` (a file directly in src/ or scripts/ is its own layer). */
export function layerOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

/** A file's stem: its name without the `.ts`/`.tsx` (and `.d`) ending; `sites.list.ts` → `sites.list`. */
export function stemOf(file: string): string {
  return path.posix.basename(file).replace(/(\.d)?\.tsx?$/, '');
}

/**
 * Stems allowed in two layers: none. An entry would be a file pair that cannot be named by role; each entry must
 * still be shared (the unit test fails on a stale one), and a stem in two layers that is not listed fails.
 */
export const KNOWN_SAME_STEMS: ReadonlySet<string> = new Set<string>([]);

/** Stems used by files in more than one layer of src/ and scripts/, each with its files. */
export function sameStemPairs(files: Iterable<string>): Map<string, string[]> {
  const byStem = new Map<string, string[]>();
  for (const file of files) {
    if (!/^(src|scripts)\//.test(file) || !/\.tsx?$/.test(file)) continue;
    const stem = stemOf(file);
    byStem.set(stem, [...(byStem.get(stem) ?? []), file]);
  }
  const shared = new Map<string, string[]>();
  for (const [stem, list] of [...byStem].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (new Set(list.map(layerOf)).size > 1) shared.set(stem, list.sort());
  }
  return shared;
}

/** Everything wrong with the layout, as lines to print; empty when it is right. */
export function layoutProblems(sources: ReadonlyMap<string, string>): string[] {
  const report = domainLayout(buildGraph(sources));
  const problems: string[] = [];
  for (const file of report.loose) problems.push(`loose file at the top of src/domain: ${file}`);
  for (const cycle of report.folderCycles) problems.push(`folder cycle in src/domain: ${cycle.join(' ⇄ ')}`);
  for (const arrow of report.arrowsInCycles) problems.push(`  arrow in that cycle: ${arrow}`);
  for (const arrow of report.engineToArea) problems.push(`shared engine folder imports an area: ${arrow}`);
  for (const [stem, list] of sameStemPairs(sources.keys())) {
    if (KNOWN_SAME_STEMS.has(stem)) continue;
    problems.push(`stem "${stem}" in more than one layer: ${list.join(', ')}`);
  }
  return problems;
}

if (isMain(import.meta.url)) {
  const problems = layoutProblems(readSources(PROJECT_ROOT, ['src', 'scripts']));
  if (problems.length === 0) {
    console.log('domain-layout: src/domain is by area, its folders form no cycle, no stem is in two layers');
  } else {
    console.error(`domain-layout: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exitCode = 1;
  }
}
