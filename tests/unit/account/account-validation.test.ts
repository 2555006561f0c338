import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  linkToken,
  validateAccountRecovery,
  validateNewPassword,
  validatePasswordResetRequest,
  validateSignUp,
  validateVerificationCode,
} from '../../../src/domain/account/account-validation.ts';

const signUp = { name: 'Ada', email: 'ada@example.com', password: 'password1', confirmation: 'password1' };

describe('account field validation', () => {
  it('sign-up: a valid form gives the body to send, name and email trimmed, password as typed', () => {
    expect(
      validateSignUp({
        ...signUp,
        name: ' Ada ',
        email: ' ada@example.com ',
        password: ' pass wd ',
        confirmation: ' pass wd ',
      }),
    ).toEqual({ ok: true, body: { name: 'Ada', email: 'ada@example.com', password: ' pass wd ' } });
  });

  it('sign-up: one message per failing field', () => {
    expect(validateSignUp({ name: ' ', email: '', password: '', confirmation: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name.',
        email: 'Enter your email address.',
        password: 'Enter a password.',
        confirmation: 'Repeat the password.',
      },
    });
    expect(validateSignUp({ ...signUp, name: 'x'.repeat(201), confirmation: 'other' })).toEqual({
      ok: false,
      errors: { name: 'Use at most 200 characters.', confirmation: 'The passwords do not match.' },
    });
  });

  it('sign-up: the requested area is optional, pasted white space folded, control characters dropped', () => {
    expect(validateSignUp({ ...signUp, requestedArea: ' \t ' })).toEqual({
      ok: true,
      body: { name: 'Ada', email: 'ada@example.com', password: 'password1' },
    });
    expect(validateSignUp({ ...signUp, requestedArea: ' Installer:\tVoltwerk\n\u0007GmbH ' })).toEqual({
      ok: true,
      body: {
        name: 'Ada',
        email: 'ada@example.com',
        password: 'password1',
        requestedArea: 'Installer: Voltwerk GmbH',
      },
    });
    expect(validateSignUp({ ...signUp, requestedArea: '😀'.repeat(201) })).toEqual({
      ok: false,
      errors: { requestedArea: 'Use at most 200 characters.' },
    });
  });

  it('passwords count characters, not UTF-16 units (as the schema does)', () => {
    // 4 emoji = 8 UTF-16 units but 4 characters: too short for minLength 8.
    const emoji = '😀😀😀😀';
    expect(validateSignUp({ ...signUp, password: emoji, confirmation: emoji })).toMatchObject({
      ok: false,
      errors: { password: 'Use at least 8 characters.' },
    });
    expect(
      validateSignUp({ ...signUp, password: 'x'.repeat(1025), confirmation: 'x'.repeat(1025) }),
    ).toMatchObject({
      ok: false,
      errors: { password: 'Use at most 1024 characters.' },
    });
  });

  it.each([
    ['ada@example.com', true],
    ['first.last+tag@sub.example.co', true],
    ['ada@localhost', false],
    ['ada@', false],
    ['@example.com', false],
    ['ada example@example.com', false],
    ['ada@@example.com', false],
    [`${'a'.repeat(310)}@example.com`, false],
  ])('email %j → %s', (email, ok) => {
    expect(isEmailAddress(email)).toBe(ok);
    expect(validatePasswordResetRequest({ email }).ok).toBe(ok);
  });

  it('verification code: whitespace dropped, empty and over-long refused', () => {
    expect(validateVerificationCode({ code: ' 123 456\t' })).toEqual({ ok: true, body: { code: '123456' } });
    expect(validateVerificationCode({ code: '  ' })).toEqual({
      ok: false,
      errors: { code: 'Enter the code from the email.' },
    });
    expect(validateVerificationCode({ code: '1'.repeat(65) }).ok).toBe(false);
  });

  it.each([
    [null, undefined],
    ['', undefined],
    ['   ', undefined],
    ['a b', undefined],
    ['x'.repeat(4097), undefined],
    [' abc.DEF_-123 ', 'abc.DEF_-123'],
  ])('link token %j → %j', (raw, expected) => {
    expect(linkToken(raw)).toBe(expected);
  });

  it('new password: the token rides along; messages for the two fields', () => {
    expect(validateNewPassword({ token: 't', password: 'password1', confirmation: 'password1' })).toEqual({
      ok: true,
      body: { token: 't', password: 'password1' },
    });
    expect(validateNewPassword({ token: 't', password: 'short', confirmation: '' })).toEqual({
      ok: false,
      errors: { password: 'Use at least 8 characters.', confirmation: 'Repeat the password.' },
    });
  });

  it('recovery: an email address or a user reference; an almost-email is refused', () => {
    expect(validateAccountRecovery({ identifier: ' USR-1 ' })).toEqual({
      ok: true,
      body: { identifier: 'USR-1' },
    });
    expect(validateAccountRecovery({ identifier: 'ada@example.com' }).ok).toBe(true);
    expect(validateAccountRecovery({ identifier: 'ada@example' })).toEqual({
      ok: false,
      errors: { identifier: 'This looks like an email address but is not a valid one.' },
    });
    expect(validateAccountRecovery({ identifier: 'r'.repeat(321) }).ok).toBe(false);
  });
});
