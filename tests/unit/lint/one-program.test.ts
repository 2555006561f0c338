import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';
import { eslintOn } from '../../../scripts/lint-and-typecheck.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// `test:static` hands ESLint the program tsc has checked instead of letting it build one of its own: the type-aware
// rules must then read that program. The probe exists only in the program given, never on disk, so a rule that
// finds its floating promise can only have read it there.
const PROBE = join(PROJECT_ROOT, 'scripts', 'one-program-probe.ts');
const FLOATING =
  'const later = async (): Promise<number> => 1;\nexport function start(): void {\n  later();\n}\n';
const AWAITED =
  'const later = async (): Promise<number> => 1;\nexport async function start(): Promise<void> {\n  await later();\n}\n';

function programWith(code: string): ts.Program {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, ...rest) =>
    fileName === PROBE
      ? ts.createSourceFile(fileName, code, language, true)
      : readSource(fileName, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === PROBE || fileExists(fileName);
  return ts.createProgram([PROBE], options, host);
}

async function ruleIds(code: string): Promise<(string | null)[]> {
  const [result] = await eslintOn(programWith(code)).lintText(code, { filePath: PROBE });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

// The first test loads ESLint's config and every plugin (a few seconds alone, more on a busy machine).
describe('ESLint on the program tsc checked', { timeout: timeLimit(60_000) }, () => {
  test('the promise rules read the types of the program handed to them', async () => {
    expect(await ruleIds(FLOATING)).toContain('@typescript-eslint/no-floating-promises');
  });

  test('and pass what they should', async () => {
    expect(await ruleIds(AWAITED)).not.toContain('@typescript-eslint/no-floating-promises');
  });
});
