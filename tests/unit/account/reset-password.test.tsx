import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerWith, fillAndSubmit, openAccountPage } from './account-harness.tsx';
import { mockMessage } from './mock-examples.ts';

const REQUEST = '/authentication-api/password-reset';
const CONFIRM = '/authentication-api/password-reset/confirm';
const open = (url: string, api = answerWith(200)) => openAccountPage(url, 'Reset password', api);

describe('/reset-password, step 1: the email address', () => {
  it('validation: a malformed address gets a message at the field, nothing is sent', async () => {
    const { calls, user } = await open('/reset-password');
    await fillAndSubmit(user, { Email: 'not an address' }, 'Send reset link');

    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    expect(email).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("success: the mock's default answer, without saying whether the address has an account", async () => {
    const { calls, user } = await open('/reset-password');
    await fillAndSubmit(user, { Email: ' ada@example.com ' }, 'Send reset link');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('If an account exists for ada@example.com, we sent it a link');
    expect(status).toHaveTextContent(mockMessage('POST', REQUEST, 200));
    expect(calls.map((call) => [call.path, call.body])).toEqual([[REQUEST, { email: 'ada@example.com' }]]);
  });

  it('server error (500): the message at the form', async () => {
    const { user } = await open('/reset-password', answerWith(500));
    await fillAndSubmit(user, { Email: 'ada@example.com' }, 'Send reset link');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The reset link could not be sent');
    expect(alert).toHaveTextContent(mockMessage('POST', REQUEST, 500));
  });

  it('links to sign-in and account recovery', async () => {
    await open('/reset-password');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Recover your account/ })).toHaveAttribute(
      'href',
      '/account-recovery',
    );
  });
});

describe('/reset-password?token=…, step 2: the new password', () => {
  const url = '/reset-password?token=reset-token-1';

  it('validation: too short, and a confirmation that does not match', async () => {
    const { calls, user } = await open(url);
    await fillAndSubmit(
      user,
      { 'New password': 'short', 'Confirm new password': 'shorter' },
      'Set new password',
    );

    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(calls).toEqual([]);
  });

  it("success: sends the link's token with the password, shows the mock's default answer", async () => {
    const { calls, user } = await open(url);
    await fillAndSubmit(
      user,
      { 'New password': ' spaced pass ', 'Confirm new password': ' spaced pass ' },
      'Set new password',
    );

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Password changed');
    expect(status).toHaveTextContent(mockMessage('POST', CONFIRM, 200));
    expect(calls.map((call) => [call.path, call.body])).toEqual([
      [CONFIRM, { token: 'reset-token-1', password: ' spaced pass ' }],
    ]);
    expect(screen.getByRole('link', { name: 'Sign in with the new password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('server error (400, e.g. an expired link): the message and a way to request a new link', async () => {
    const { user } = await open(url, answerWith(400));
    await fillAndSubmit(
      user,
      { 'New password': 'long enough', 'Confirm new password': 'long enough' },
      'Set new password',
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The password could not be changed');
    expect(alert).toHaveTextContent(mockMessage('POST', CONFIRM, 400));
    expect(screen.getByRole('link', { name: 'request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('a damaged token shows step 1 with an explanation', async () => {
    await open('/reset-password?token=');
    expect(screen.getByText(/This reset link is incomplete or damaged/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
