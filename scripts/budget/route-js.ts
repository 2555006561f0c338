// DESIGN §6 route JS, bounded from the build alone: for every route of the route table, an UPPER BOUND of the gzip JS a
// cold load of that route can fetch, from Vite's manifest (dist/.vite/manifest.json). A route whose bound is within
// its budget is proven without a browser; the others are measured in Chromium (tests/e2e/budgets.spec.ts), and the
// extended pass (tests/e2e/budgets.extended.ts) measures every route and holds each figure to its bound.
//
// What a cold load of a route can fetch, as the router loads it (src/app/router.tsx, src/app/shell-routes.tsx):
// - the entry chunk (index.html) and, for a guarded route, the `shell` chunk (the guarded route table and its frame,
//   scripts/build/shell-chunks.ts); a public page other than /login also the footer layout and public-screens.ts;
// - the route's lazy modules: its screen (its record's, an area's page or the shared "not available yet" page or
//   section) and those of the routes it is nested in (`childOf`);
// - everything those reach through static imports, and through dynamic imports too: a screen's lazy panel, dialog or
//   chart counts whether it loads on render or on a click (the bound does not guess), and so do the entry's lazy
//   parts (the API client the first call loads, the tag manager);
// - except the route table's own lazy edges: from the entry, the shell and public-screens.ts, a dynamic import of
//   another route's lazy module is not followed (the router loads only the matched route's), nor one of the shell's
//   lazy parts that only a person's action loads (SHELL_ON_ACTION). A new lazy part of the shell counts until it is
//   named there. A screen's own dynamic import of another route's screen IS followed.
// Each file is gzipped on its own, as check-build.ts and the browser measure count it (1 kB = 1000 bytes).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import type { RouteId } from '../../src/config/paths.ts';
import { AREAS, routeRecord } from '../../src/routes/route-catalogue.ts';
import { routeSamples } from '../../src/routes/route-samples.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';

/** DESIGN §6 (1 kB = 1000 bytes, as Vite prints kB): /login ≤ 150 kB, every other route ≤ 260 kB. */
export const LOGIN_ROUTE_BUDGET = 150_000;
export const ROUTE_BUDGET = 260_000;
/**
 * The documented exception (DESIGN §3, docs/decisions/004-deviations-from-the-specification.md): /api/{apiKey}
 * renders an OpenAPI document with Redoc, a lazy chunk of ~352 kB gzip loaded only on this route. It is gated to its
 * own figure so that it cannot grow unnoticed: measured 542.1 kB with the route's shell (1 Dec 2026; swagger-ui's was
 * 602.8 kB under a limit of 700 kB), limit 600 kB.
 */
export const DOCS_RENDERER_ROUTE = '/api/:apiKey';
export const DOCS_RENDERER_BUDGET = 600_000;
/** The docs renderer's module: on its route and on no other. */
export const RENDERER_SOURCE = 'src/features/api-docs/components/openapi-renderer.tsx';

export function routeBudget(pattern: string): number {
  if (pattern === '/login') return LOGIN_ROUTE_BUDGET;
  if (pattern === DOCS_RENDERER_ROUTE) return DOCS_RENDERER_BUDGET;
  return ROUTE_BUDGET;
}

export interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

// The route table's lazy modules outside the records (src/app/router.tsx, src/app/shell-routes.tsx).
const ENTRY = 'index.html';
const LOGIN_SCREEN = 'src/routes/login.tsx';
const PUBLIC_SCREENS = 'src/app/public-screens.ts';
const PUBLIC_FOOTER_LAYOUT = 'src/app/public-footer-layout.tsx';
const AREA_SCREEN = 'src/routes/area.tsx';
const NOT_AVAILABLE_SCREEN = 'src/routes/not-available.tsx';
const NOT_AVAILABLE_SECTION = 'src/routes/not-available-section.screen.tsx';
const NOT_FOUND_SCREEN = 'src/app/not-found-page.tsx';
/**
 * The shell's lazy parts that load on a person's action only, never while a route renders: the narrow-screen menu
 * and the identity panel (on opening, or pointing at / focusing their button: top-navigation.tsx, identity-menu.tsx),
 * jump-to's dialog (on Ctrl+K, `/`, a click, pointing at or focusing the field: jump-trigger.tsx) and the notice of
 * a session that ended mid-page (session-guard.tsx). The extended pass checks every route's browser figure against
 * its bound, which would catch one of them loading on render.
 */
export const SHELL_ON_ACTION: readonly string[] = [
  'src/features/navigation/components/nav-menu.tsx',
  'src/features/profile/components/identity-menu-panel.tsx',
  'src/features/jump/components/jump-dialog.tsx',
  'src/auth/session-ended-notice.tsx',
];
/** The manifest name of the chunk that holds shell-routes.tsx and shell-layout.tsx (scripts/build/shell-chunks.ts). */
const SHELL_CHUNK_NAME = 'shell';

const toKey = (path: string) => relative(PROJECT_ROOT, path).split(sep).join('/');

