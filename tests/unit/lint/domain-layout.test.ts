import { describe, expect, test } from 'vitest';
import { readSources } from '../../../scripts/check-cycles.ts';
import { KNOWN_SAME_STEMS, layoutProblems, sameStemPairs } from '../../../scripts/domain-layout.ts';
import { PROJECT_ROOT } from '../../../scripts/mock/select-example.ts';

// The layout rules of src/domain and of file names are real only if they fire: small in-memory trees at
// project-like paths, then the project itself.
const problemsOf = (files: Record<string, string>) => layoutProblems(new Map(Object.entries(files)));

describe('the layout of src/domain and of file names (scripts/domain-layout.ts)', () => {
  test('a file loose at the top of src/domain is named', () => {
    expect(
      problemsOf({
        'src/domain/site-rows.ts': 'export type Row = string;\n',
        'src/domain/sites/sites.list.ts': 'export const SITES = 1;\n',
      }),
    ).toEqual(['loose file at the top of src/domain: src/domain/site-rows.ts']);
  });

  test('two area folders importing each other are a folder cycle, with the file arrows behind it', () => {
    const problems = problemsOf({
      'src/domain/evse/evse.list.ts':
        "import { fleetsOf } from '../sites/fleets.ts';\nexport const E = fleetsOf;\n",
      'src/domain/sites/fleets.ts':
        "export const fleetsOf = 1;\nexport type { E } from '../evse/evse.list.ts';\n",
    });
    expect(problems).toEqual([
      'folder cycle in src/domain: evse ⇄ sites',
      '  arrow in that cycle: src/domain/evse/evse.list.ts → src/domain/sites/fleets.ts',
      '  arrow in that cycle: src/domain/sites/fleets.ts → src/domain/evse/evse.list.ts',
    ]);
  });

  test('a shared engine folder importing an area is named, even without a cycle; area → engine is fine', () => {
    expect(
      problemsOf({
        'src/domain/filters/filter-state.ts':
          "import type { Health } from '../health/health.ts';\nexport type S = Health;\n",
        'src/domain/health/health.ts': 'export type Health = string;\n',
        'src/domain/vpp/vpp.filters.ts':
          "import type { S } from '../filters/filter-state.ts';\nexport type V = S;\n",
      }),
    ).toEqual([
      'shared engine folder imports an area: src/domain/filters/filter-state.ts → src/domain/health/health.ts',
    ]);
  });

  test('a stem in two layers is named; the same stem within one layer and a role suffix are not', () => {
    const pairs = sameStemPairs([
      'src/domain/lists/leads-grid.ts',
      'src/features/sales/components/leads-grid.tsx',
      'src/features/sites/hooks/use-sites.ts',
      'src/features/fleets/hooks/use-sites.ts',
      'src/domain/sites/sites.list.ts',
      'scripts/mock/areas/sites/sites.handlers.ts',
      'tests/unit/sites/sites-list.test.tsx',
    ]);
    expect([...pairs]).toEqual([
      ['leads-grid', ['src/domain/lists/leads-grid.ts', 'src/features/sales/components/leads-grid.tsx']],
    ]);
  });

  test('the project keeps every rule (the stems still shared outside src/domain are listed, and each still is)', () => {
    const sources = readSources(PROJECT_ROOT, ['src', 'scripts']);
    expect(layoutProblems(sources)).toEqual([]);
    const shared = sameStemPairs(sources.keys());
    expect([...KNOWN_SAME_STEMS].filter((stem) => !shared.has(stem))).toEqual([]);
  });
});
