import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import * as prettier from 'prettier';
import path from 'node:path';
import type { OpenAPI3 } from 'openapi-typescript';
import { ROOT_DIR } from './generated-paths.ts';

/** The TypeScript types of the spec, formatted with the project's prettier config so the output is stable. */
export async function generateTypes(spec: Record<string, unknown>): Promise<string> {
  // openapi-typescript mutates the object it is given; hand it a copy.
  const ast = await openapiTS(structuredClone(spec) as unknown as OpenAPI3, { silent: true });
  const source = COMMENT_HEADER + astToString(ast);
  const target = path.join(ROOT_DIR, 'src/api/schema.gen.ts');
  const config = (await prettier.resolveConfig(target)) ?? {};
  return prettier.format(source, { ...config, filepath: target });
}
