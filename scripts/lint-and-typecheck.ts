// `tsc -p tsconfig.json` and `eslint .` on one TypeScript program: the type-aware rules (the promise rules of
// eslint.config.js) need the whole program's types, and ESLint's own project service built and checked a second copy
// of the program that tsc had just built — ~30 s of CPU of the static step's ~180 s (docs/testing.md, "Timing
// history"). Here the program is built once, tsc's diagnostics come from it, and ESLint is handed the same program
// (typescript-eslint's `programs`), whose checker has by then resolved every type the rules ask for.
// Wired into `npm run test:static`; `npm run typecheck` and `npm run lint` still run each on its own.
//   tsx scripts/lint-and-typecheck.ts    exits 1 when tsc or ESLint reports an error, as each does alone
import { ESLint } from 'eslint';
import ts from 'typescript';
import { isMain } from './mock/is-main.ts';
import { PROJECT_ROOT } from './mock/select-example.ts';

/** The program tsc builds for `tsconfig.json` under `root`. */
export function projectProgram(root: string = PROJECT_ROOT): ts.Program {
  const configPath = ts.findConfigFile(root, (file) => ts.sys.fileExists(file), 'tsconfig.json');
  if (configPath === undefined) throw new Error(`no tsconfig.json in ${root}`);
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (parsed === undefined) throw new Error(`cannot read ${configPath}`);
  if (parsed.errors.length > 0) throw new Error(formatDiagnostics(parsed.errors));
  return ts.createProgram({
    rootNames: parsed.fileNames,
    options: parsed.options,
    projectReferences: parsed.projectReferences ?? [],
  });
}

const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (fileName) => fileName,
  getCurrentDirectory: () => PROJECT_ROOT,
  getNewLine: () => '\n',
};

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnosticsWithColorAndContext(diagnostics, host);
}

/** ESLint as `eslint .` runs it, with the type-aware rules reading `program` instead of a project service's own. */
export function eslintOn(program: ts.Program, cwd: string = PROJECT_ROOT): ESLint {
  return new ESLint({
    cwd,
    overrideConfig: [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parserOptions: { projectService: false, programs: [program] } },
      },
    ],
  });
}

if (isMain(import.meta.url)) {
  let started = performance.now();
  const program = projectProgram();
  const diagnostics = ts.getPreEmitDiagnostics(program);
  const tscMs = performance.now() - started;
  if (diagnostics.length > 0) console.log(formatDiagnostics(diagnostics));
  started = performance.now();
  const eslint = eslintOn(program);
  const results = await eslint.lintFiles(['.']);
  const formatter = await eslint.loadFormatter('stylish');
  const report = await formatter.format(results);
  if (report.trim() !== '') console.log(report);
  const errors = results.reduce((sum, result) => sum + result.errorCount, 0);
  console.log(
    `[lint-and-typecheck] tsc: ${diagnostics.length} diagnostics in ${(tscMs / 1000).toFixed(1)} s; ` +
      `ESLint: ${errors} errors in ${results.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(diagnostics.length > 0 || errors > 0 ? 1 : 0);
}
