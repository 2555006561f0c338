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

// Stand-ins: a module some DOM test files replace with the same fake. Replaced with `vi.mock`, each such file needs
// a module world of its own (a fresh worker, jsdom, React and MUI loaded again: ~49 s of CPU for the ten chart
// files). A file that carries a stand-in's marker instead runs in that stand-in's project (`dom-<name>`,
// vite.config.ts), where every import of the module resolves to the stand-in (scripts/test/stand-in.ts) and the files
// share their worker's modules as `dom`'s do; the stand-in's setup file, when it has one, puts its state back at the
// start of each file, as a fresh module world did.
export interface StandIn {
  /** The project's name after `dom-`. */
  name: string;
  /** The marker a test file carries, on a line that says what the stand-in does. */
  marker: string;
  /** The module it replaces, from the project root. */
  module: string;
  /** The stand-in, from the project root. */
  standIn: string;
  /** A setup file run before each file of the project (after tests/setup.ts). */
  setup?: string;
}

export const STAND_INS: readonly StandIn[] = [
  {
    // uPlot draws on a canvas, which jsdom does not have: the screens' charts are read by their titles.
    name: 'chart',
    marker: '// @chart-stand-in',
    module: 'src/components/time-series-chart.tsx',
    standIn: 'tests/helpers/chart-stand-in.tsx',
  },
  {
    // jsdom cannot save a file: the exports are read from the stand-in's calls.
    name: 'download',
    marker: '// @download-stand-in',
    module: 'src/components/download-file.ts',
    standIn: 'tests/helpers/download-stand-in.ts',
    setup: 'tests/setup-download-stand-in.ts',
  },
];

/**
 * The stand-in a DOM test file reads: the first whose marker it carries, none when it needs a module world of its own
 * anyway (it then replaces the module itself).
 */
export function standInOf(text: string, standIns: readonly StandIn[] = STAND_INS): StandIn | undefined {
  return needsIsolation(text) ? undefined : standIns.find((standIn) => text.includes(standIn.marker));
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

/** The helper of the unit run's one Prism (tests/helpers/shared-prism.ts): a file that imports it runs in `node-prism`. */
export const SHARED_PRISM_MARKER = 'helpers/shared-prism';

/** Whether a Node test file talks to the shared Prism (and so runs in the project whose global setup starts it). */
export function usesSharedPrism(text: string): boolean {
  return text.includes(SHARED_PRISM_MARKER);
}
