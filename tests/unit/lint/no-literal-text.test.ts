// The catalogue's lint rule: a user-facing JSX literal in a converted folder fails; words from t(key) pass.
import { ESLint, RuleTester } from 'eslint';
import { globSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { noLiteralText } from '../../../scripts/lint/no-literal-text.js';
import { CONVERTED_TO_CATALOGUE } from '../../../eslint.config.js';

const ROOT = join(import.meta.dirname, '../../..');

// RuleTester runs its cases through the test framework's functions; Vitest's are not globals here.
Object.assign(RuleTester, { afterAll, describe, it });

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 2024,
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('portal/no-literal-text', noLiteralText, {
  valid: [
    { code: "const a = <p>{t('login.title')}</p>;" },
    { code: "const a = <button aria-label={t('shell.signOut')} />;" },
    { code: 'const a = <p> · {count} / 3 → </p>;' },
    { code: 'const a = <div className="wide" id="login-title" />;' },
    { code: 'const a = <code>{pathname}</code>;' },
  ],
  invalid: [
    { code: 'const a = <p>Sign in</p>;', errors: [{ messageId: 'text' }] },
    { code: "const a = <p>{'Sign in'}</p>;", errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Sign out" />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Item title={`Open ${name}`} />;', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <Field label="Passwort" />;', errors: [{ messageId: 'attribute' }] },
  ],
});

// The rule cannot pass by matching nothing: every pattern of the converted list names files that exist, and ESLint's
// own configuration (eslint.config.js, as `npx eslint` reads it) turns the rule on as an error for each of them.
describe('the converted files and folders', () => {
  const files = CONVERTED_TO_CATALOGUE.map((pattern) => ({
    pattern,
    matched: globSync(pattern, { cwd: ROOT }),
  }));

  it.each(files)('$pattern names at least one file', ({ matched }) => {
    expect(matched.length).toBeGreaterThan(0);
  });

  // With the rule's own cases above (a literal must fail), this is what `npx eslint` does with a literal there. (Linting
  // a probe text instead needs the type-aware rules' program: ~20 s.)
  it('has the rule on as an error in every file they name, so a literal there fails `npx eslint`', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const { pattern, matched } of files) {
      for (const file of matched.slice(0, 2)) {
        const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> };
        const setting = config.rules?.['portal/no-literal-text'];
        const severity = Array.isArray(setting) ? setting[0] : setting;
        expect([pattern, file, severity === 2 || severity === 'error']).toEqual([pattern, file, true]);
      }
    }
  });
});
