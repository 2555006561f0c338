import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { generateTypes } from './types.ts';
import { GENERATED_FILES, ROOT_DIR, SPEC_PATH } from './generated-paths.ts';
import { buildFixtures, DEFAULT_SEED } from './fixtures.ts';
import { buildSuccessExamples } from './examples.ts';
import { buildMockSpec } from './mock-spec.ts';
import { validateExamples } from './validate-examples.ts';
import { dereference } from './dereference.ts';
import { generateArbitraries } from './arbitraries.ts';
import { generateAccessRulesModule, generatePermissionsModule } from './permissions.ts';
import { generateAnswerShapesModule } from './answer-shapes.ts';
import { generateRouteParamsModule } from './route-params.ts';
import { generateCatalogues } from './catalogues.ts';

type Json = Record<string, unknown>;

export async function loadSpec(specPath: string = SPEC_PATH): Promise<Json> {
  return parse(await readFile(specPath, 'utf8')) as Json;
}

function problemOrder(spec: Json): string[] {
  const schemas = (spec.components as Json).schemas as Record<string, { enum?: string[] }>;
  const codes = schemas.ProblemCode?.enum;
  if (!codes) throw new Error('the spec has no ProblemCode enum');
  return codes;
}

/** The mock spec as it is written to disk: stable key order from the builders, 2-space JSON, final newline. */
export function buildMockSpecJson(spec: Json, seed: number = DEFAULT_SEED): { mock: Json; text: string } {
  const fixtures = buildFixtures(seed);
  const mock = buildMockSpec(spec, buildSuccessExamples(fixtures, spec, problemOrder(spec)));
  const report = validateExamples(mock);
  if (report.failures.length > 0) {
    const lines = report.failures.slice(0, 20).map((f) => `  ${f.where}: ${f.errors}`);
    throw new Error(`${report.failures.length} fixture examples do not match the spec:\n${lines.join('\n')}`);
  }
  return { mock, text: `${JSON.stringify(mock, null, 2)}\n` };
}

export interface GenerateOptions {
  outDir?: string;
  seed?: number;
  specPath?: string;
}

/**
 * The document the mock serves for UI_API (scripts/mock/areas/api-docs/api-docs.handlers.ts): the hand-written spec with every
 * `$ref` resolved, one line. A file of its own, not an example of the mock spec, which it made 1.3 MB bigger.
 */
export function buildUiApiDocJson(spec: Json): string {
  return `${JSON.stringify(dereference(spec))}\n`;
}

/** Writes every generated file under `outDir` (the project root by default); returns their relative paths. */
export async function generateAll(options: GenerateOptions = {}): Promise<string[]> {
  const { outDir = ROOT_DIR, seed = DEFAULT_SEED, specPath = SPEC_PATH } = options;
  const spec = await loadSpec(specPath);
  const outputs: Record<string, string> = {
    [GENERATED_FILES.types]: await generateTypes(spec),
    [GENERATED_FILES.mockSpec]: buildMockSpecJson(spec, seed).text,
    [GENERATED_FILES.arbitraries]: generateArbitraries(spec),
    [GENERATED_FILES.permissions]: await generatePermissionsModule(spec),
    [GENERATED_FILES.accessRules]: await generateAccessRulesModule(spec),
    [GENERATED_FILES.answerShapes]: await generateAnswerShapesModule(spec),
    [GENERATED_FILES.routeParams]: await generateRouteParamsModule(spec),
    [GENERATED_FILES.uiApiDoc]: buildUiApiDocJson(spec),
    // The message catalogues, compiled (src/i18n/compiled/): not from the spec, but checked fresh the same way.
    ...(await generateCatalogues()),
  };
  for (const [rel, content] of Object.entries(outputs)) {
    const target = path.join(outDir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return Object.keys(outputs);
}
