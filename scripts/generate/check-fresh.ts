// Fails when the generated files in the tree differ from a fresh generation (wired into `npm run test:static`).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateAll } from './generate-all.ts';
import { ROOT_DIR } from './generated-paths.ts';

export interface FreshnessReport {
  checked: string[];
  stale: { file: string; reason: 'missing' | 'differs' }[];
}

async function readOrUndefined(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Regenerates into a temporary directory and compares each output with the file under `rootDir`. */
export async function checkFresh(rootDir: string = ROOT_DIR): Promise<FreshnessReport> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'generate-fresh-'));
  try {
    const checked = await generateAll({ outDir, specPath: path.join(rootDir, 'openapi/ui-api.yaml') });
    const stale: FreshnessReport['stale'] = [];
    for (const rel of checked) {
      const [fresh, current] = await Promise.all([
        readFile(path.join(outDir, rel)),
        readOrUndefined(path.join(rootDir, rel)),
      ]);
      if (current === undefined) stale.push({ file: rel, reason: 'missing' });
      else if (!current.equals(fresh)) stale.push({ file: rel, reason: 'differs' });
    }
    return { checked, stale };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const isMain =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { checked, stale } = await checkFresh();
  if (stale.length > 0) {
    console.error('Generated files are stale (they differ from a fresh `npm run generate`):');
    for (const { file, reason } of stale)
      console.error(`  ${file}: ${reason === 'missing' ? 'missing' : 'out of date'}`);
    console.error('Run `npm run generate` and commit the result.');
    process.exitCode = 1;
  } else {
    console.log(`Generated files are fresh: ${checked.join(', ')}`);
  }
}
