import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { generateTypes } from './types.ts';
import { GENERATED_FILES, ROOT_DIR, SPEC_PATH } from './paths.ts';

export async function loadSpec(): Promise<Record<string, unknown>> {
  return parse(await readFile(SPEC_PATH, 'utf8')) as Record<string, unknown>;
}

export async function generateAll(outDir: string = ROOT_DIR): Promise<string[]> {
  const spec = await loadSpec();
  const outputs: Record<string, string> = {
    [GENERATED_FILES.types]: await generateTypes(spec),
  };
  for (const [rel, content] of Object.entries(outputs)) {
    const target = path.join(outDir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, content);
  }
  return Object.keys(outputs);
}
