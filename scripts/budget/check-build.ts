// After `vite build`: the gzip size of the JS that dist/index.html makes the browser fetch before anything lazy
// (entry scripts, modulepreload links, and their static imports per the Vite manifest). That is what /login costs
// at most, so it is held to the /login budget of DESIGN §6. Then every route's upper bound of route JS from the same
// manifest (route-js.ts): a route within its budget by its bound is proven here; the others are left to the browser
// (tests/e2e/budgets.spec.ts, which recomputes the same bounds from dist/ and loads exactly those, and /login).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isMain } from '../mock/is-main.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { boundsReport, routeJsBounds } from './route-js.ts';

/** DESIGN §6: `/login` ≤ 150 KB of gzip JS (lowered from 170 by the platform issue, so it cannot creep back) (1 KB = 1000 bytes, as Vite prints kB). */
export const LOGIN_BUDGET_BYTES = 150 * 1000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface EagerFile {
  file: string;
  bytes: number;
  gzipBytes: number;
}

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** Asset paths (relative to dist, no leading slash) of module scripts and modulepreload links in index.html. */
export function eagerFromHtml(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = ATTRIBUTE('src').exec(tag)?.[1];
    if (src && /\btype\s*=\s*["']module["']/i.test(tag)) found.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    if (href && /\brel\s*=\s*["']modulepreload["']/i.test(tag)) found.push(href);
  }
  return found.filter((path) => !/^[a-z]+:\/\//i.test(path)).map((path) => path.replace(/^\.?\//, ''));
}

/** Adds every chunk statically imported (transitively) by the given files; dynamic imports stay lazy. */
export function withStaticImports(files: readonly string[], manifest: Manifest): string[] {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of byFile.get(file)?.imports ?? []) {
      const imported = manifest[key]?.file;
      if (imported) visit(imported);
    }
  };
  files.forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js') || file.endsWith('.mjs'));
}

export function measureEagerJs(distDir: string): EagerFile[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} missing: vite.config.ts needs build.manifest`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return withStaticImports(eagerFromHtml(html), manifest).map((file) => {
    const content = readFileSync(join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content).length };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function checkBuild(distDir: string, budget = LOGIN_BUDGET_BYTES): { ok: boolean; report: string } {
  const files = measureEagerJs(distDir);
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const lines = files.map((file) => `  ${file.file}  ${kb(file.bytes)} raw, ${kb(file.gzipBytes)} gzip`);
  const ok = files.length > 0 && total <= budget;
  const verdict =
    files.length === 0 ? 'no eager JS found in index.html' : ok ? 'within budget' : 'OVER BUDGET';
  return {
    ok,
    report: [
      `[budget] JS loaded eagerly by index.html (${files.length} files):`,
      ...lines,
      `[budget] total ${kb(total)} gzip (${total} bytes); /login budget ${kb(budget)}: ${verdict}`,
    ].join('\n'),
  };
}

if (isMain(import.meta.url)) {
  const dist = resolve(PROJECT_ROOT, 'dist');
  const { ok, report } = checkBuild(dist);
  console.log(report);
  console.log(boundsReport(routeJsBounds(dist)));
  process.exit(ok ? 0 : 1);
}
