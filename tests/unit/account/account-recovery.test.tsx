import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, fillAndSubmit, openAccountPage } from './account-harness.tsx';
import { mockMessage } from './mock-examples.ts';

const PATH = '/authentication-api/account-recovery';
const open = (api = answerWith(200)) => openAccountPage('/account-recovery', 'Account recovery', api);
const FIELD = /^Email or user reference/;

describe('/account-recovery', () => {
  it('validation: empty, and an almost-email, get messages at the field; nothing is sent', async () => {
    const { calls, user } = await open();
    await user.click(screen.getByRole('button', { name: 'Start recovery' }));
    expect(screen.getByLabelText(FIELD)).toHaveAccessibleDescription(
      'Enter your email address or user reference.',
    );
    expect(screen.getByLabelText(FIELD)).toHaveFocus();

    await fillAndSubmit(user, { 'Email or user reference': 'ada@example' }, 'Start recovery');
    expect(screen.getByLabelText(FIELD)).toHaveAccessibleDescription(
      'This looks like an email address but is not a valid one.',
    );
    expect(calls).toEqual([]);
  });

  it.each([['ada@example.com'], ['USR-000123']])(
    "success with %s: sent as the identifier, the mock's default answer shown",
    async (identifier) => {
      const { calls, user } = await open();
      await fillAndSubmit(user, { 'Email or user reference': identifier }, 'Start recovery');

      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(`We started account recovery for ${identifier}`);
      expect(status).toHaveTextContent(mockMessage('POST', PATH, 200));
      expect(calls.map((call) => [call.path, call.body])).toEqual([[PATH, { identifier }]]);
    },
  );

  it('server error (500): the message at the form, the input kept', async () => {
    const { user } = await open(answerWith(500));
    await fillAndSubmit(user, { 'Email or user reference': 'USR-000123' }, 'Start recovery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Account recovery could not be started');
    expect(alert).toHaveTextContent(mockMessage('POST', PATH, 500));
    expect(screen.getByLabelText(FIELD)).toHaveValue('USR-000123');
  });

  it('links to sign-in and the password reset', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Reset your password/ })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
