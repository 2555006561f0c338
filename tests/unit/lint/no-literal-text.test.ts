// The catalogue's lint rule: a user-facing JSX literal in a converted folder fails; words from t(key) pass.
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { noLiteralText } from '../../../scripts/lint/no-literal-text.js';

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
