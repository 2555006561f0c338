// After `vite build`: proves the production build carries no trace of the dev-only mock scenario switcher
// (src/features/scenario, mounted by src/main.tsx behind `import.meta.env.DEV`). Fails when a module of it made it
// into the Vite manifest, or when any built file contains one of its markers: the scenario header the mock proxy
// reads, the proxy's control paths, the session storage key, the switcher's texts or module names; nor the
// pseudo-locale of the layout gates (its accented letters).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { isMain } from '../mock/is-main.ts';
import { PROJECT_ROOT } from '../mock/select-example.ts';
import { PSEUDO_ACCENTED } from '../i18n/pseudo-locale.ts';

export const DEV_ONLY_DIR = 'src/features/scenario/';

/** Strings that only the switcher or the mock tooling contain; none may appear in dist/. */
export const DEV_MARKERS: readonly string[] = [
  'x-mock-scenario',
  'x-mock-now',
  '__mock/',
  'mock-scenarios',
  'Mock scenarios',
  'Mock overridden',
  'scenario-switcher',
  'dev-scenario',
  'scenario-choices',
  'scenario-store',
  'scenario-decorator',
  'decorateRequest',
  // The pseudo-locale's accented letters (scripts/i18n/pseudo-locale.ts), a test and dev-server tool only.
  PSEUDO_ACCENTED,
];

export interface Trace {
  file: string;
  marker: string;
  /** A few characters around the first occurrence. */
  context: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const TEXT = /\.(js|mjs|css|html|json|map|txt|svg|webmanifest)$/;

export function findDevTraces(distDir: string, markers: readonly string[] = DEV_MARKERS): Trace[] {
  const traces: Trace[] = [];
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { src?: string }>;
    for (const [key, chunk] of Object.entries(manifest)) {
      const source = chunk.src ?? key;
      if (source.startsWith(DEV_ONLY_DIR))
        traces.push({ file: '.vite/manifest.json', marker: source, context: key });
    }
  }
  for (const path of filesUnder(distDir)) {
    if (!TEXT.test(path)) continue;
    const text = readFileSync(path, 'utf8');
    for (const marker of markers) {
      const at = text.indexOf(marker);
      if (at < 0) continue;
      const context = text.slice(Math.max(0, at - 40), at + marker.length + 40).replace(/\s+/g, ' ');
      traces.push({ file: relative(distDir, path), marker, context });
    }
  }
  return traces;
}

export function checkNoDevCode(distDir: string): { ok: boolean; report: string } {
  if (!existsSync(join(distDir, 'index.html'))) {
    return { ok: false, report: `[no-dev-code] ${distDir}/index.html missing: run \`vite build\` first` };
  }
  const files = filesUnder(distDir).filter((path) => TEXT.test(path)).length;
  const traces = findDevTraces(distDir);
  const lines = traces.map((trace) => `  ✖ ${trace.file}: "${trace.marker}" in …${trace.context}…`);
  const verdict =
    traces.length === 0
      ? `no trace of the dev scenario switcher in ${files} files (${DEV_MARKERS.length} markers, manifest) — PASSED`
      : `${traces.length} trace(s) of the dev scenario switcher in the production build — FAILED`;
  return { ok: traces.length === 0, report: [`[no-dev-code] ${verdict}`, ...lines].join('\n') };
}

if (isMain(import.meta.url)) {
  const { ok, report } = checkNoDevCode(resolve(PROJECT_ROOT, process.argv[2] ?? 'dist'));
  console.log(report);
  process.exit(ok ? 0 : 1);
}