/**
 * The modules that `import()` calls inside `node` load, following identifiers of the file's top-level declarations
 * (`screen: section` where `const section = () => charger().then(…)` and `const charger = () => import('./x.tsx')`).
 * An `import()` of anything but a string literal yields `undefined` (not resolvable: the route is then unproven).
 */
function importsIn(file: string, source: ts.SourceFile, node: ts.Node): (string | undefined)[] {
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          declarations.set(declaration.name.text, declaration.initializer);
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      declarations.set(statement.name.text, statement.body);
    }
  }
  const found: (string | undefined)[] = [];
  const followed = new Set<string>();
  const visit = (current: ts.Node): void => {
    if (ts.isCallExpression(current) && current.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = current.arguments;
      found.push(
        argument && ts.isStringLiteralLike(argument)
          ? toKey(resolve(dirname(file), argument.text))
          : undefined,
      );
    }
    if (ts.isIdentifier(current) && !followed.has(current.text)) {
      const declaration = declarations.get(current.text);
      if (declaration) {
        followed.add(current.text);
        visit(declaration);
      }
    }
    ts.forEachChild(current, visit);
  };
  visit(node);
  return found;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const nameOf = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? name.text : undefined;

/** The modules each record's `screen` loads (src/routes/<area>.routes.ts), by route id. */
export function recordScreenModules(root = PROJECT_ROOT): Map<string, (string | undefined)[]> {
  const modules = new Map<string, (string | undefined)[]>();
  const dir = join(root, 'src', 'routes');
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.routes.ts'))) {
    const file = join(dir, name);
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        let id: string | undefined;
        let screen: ts.Node | undefined;
        for (const property of node.properties) {
          const key = property.name === undefined ? undefined : nameOf(property.name);
          if (
            key === 'id' &&
            ts.isPropertyAssignment(property) &&
            ts.isStringLiteralLike(property.initializer)
          )
            id = property.initializer.text;
          if (key === 'screen') screen = property;
        }
        if (id !== undefined && screen !== undefined) modules.set(id, importsIn(file, source, screen));
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return modules;
}

/** The modules each public page's loader in src/app/public-screens.ts loads, by route id. */
export function publicScreenModules(root = PROJECT_ROOT): Map<string, (string | undefined)[]> {
  const file = join(root, PUBLIC_SCREENS);
  const source = parse(file);
  const modules = new Map<string, (string | undefined)[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) {
      const key = nameOf(node.name);
      if (key !== undefined) modules.set(key, importsIn(file, source, node.initializer));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return modules;
}

type Sample = (typeof routeSamples)[number];

/**
 * The lazy modules the router runs for `route` (beside the entry and, when guarded, the shell), as shell-routes.tsx
 * picks a screen: its record's, an area's page, else the shared "not available yet" section (a nested route) or page;
 * a nested route also runs the routes it is nested in. `undefined` where a loader could not be read.
 */
export function lazyModulesOf(
  route: Sample,
  records = recordScreenModules(),
  publics = publicScreenModules(),
): string[] | undefined {
  if (route.access === 'public') {
    if (route.id === 'login') return [LOGIN_SCREEN];
    const screens = publics.get(route.id);
    if (!screens?.length || screens.includes(undefined)) return undefined;
    // The pages' words: public-screens.ts loads its catalogue areas beside each page (withWords), in the language
    // shown; the bound counts every language's, an upper bound.
    const words = [
      ...new Set(
        [...publics.values()]
          .flat()
          .filter((module): module is string => module !== undefined && module.includes('i18n/compiled/')),
      ),
    ].sort();
    return [PUBLIC_FOOTER_LAYOUT, PUBLIC_SCREENS, ...(screens as string[]), ...words];
  }
  const own = (id: RouteId, childOf: RouteId | undefined): (string | undefined)[] => {
    if (routeRecord(id).screen !== undefined) return records.get(id) ?? [undefined];
    if (id in AREAS) return [AREA_SCREEN];
    return [childOf !== undefined ? NOT_AVAILABLE_SECTION : NOT_AVAILABLE_SCREEN];
  };
  const modules: (string | undefined)[] = [];
  for (let id: RouteId | undefined = route.id; id !== undefined;) {
    const parent: RouteId | undefined = routeRecord(id).childOf;
    modules.push(...own(id, parent));
    id = parent;
  }
  if (modules.length === 0 || modules.includes(undefined)) return undefined;
  return modules as string[];
}

export interface RouteBound {
  id: string;
  pattern: string;
  samplePath: string;
  access: 'public' | 'guarded';
  budget: number;
  /** The upper bound in gzip bytes; null when the route's lazy modules could not be read from the source. */
  bound: number | null;
  /** The files (dist-relative, e.g. assets/x.js) counted in the bound. */
  files: string[];
  /** The bound without the docs renderer's chunk (the docs route's own check), else the bound. */
  withoutRenderer: number | null;
  /** Within its budget by the bound alone (and, on the docs route, the renderer's rules): no browser needed. */
  proven: boolean;
  /** Why not proven, when not. */
  reason?: string;
}

/** The files a load rooted at `roots` can fetch (see the head of this file), as manifest keys. */
export function boundKeys(
  manifest: Manifest,
  roots: readonly string[],
  routeLazy: ReadonlySet<string>,
): string[] {
  const shell = new Set(shellKeys(manifest));
  const routeTable = new Set([ENTRY, PUBLIC_SCREENS, ...shell]);
  const own = new Set(roots);
  const skipped = (from: string, next: string) =>
    !own.has(next) &&
    ((routeTable.has(from) && routeLazy.has(next)) || (shell.has(from) && SHELL_ON_ACTION.includes(next)));
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (seen.has(key) || manifest[key] === undefined) continue;
    seen.add(key);
    const chunk = manifest[key];
    pending.push(...(chunk.imports ?? []));
    pending.push(...(chunk.dynamicImports ?? []).filter((next) => !skipped(key, next)));
  }
  return [...seen];
}

