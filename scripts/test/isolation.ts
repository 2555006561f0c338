// Which DOM test files run in a fresh module world of their own (vitest `isolate`). The others share their worker's
// modules with the files before them: React, MUI, Testing Library and the app's modules are then loaded once per
// worker instead of once per file, which took ~40 % of the DOM files' CPU (263 → 157 s, measured back to back on
// 26 November, every file passing in shuffled order too). A file needs its own world when it replaces modules
// (`vi.mock`, `vi.doMock`: the replacement would stay for the next file) or says so with the marker below, because
// it changes module state that it cannot put back.
import { readFileSync } from 'node:fs';

/** The marker a test file carries when it must run alone; the line says why. */
export const ISOLATE_MARKER = '// @isolate:';

const REPLACES_MODULES = /\bvi\.(?:mock|doMock|unmock|doUnmock)\(/;

/** Whether a test file's text needs a module world of its own. */
export function needsIsolation(text: string): boolean {
  return REPLACES_MODULES.test(text) || text.includes(ISOLATE_MARKER);
}

// The time-series chart draws on a canvas, which jsdom does not have: the screen tests that show a chart read its
// stand-in instead (tests/helpers/chart-stand-in.tsx). A file that carries this marker runs in a project where the
// stand-in takes the chart module's place (vite.config.ts), sharing that project's worker modules with the other
// such files; replacing the module with `vi.mock` instead would give each file a module world of its own (a fresh
// worker, jsdom, React and MUI loaded again: ~49 s of CPU for ten files).
export const CHART_STAND_IN_MARKER = '// @chart-stand-in';

/** The module the stand-in replaces, from the project root. */
export const CHART_MODULE = 'src/components/time-series-chart.tsx';

/** Whether a DOM test file reads the chart's stand-in (and so runs in the project that puts it in place). */
export function usesChartStandIn(text: string): boolean {
  return text.includes(CHART_STAND_IN_MARKER) && !needsIsolation(text);
}

// A Node file shares its worker's modules only when its text shows none of what can outlive it there: the mock's
// modules (its dataset is module state that many files change), the helpers built on them, spies, stubbed globals or
// environment variables, a per-file environment, child processes. The rest (domain rules, spec and script checks on
// their inputs) load the same modules again in every file otherwise, which is most of what such a file costs.
const NODE_STATE =
  /scripts\/mock|src\/mock|helpers\/(?:any-answer|data-layer-api|e2e-app|e2e-config|edge-answers|example-api|insight-api|leads-api|mock-tokens)|vi\.(?:spyOn|stubGlobal|stubEnv)\(|process\.env|@vitest-environment|child_process/;

/** Whether a Node test file's text needs a module world of its own. */
export function nodeNeedsIsolation(text: string): boolean {
  return needsIsolation(text) || NODE_STATE.test(text);
}

/** Of `files` (paths), those that need isolation (by `needs`, the DOM files' rule unless given). */
export function isolatedFiles(
  files: readonly string[],
  read = (file: string) => readFileSync(file, 'utf8'),
  needs: (text: string) => boolean = needsIsolation,
): string[] {
  return files.filter((file) => needs(read(file)));
}
