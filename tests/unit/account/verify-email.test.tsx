import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from '../../helpers/app-harness.tsx';
import { answerWith, fillAndSubmit, openAccountPage } from './account-harness.tsx';
import { mockAnswer, mockMessage } from './mock-examples.ts';

const PATH = '/authentication-api/verify-email';
const open = (url = '/verify-email', api = answerWith(200)) => openAccountPage(url, 'Verify email', api);

describe('/verify-email', () => {
  it('validation: an empty code gets a message at the field, nothing is sent', async () => {
    const { calls, user } = await open();
    await fillAndSubmit(user, { 'Verification code': '   ' }, 'Verify');

    const code = screen.getByLabelText(/^Verification code/);
    expect(code).toHaveAccessibleDescription('Enter the code from the email.');
    expect(code).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it("success with a typed code: spaces dropped, the mock's default answer shown, a way to sign in", async () => {
    const { calls, user } = await open();
    await fillAndSubmit(user, { 'Verification code': ' 123 456 ' }, 'Verify');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Email address verified');
    expect(status).toHaveTextContent(mockMessage('POST', PATH, 200));
    // Whether they may sign in now is the server's to say (their sign-up may wait for approval): the page adds no
    // claim of its own that could contradict it.
    expect(status).not.toHaveTextContent('You can sign in now');
    expect(calls.map((call) => call.body)).toEqual([{ code: '123456' }]);
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
  });

  it('server error (500): the message, and the code can be sent again', async () => {
    const { calls, user } = await open('/verify-email', answerWith(500));
    await fillAndSubmit(user, { 'Verification code': '123456' }, 'Verify');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email address could not be verified');
    expect(alert).toHaveTextContent(`500: ${mockMessage('POST', PATH, 500)}`);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('the emailed link verifies on arrival, exactly once (StrictMode), without typing', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: FakeApi = async (method, path) => {
      await held;
      return mockAnswer(method, path, 200);
    };
    const { calls } = await open('/verify-email?token=abc.DEF-123', slow);

    expect(await screen.findByText('Verifying your email address…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Email address verified'));
    expect(calls.map((call) => call.body)).toEqual([{ token: 'abc.DEF-123' }]);
  });

  it('a link the server refuses (400) falls back to the code form', async () => {
    const { calls } = await open('/verify-email?token=expired', answerWith(400));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The link could not verify your email address');
    expect(alert).toHaveTextContent(mockMessage('POST', PATH, 400));
    expect(alert).toHaveTextContent('Enter the code from the email instead.');
    expect(screen.getByLabelText(/^Verification code/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('a damaged link (token with spaces) is not sent; the code form explains', async () => {
    const { calls } = await open('/verify-email?token=a%20b');
    expect(screen.getByText(/This verification link is incomplete or damaged/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
