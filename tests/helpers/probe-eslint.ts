import { ESLint } from 'eslint';

/**
 * ESLint for probe sources linted at paths that do not exist (the layering and one-write tests): the project's config
 * without its type-aware rules, since the TypeScript project service knows only files on disk.
 */
export function probeEslint(): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    overrideConfig: {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: { parserOptions: { projectService: false } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/no-misused-promises': 'off',
      },
    },
  });
}
