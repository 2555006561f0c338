import { describe, expect, it } from 'vitest';
import { SLOW_FILES, slowFirst } from '../../../scripts/test/slow-first-sequencer.ts';

const name = (path: string) => path;

describe('slowFirst', () => {
  it('starts the named slow files first, in the order named, and keeps the others in their order', () => {
    const files = [
      '/p/tests/a.test.ts',
      '/p/tests/x/verify-cli.test.ts',
      '/p/tests/b.test.tsx',
      '/p/tests/y/z.test.ts',
    ];
    expect(slowFirst(files, name, ['z.test.ts', 'verify-cli.test.ts'])).toEqual([
      '/p/tests/y/z.test.ts',
      '/p/tests/x/verify-cli.test.ts',
      '/p/tests/a.test.ts',
      '/p/tests/b.test.tsx',
    ]);
  });

  it('matches whole file names, not their endings', () => {
    const files = ['/p/a.test.ts', '/p/not-verify-cli.test.ts'];
    expect(slowFirst(files, name, ['verify-cli.test.ts'])).toEqual(files);
  });

  it('names files that exist', async () => {
    const { globSync } = await import('node:fs');
    for (const file of SLOW_FILES) expect(globSync(`tests/unit/**/${file}`)).toHaveLength(1);
  });
});
