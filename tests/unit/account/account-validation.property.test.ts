import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../../scripts/generate/generated-paths.ts';
import { SCHEMA_EXTENSIONS } from '../../../scripts/generate/validate-examples.ts';
import {
  validateAccountRecovery,
  validateNewPassword,
  validatePasswordResetRequest,
  validateSignUp,
  validateVerificationCode,
} from '../../../src/domain/account/account-validation.ts';

// The request schemas as written in the spec; the mock validates requests against the same (ajv, formats full).
const spec = parse(readFileSync(`${ROOT_DIR}/openapi/ui-api.yaml`, 'utf8')) as {
  components: { schemas: Record<string, object> };
};
// Both ajv-formats modes: a backend may validate with either.
const validators = (['full', 'fast'] as const).map((mode) => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv, { mode });
  ajv.addKeyword({ keyword: [...SCHEMA_EXTENSIONS] });
  return ajv;
});
const schema = (name: string) => {
  const found = spec.components.schemas[name];
  if (found === undefined) throw new Error(`no schema ${name}`);
  const compiled = validators.map((ajv) => ajv.compile(found));
  const check = (body: unknown) => compiled.every((validate) => validate(body));
  check.errors = () => compiled.map((validate) => validate.errors);
  return check;
};

// Strings mixing the characters that matter: letters, digits, spaces, '@', '.', '-', astral symbols.
const piece = fc.constantFrom('a', 'Z', '0', ' ', '\t', '@', '.', '-', '_', '+', 'é', '😀', 'example', 'com');
const text = (maxLength: number) => fc.array(piece, { maxLength }).map((parts) => parts.join(''));
const emailish = fc.oneof(
  text(12),
  fc
    .tuple(
      text(6),
      fc.constantFrom('example.com', 'sub.example.org', 'localhost', 'x', `${'l'.repeat(64)}.com`),
    )
    .map(([local, domain]) => `${local}@${domain}`),
  fc.emailAddress(),
);
const password = fc.oneof(text(12), fc.string({ minLength: 6, maxLength: 12, unit: 'binary' }));

/** Whatever the validator accepts, the contract accepts: the server never sees a body the page thought valid. */
function acceptedBodiesAreValid<Input>(
  input: fc.Arbitrary<Input>,
  validate: (value: Input) => { ok: boolean; body?: unknown },
  schemaName: string,
) {
  const check = schema(schemaName);
  let accepted = 0;
  fc.assert(
    fc.property(input, (value) => {
      const result = validate(value);
      if (!result.ok) return;
      accepted += 1;
      expect(check(result.body), JSON.stringify(check.errors())).toBe(true);
    }),
    { numRuns: 400 },
  );
  // The property says nothing if every generated input was refused.
  expect(accepted).toBeGreaterThan(10);
}

describe('account validation agrees with the request schemas (property)', () => {
  it('sign-up', () => {
    acceptedBodiesAreValid(
      fc
        .record({
          name: text(8),
          email: emailish,
          password,
          requestedArea: fc.oneof(text(8), fc.string({ maxLength: 12, unit: 'binary' })),
        })
        .map((v) => ({ ...v, confirmation: v.password })),
      validateSignUp,
      'SignUpRequest',
    );
  });

  it('verification code', () => {
    acceptedBodiesAreValid(fc.record({ code: text(20) }), validateVerificationCode, 'VerifyEmailRequest');
  });

  it('password reset request', () => {
    acceptedBodiesAreValid(
      fc.record({ email: emailish }),
      validatePasswordResetRequest,
      'PasswordResetRequest',
    );
  });

  it('new password', () => {
    acceptedBodiesAreValid(
      fc
        .record({ token: fc.stringMatching(/^[A-Za-z0-9._-]{1,40}$/), password })
        .map((v) => ({ ...v, confirmation: v.password })),
      validateNewPassword,
      'PasswordResetConfirmRequest',
    );
  });

  it('account recovery', () => {
    acceptedBodiesAreValid(
      fc.record({ identifier: emailish }),
      validateAccountRecovery,
      'AccountRecoveryRequest',
    );
  });

  it('a confirmation that differs is always refused at the confirmation field', () => {
    fc.assert(
      fc.property(password, password, (first, second) => {
        fc.pre(first !== second);
        const result = validateNewPassword({ token: 't', password: first, confirmation: second });
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.errors.confirmation).toBeDefined();
      }),
    );
  });
});
