// The order vitest runs the unit files in. Vitest runs the slowest files first when it has their durations from an
// earlier run (node_modules/.vite/vitest/…/results.json), but a fresh clone has none, and then it orders by file size:
// the any-answer property — a small file that renders every screen (~60 s, a quarter of the step) — started as file
// 142 of 213, and its worker finished ~15 s after the other went idle. The files named here always start first (with
// durations vitest would start them first anyway); the rest keep vitest's order.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The files that take longest (by name), in the order they should start. */
export const SLOW_FILES = ['screens-any-answer.property.test.tsx', 'verify-cli.test.ts'] as const;

/** `files` with those of `slow` first (in that order), the rest in their given order. */
export function slowFirst<T>(files: readonly T[], nameOf: (file: T) => string, slow: readonly string[]): T[] {
  const rank = (file: T) => {
    const index = slow.findIndex((name) => nameOf(file).endsWith(`/${name}`));
    return index === -1 ? slow.length : index;
  };
  return files
    .map((file, position) => ({ file, position, rank: rank(file) }))
    .sort((a, b) => a.rank - b.rank || a.position - b.position)
    .map(({ file }) => file);
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return slowFirst(await super.sort(files), (file) => file.moduleId, SLOW_FILES);
  }
}
