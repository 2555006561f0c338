import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SPEC_PATH = path.join(ROOT_DIR, 'openapi/ui-api.yaml');

/** Every file `npm run generate` writes, relative to the project root. check-fresh compares exactly these. */
export const GENERATED_FILES = {
  types: 'src/api/schema.gen.ts',
  mockSpec: 'openapi/generated/ui-api.mock.json',
  arbitraries: 'tests/arbitraries/api-answers.gen.ts',
  permissions: 'src/api/permissions.gen.ts',
  /** The access rules alone (no descriptions), which the shell loads (src/auth/access.ts). */
  accessRules: 'src/api/access-rules.gen.ts',
  /** The top-level shape of each success answer, which the client checks (src/api/answer-check.ts). */
  answerShapes: 'src/api/answer-shapes.gen.ts',
  /** The pattern of each route key, from the path parameter it is sent as (src/config/route-keys.ts). */
  routeParams: 'src/config/route-params.gen.ts',
  /** The UI API's own document (the spec, dereferenced), which the mock serves as UI_API's (getApiDoc). */
  uiApiDoc: 'openapi/generated/ui-api.doc.json',
  /** The message catalogues, compiled (scripts/generate/catalogues.ts): one per area and language. */
  ...Object.fromEntries(
    readdirSync(path.join(ROOT_DIR, 'src/i18n/catalogues'))
      .filter((name) => /^[a-z-]+\.[a-z]{2}\.ts$/.test(name))
      .sort()
      .map((name) => [`catalogue:${name}`, `src/i18n/compiled/${name.replace(/\.ts$/, '.gen.ts')}`]),
  ),
} as const;
