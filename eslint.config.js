import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every feature folder, read from disk so a new feature is fenced without editing this file.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layering of DESIGN §2, enforced: each zone lists what a target folder may NOT import from.
const zones = [
  // domain is pure: only domain, pure libraries, and types from the generated schema.
  { target: './src/domain', from: './src', except: ['./domain', './api/schema.gen.ts'] },
  // api sees config only (and its own files); auth hands it a token store.
  { target: './src/api', from: './src', except: ['./api', './config'] },
  // the reusable kit never reaches into features.
  { target: './src/components', from: './src/features' },
  // nothing in src imports tests or contracts.
  { target: './src', from: './tests' },
  { target: './src', from: './contracts' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'src/api/schema.gen.ts',
      'openapi/generated/**',
      'contracts/pacts/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': 'off',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/index', '**/index.ts', '**/index.tsx'],
              message: 'No barrels: import the file you mean.',
            },
          ],
        },
      ],
    },
  },
  {
    // features never import each other: a route composes two features.
    files: ['src/features/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...zones,
            ...features.map((name) => ({
              target: `./src/features/${name}`,
              from: './src/features',
              except: [`./${name}`],
            })),
          ],
        },
      ],
    },
  },
  {
    // domain must not use React, MUI, storage or timers.
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mui/*', '@emotion/*', 'openapi-fetch'],
              message: 'domain is pure.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'fetch',
        'localStorage',
        'sessionStorage',
        'setTimeout',
        'setInterval',
        'window',
        'document',
      ],
    },
  },
);
