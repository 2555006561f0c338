import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { findCycles, readSources } from '../../../scripts/check-cycles.ts';

// The no-cycle rule of DESIGN §2 is real only if it fires: small in-memory graphs at project-like paths.
const cyclesOf = (files: Record<string, string>) => findCycles(new Map(Object.entries(files)));

describe('import cycles (scripts/check-cycles.ts)', () => {
  test('two files importing values from each other are a cycle, shown as a closed chain', () => {
    const [cycle, ...rest] = cyclesOf({
      'src/domain/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
      'src/domain/b.ts': "import { a } from './a.ts';\nexport const b = () => a;\n",
    });
    expect(rest).toEqual([]);
    expect(cycle?.chain).toEqual(['src/domain/a.ts', 'src/domain/b.ts', 'src/domain/a.ts']);
    expect(cycle?.text).toBe('src/domain/a.ts\n    → src/domain/b.ts\n    → src/domain/a.ts');
  });

  test('type-only imports count: import type, export type … from, inline type names and typeof import()', () => {
    const typeOnly = cyclesOf({
      'src/domain/filters/groups.ts': "import type { Query } from '../query.ts';\nexport type G = Query;\n",
      'src/domain/query.ts': "export type { G } from './filters/groups.ts';\nexport type Query = string;\n",
    });
    expect(typeOnly).toHaveLength(1);
    expect(typeOnly[0]?.text).toBe(
      'src/domain/filters/groups.ts\n    → (type) src/domain/query.ts\n    → (type) src/domain/filters/groups.ts',
    );
    expect(
      cyclesOf({
        'scripts/a.ts': "import { type B } from './b.ts';\nexport type A = B;\n",
        'scripts/b.ts': "export type B = typeof import('./a.ts');\n",
      }),
    ).toHaveLength(1);
  });

  test('a longer cycle across folders is found, with every file of it', () => {
    const [cycle] = cyclesOf({
      'scripts/mock/data/handlers.ts': "import { X } from './x-handlers.ts';\nexport const all = { ...X };\n",
      'scripts/mock/data/x-handlers.ts':
        "import { helper } from '../../generate/helper.ts';\nexport const X = helper;\n",
      'scripts/generate/helper.ts':
        "import type { all } from '../mock/data/handlers.ts';\nexport const helper = {} as typeof all;\n",
      'tests/unit/handlers.test.ts':
        "import { all } from '../../scripts/mock/data/handlers.ts';\nvoid all;\n",
    });
    expect(cycle?.files).toEqual([
      'scripts/generate/helper.ts',
      'scripts/mock/data/handlers.ts',
      'scripts/mock/data/x-handlers.ts',
    ]);
    expect(cycle?.chain).toHaveLength(4);
  });

  test('a file importing itself is a cycle', () => {
    expect(cyclesOf({ 'contracts/self.ts': "export * from './self.ts';\n" })).toHaveLength(1);
  });

  test('a graph without cycles passes; dynamic import() (lazy routes) and packages are not edges', () => {
    expect(
      cyclesOf({
        'src/app/router.tsx':
          "import { a } from '../domain/a.ts';\nexport const lazy = () => import('../routes/home.screen.tsx');\nvoid a;\n",
        'src/routes/home.screen.tsx':
          "import { a } from '../domain/a.ts';\nexport const r = () => import('../app/router.tsx');\nvoid a;\n",
        'src/domain/a.ts':
          "import { b } from './b.ts';\nimport { c } from './c.ts';\nimport { format } from 'date-fns';\nexport const a = [b, c, format];\n",
        'src/domain/b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
        'src/domain/c.ts': 'export const c = 1;\n',
      }),
    ).toEqual([]);
  });

  test('the files on disk are read from every checked folder, .ts and .tsx', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'cycles-'));
    try {
      mkdirSync(path.join(root, 'src/components'), { recursive: true });
      mkdirSync(path.join(root, 'tests'), { recursive: true });
      writeFileSync(
        path.join(root, 'src/components/view.tsx'),
        "import { h } from '../../tests/helper.ts';\nexport const V = h;\n",
      );
      writeFileSync(
        path.join(root, 'tests/helper.ts'),
        "import { V } from '../src/components/view.tsx';\nexport const h = V;\n",
      );
      writeFileSync(path.join(root, 'tests/notes.md'), "import { V } from '../src/components/view.tsx';\n");
      const sources = readSources(root, ['src', 'tests']);
      expect([...sources.keys()].sort()).toEqual(['src/components/view.tsx', 'tests/helper.ts']);
      expect(findCycles(sources).map((cycle) => cycle.files)).toEqual([
        ['src/components/view.tsx', 'tests/helper.ts'],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
