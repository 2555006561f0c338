import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../helpers/app-harness.tsx';
import { answerWith, fillAndSubmit, openAccountPage } from './account-harness.tsx';
import { mockMessage } from './mock-examples.ts';

const PATH = '/authentication-api/sign-up';
const open = (api = answerWith(200)) => openAccountPage('/sign-up', 'Sign up', api);

const valid = {
  Name: '  Ada Lovelace ',
  Email: 'ada@example.com',
  Password: 'correct horse',
  'Confirm password': 'correct horse',
};

describe('/sign-up', () => {
  it('validation: messages at the fields, focus on the first, nothing sent', async () => {
    const { calls, user } = await open();
    await fillAndSubmit(
      user,
      { Email: 'ada@', Password: 'short', 'Confirm password': 'other' },
      'Create account',
    );

    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Use at least 8 characters.');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'The passwords do not match.',
    );
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    // Editing a field clears its message; the others stay until the next submit.
    await user.type(name, 'Ada');
    expect(name).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("success: sends the trimmed details and shows the mock's default answer", async () => {
    const { calls, user } = await open();
    await fillAndSubmit(user, valid, 'Create account');

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Check your email');
    expect(status).toHaveTextContent('We sent a verification code and link to ada@example.com.');
    expect(status).toHaveTextContent(mockMessage('POST', PATH, 200));
    expect(status).toHaveFocus();
    const posts = calls.filter(({ method }) => method === 'POST');
    expect(posts.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: PATH,
        body: { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse' },
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Create account' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter the verification code' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  });

  it('the area asked for: sent trimmed as requestedArea, suggested by a list, too long refused beside it', async () => {
    const { calls, user } = await open();
    const area = screen.getByLabelText(/^Area or company you need access to/);
    expect(area).not.toBeRequired();
    const list = document.getElementById(area.getAttribute('list') ?? '');
    expect([...(list?.querySelectorAll('option') ?? [])].map((option) => option.value)).toContain(
      'Operations',
    );

    await user.click(area);
    await user.paste('x'.repeat(201));
    await fillAndSubmit(user, valid, 'Create account');
    await waitFor(() => expect(area).toHaveAttribute('aria-invalid', 'true'));
    expect(area).toHaveAccessibleDescription('Use at most 200 characters.');
    expect(area).toHaveFocus();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.clear(area);
    await user.click(area);
    await user.paste('  Installer: Voltwerk <b>GmbH</b> ');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('status');
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct horse',
        requestedArea: 'Installer: Voltwerk <b>GmbH</b>',
      },
    ]);
  });

  it("an installer's company: chosen from the public list, sent as companyUuid; none by default", async () => {
    const { calls, user } = await open();
    const company = screen.getByLabelText(/^Installer company/);
    expect(company).not.toBeRequired();
    await waitFor(() => expect(company).toBeEnabled());
    // The public list (names and uuids only) is asked without a token.
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /authentication-api/installer-companies',
    ]);
    expect(company).toHaveValue('');
    await user.selectOptions(company, 'Voltwerk Installationen');
    await fillAndSubmit(user, valid, 'Create account');
    await screen.findByRole('status');
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        password: 'correct horse',
        companyUuid: '3f6d1c7e-2b4a-4e8f-9a1d-5c7b9e0f2a34',
      },
    ]);
  });

  it('a company the server does not know (400 COMPANY_UNKNOWN) shows beside the company; a failed list says so', async () => {
    const { user } = await open(async (method) =>
      method === 'GET'
        ? json({ message: 'Unavailable', status: 503 }, 503)
        : json(
            {
              message: 'Choose your installer company from the list',
              status: 400,
              errorId: 'COMPANY_UNKNOWN',
            },
            400,
          ),
    );
    const company = screen.getByLabelText(/^Installer company/);
    await waitFor(() =>
      expect(company).toHaveAccessibleDescription(
        'The companies could not be loaded: name yours in the field above instead.',
      ),
    );
    expect(company).toBeEnabled();
    await fillAndSubmit(user, valid, 'Create account');
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(company).toHaveAccessibleDescription('Choose your installer company from the list');
  });

  it('server error (500): what happened with the server message; the input stays for another try', async () => {
    const { calls, user } = await open(answerWith(500));
    await fillAndSubmit(user, valid, 'Create account');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your account could not be created');
    expect(alert).toHaveTextContent(`500: ${mockMessage('POST', PATH, 500)}`);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    expect(calls.filter(({ method }) => method === 'POST')).toHaveLength(1);
  });

  it('an existing account (409): the message at the email field, with ways to sign in or reset', async () => {
    const { user } = await open(answerWith(409));
    await fillAndSubmit(user, valid, 'Create account');

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(mockMessage('POST', PATH, 409));
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('(409)');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('public layout: no top navigation, footer shown; links to sign-in and verification', async () => {
    await open();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    const links = screen.getByRole('navigation', { name: 'Account pages' });
    expect(links).toContainElement(screen.getByRole('link', { name: /Sign in/ }));
    expect(screen.getByRole('link', { name: /Sign in/ })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: /Verify your email/ })).toHaveAttribute('href', '/verify-email');
  });
});
