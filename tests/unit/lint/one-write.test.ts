import { describe, expect, test } from 'vitest';
import { probeEslint } from '../../helpers/probe-eslint.ts';

// One click, one write is real only if no screen can make a mutation past the kit's guard (useWrite): lint small
// sources as if they sat at these paths.
const eslint = probeEslint();

async function writeErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const RAW_MUTATION =
  "import { useMutation } from '@tanstack/react-query';\nexport const useSave = () => useMutation({ mutationFn: async () => 1 });\n";

describe('every write goes through useWrite', () => {
  test('a feature may not make a mutation of its own', async () => {
    const errors = await writeErrors('src/features/widgets/api/probe.ts', RAW_MUTATION);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/useWrite/);
  });

  test('nor through a namespace import, a MutationObserver or the mutation cache', async () => {
    const errors = await writeErrors(
      'src/features/widgets/components/probe.tsx',
      [
        "import * as query from '@tanstack/react-query';",
        "import { MutationObserver, useQueryClient } from '@tanstack/react-query';",
        'export const a = query.useMutation;',
        'export const b = MutationObserver;',
        'export const useC = () => useQueryClient().getMutationCache();',
        '',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
  });

  test('the kit hook is the one place that may', async () => {
    expect(await writeErrors('src/components/use-write.ts', RAW_MUTATION)).toEqual([]);
  });

  test('a write made with useWrite passes', async () => {
    const code =
      "import { useWrite } from '../../../components/use-write.ts';\nexport const useSave = () => useWrite({ mutationFn: async () => 1 });\n";
    expect(await writeErrors('src/features/widgets/api/probe.ts', code)).toEqual([]);
  });
});