const shellKeys = (manifest: Manifest) =>
  Object.keys(manifest).filter((key) => manifest[key]?.name === SHELL_CHUNK_NAME && key.startsWith('_'));

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Every route's upper bound from the build in `distDir` (after `vite build`), in the order of the route table. */
export function routeJsBounds(distDir: string): RouteBound[] {
  const manifest = readManifest(distDir);
  const shell = shellKeys(manifest);
  if (shell.length !== 1)
    throw new Error(`route-js: expected one "${SHELL_CHUNK_NAME}" chunk in the manifest`);
  const records = recordScreenModules();
  const publics = publicScreenModules();
  const lazyOf = new Map(routeSamples.map((route) => [route, lazyModulesOf(route, records, publics)]));
  const routeLazy = new Set<string>([
    LOGIN_SCREEN,
    PUBLIC_SCREENS,
    PUBLIC_FOOTER_LAYOUT,
    NOT_FOUND_SCREEN,
    ...shell,
    ...[...lazyOf.values()].flatMap((modules) => modules ?? []),
    ...[...records.values(), ...publics.values()].flat().filter((key): key is string => key !== undefined),
  ]);
  const gzipOf = new Map<string, number>();
  const gzip = (file: string) => {
    let bytes = gzipOf.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(distDir, file))).length;
      gzipOf.set(file, bytes);
    }
    return bytes;
  };
  const renderer = manifest[RENDERER_SOURCE]?.file;
  return routeSamples.map((route) => {
    const budget = routeBudget(route.pattern);
    const base = {
      id: route.id,
      pattern: route.pattern,
      samplePath: route.samplePath,
      access: route.access,
      budget,
    };
    const lazy = lazyOf.get(route);
    const missing = lazy?.filter((key) => manifest[key] === undefined) ?? [];
    if (lazy === undefined || missing.length > 0) {
      const reason =
        lazy === undefined
          ? 'its screen loader could not be read'
          : `not in the manifest: ${missing.join(', ')}`;
      return { ...base, bound: null, files: [], withoutRenderer: null, proven: false, reason };
    }
    const roots = [ENTRY, ...(route.access === 'guarded' ? shell : []), ...lazy];
    const files = [
      ...new Set(
        boundKeys(manifest, roots, routeLazy)
          .map((key) => manifest[key]?.file as string)
          .filter((file) => /\.m?js$/.test(file)),
      ),
    ].sort();
    const bound = files.reduce((sum, file) => sum + gzip(file), 0);
    const hasRenderer = renderer !== undefined && files.includes(renderer);
    const withoutRenderer = hasRenderer ? bound - gzip(renderer) : bound;
    let reason: string | undefined;
    if (bound > budget) reason = 'bound over budget';
    else if (route.pattern === DOCS_RENDERER_ROUTE && !hasRenderer)
      reason = 'the docs renderer is not in its bound';
    else if (route.pattern === DOCS_RENDERER_ROUTE && withoutRenderer > ROUTE_BUDGET)
      reason = 'bound without the docs renderer over the route budget';
    else if (route.pattern !== DOCS_RENDERER_ROUTE && hasRenderer)
      reason = 'the docs renderer is in its bound';
    return {
      ...base,
      bound,
      files,
      withoutRenderer,
      proven: reason === undefined,
      ...(reason ? { reason } : {}),
    };
  });
}

const kB = (bytes: number | null) => (bytes === null ? '?' : `${(bytes / 1000).toFixed(1)} kB`);

/** The table check-build prints: every route's bound and budget, and whether the browser must measure it. */
export function boundsReport(bounds: readonly RouteBound[]): string {
  const width = Math.max(5, ...bounds.map((bound) => bound.pattern.length));
  const measured = bounds.filter((bound) => !bound.proven);
  return [
    `[route-js] upper bound of gzip JS per route from the manifest (${bounds.length} routes; ` +
      `${bounds.length - measured.length} proven, ${measured.length} left to the browser):`,
    `${'route'.padEnd(width)}  ${'bound'.padStart(9)}  ${'budget'.padStart(9)}  verdict`,
    ...bounds.map(
      (bound) =>
        `${bound.pattern.padEnd(width)}  ${kB(bound.bound).padStart(9)}  ${kB(bound.budget).padStart(9)}  ` +
        (bound.proven ? 'proven' : `browser (${bound.reason})`),
    ),
  ].join('\n');
}
