// The public account pages in German: the headings, fields, links and the field messages of the rules (worded in
// English by the domain, shown in the language chosen); the English of the other tests stays as it is.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { showEnglish, showGerman } from '../../helpers/german.ts';
import { answerWith, fillAndSubmit, openAccountPage } from './account-harness.tsx';
import {
  ACCOUNT_LIMITS,
  validateAccountRecovery,
  validateNewPassword,
  validatePasswordResetRequest,
  validateSignUp,
  validateVerificationCode,
} from '../../../src/domain/account/account-validation.ts';
import { fieldMessage } from '../../../src/features/account/hooks/field-message.ts';

beforeEach(showGerman);
afterEach(showEnglish);

describe('the account pages in German', () => {
  it('/sign-up: heading, links and the messages at the fields', async () => {
    const { user, calls } = await openAccountPage('/sign-up', 'Registrieren', answerWith(200));
    expect(screen.getByRole('link', { name: 'Bereits ein Konto? Anmelden' })).toBeVisible();
    // "Passwort" and "Passwort bestätigen": the first field of the two is the password.
    const [password] = screen.getAllByLabelText(/^Passwort/);
    expect(password).toHaveAccessibleDescription('Mindestens 8 Zeichen.');
    await fillAndSubmit(user, { 'E-Mail-Adresse': 'ada@' }, 'Konto anlegen');
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Geben Sie Ihren Namen ein.');
    expect(screen.getByLabelText(/^E-Mail-Adresse/)).toHaveAccessibleDescription(
      'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
    );
    expect(screen.getByLabelText(/^Passwort bestätigen/)).toHaveAccessibleDescription(
      'Wiederholen Sie das Passwort.',
    );
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);
  });

  it('/reset-password: heading, submit button and the links', async () => {
    await openAccountPage('/reset-password', 'Passwort zurücksetzen');
    expect(screen.getByRole('button', { name: 'Link senden' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Kontoseiten' })).toBeVisible();
  });

  it('/account-recovery: heading and submit button', async () => {
    await openAccountPage('/account-recovery', 'Konto wiederherstellen');
    expect(screen.getByRole('button', { name: 'Wiederherstellung starten' })).toBeVisible();
  });

  it('/verify-email: a failed call names the step in German around the server’s message', async () => {
    const { user } = await openAccountPage('/verify-email', 'E-Mail-Adresse bestätigen', answerWith(400));
    await fillAndSubmit(user, { Bestätigungscode: 'ABC123' }, 'Bestätigen');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Ihre E-Mail-Adresse konnte nicht bestätigt werden: Der Server hat die Angaben nicht angenommen/,
    );
  });
});

describe('the field messages', () => {
  it('every message the account rules give has its German', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    const messages = [
      validateSignUp({ name: '', email: '', password: '', confirmation: 'x', companyUuid: 'no' }),
      validateSignUp({
        name: long(ACCOUNT_LIMITS.nameMax),
        email: `${long(ACCOUNT_LIMITS.emailMax)}@example.com`,
        password: 'short',
        confirmation: '',
        requestedArea: long(ACCOUNT_LIMITS.requestedAreaMax),
      }),
      validateSignUp({
        name: 'a',
        email: 'a@',
        password: long(ACCOUNT_LIMITS.passwordMax),
        confirmation: '',
      }),
      validateVerificationCode({ code: '' }),
      validateVerificationCode({ code: long(ACCOUNT_LIMITS.codeMax) }),
      validatePasswordResetRequest({ email: '' }),
      validateNewPassword({ token: 't', password: '', confirmation: '' }),
      validateAccountRecovery({ identifier: '' }),
      validateAccountRecovery({ identifier: 'a@b' }),
      validateAccountRecovery({ identifier: long(ACCOUNT_LIMITS.identifierMax) }),
    ].flatMap((result) => (result.ok ? [] : Object.values(result.errors)));
    expect(new Set(messages).size).toBeGreaterThanOrEqual(15);
    for (const message of messages) expect(fieldMessage(message), message).not.toBe(message);
    // The count in the browser's number format (the regional format's choice is not wired to numbers yet).
    expect(fieldMessage('Use at most 1024 characters.')).toMatch(/^Höchstens 1.024 Zeichen\.$/);
  });
});
