// The public account pages' calls (security: []): sign-up, email verification, password reset, account recovery.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import { contract, runContracts } from './support/contract.ts';
import { BAD_REQUEST, SERVER_ERROR } from './support/failures.ts';
import { apiError, text } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();
const accepted = { message: text('Request accepted.') };
const signUp = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  password: 'correct horse battery staple',
};
const resetRequest = { email: 'staff@example.com' };
const resetConfirm = { token: 'contract-reset-token', password: 'a new correct horse battery' };
const recovery = { identifier: 'CUST-740085' };

describe('signUp', () => {
  it('accepts a new account', async () => {
    const built = contract({
      description: 'signUp: a new email',
      state: 'no account exists for the email',
      stateParams: { email: signUp.email },
      path: '/authentication-api/sign-up',
      method: 'post',
      auth: 'none',
      body: signUp,
      status: 200,
      response: accepted,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expect(await unwrap(api.POST('/authentication-api/sign-up', { body: signUp }))).toEqual({
        message: 'Request accepted.',
      });
    });
  });

  it.each([
    [400, BAD_REQUEST],
    [409, { state: 'an account exists for the email', message: 'An account with this email exists' }],
    [500, SERVER_ERROR],
  ] as const)('answers %i as an ApiError', async (status, failure) => {
    const built = contract({
      description: `signUp: ${failure.state}`,
      state: failure.state,
      stateParams: { email: signUp.email },
      path: '/authentication-api/sign-up',
      method: 'post',
      auth: 'none',
      body: signUp,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expectApiError(
        await api.POST('/authentication-api/sign-up', { body: signUp }),
        status,
        failure.message,
      );
    });
  });
});

describe('verifyEmail', () => {
  it.each([
    ['the code typed by the user', { code: '482913' }],
    ['the token of the emailed link', { token: 'contract-verification-token' }],
  ] as const)('accepts %s', async (what, body) => {
    const built = contract({
      description: `verifyEmail: ${what}`,
      state: 'an email verification is pending',
      stateParams: { ...body },
      path: '/authentication-api/verify-email',
      method: 'post',
      auth: 'none',
      body,
      status: 200,
      response: accepted,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expect(await unwrap(api.POST('/authentication-api/verify-email', { body }))).toEqual({
        message: 'Request accepted.',
      });
    });
  });

  it.each([
    [400, BAD_REQUEST],
    [500, SERVER_ERROR],
  ] as const)('answers %i as an ApiError', async (status, failure) => {
    const body = { code: '000000' };
    const built = contract({
      description: `verifyEmail: ${failure.state}`,
      state: failure.state,
      path: '/authentication-api/verify-email',
      method: 'post',
      auth: 'none',
      body,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expectApiError(await api.POST('/authentication-api/verify-email', { body }), status, failure.message);
    });
  });
});

describe('requestPasswordReset', () => {
  it('accepts an email address', async () => {
    const built = contract({
      description: 'requestPasswordReset: an email address',
      state: 'a staff account exists',
      stateParams: resetRequest,
      path: '/authentication-api/password-reset',
      method: 'post',
      auth: 'none',
      body: resetRequest,
      status: 200,
      response: accepted,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expect(await unwrap(api.POST('/authentication-api/password-reset', { body: resetRequest }))).toEqual({
        message: 'Request accepted.',
      });
    });
  });

  it.each([
    [400, BAD_REQUEST],
    [500, SERVER_ERROR],
  ] as const)('answers %i as an ApiError', async (status, failure) => {
    const built = contract({
      description: `requestPasswordReset: ${failure.state}`,
      state: failure.state,
      path: '/authentication-api/password-reset',
      method: 'post',
      auth: 'none',
      body: resetRequest,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expectApiError(
        await api.POST('/authentication-api/password-reset', { body: resetRequest }),
        status,
        failure.message,
      );
    });
  });
});

describe('resetPassword', () => {
  it('sets the new password', async () => {
    const built = contract({
      description: 'resetPassword: a pending reset',
      state: 'a password reset was requested',
      stateParams: { token: resetConfirm.token },
      path: '/authentication-api/password-reset/confirm',
      method: 'post',
      auth: 'none',
      body: resetConfirm,
      status: 200,
      response: accepted,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expect(
        await unwrap(api.POST('/authentication-api/password-reset/confirm', { body: resetConfirm })),
      ).toEqual({ message: 'Request accepted.' });
    });
  });

  it.each([
    [400, BAD_REQUEST],
    [500, SERVER_ERROR],
  ] as const)('answers %i as an ApiError', async (status, failure) => {
    const built = contract({
      description: `resetPassword: ${failure.state}`,
      state: failure.state,
      path: '/authentication-api/password-reset/confirm',
      method: 'post',
      auth: 'none',
      body: resetConfirm,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expectApiError(
        await api.POST('/authentication-api/password-reset/confirm', { body: resetConfirm }),
        status,
        failure.message,
      );
    });
  });
});

describe('recoverAccount', () => {
  it('starts recovery for an identifier', async () => {
    const built = contract({
      description: 'recoverAccount: a user reference',
      state: 'a staff account exists',
      stateParams: recovery,
      path: '/authentication-api/account-recovery',
      method: 'post',
      auth: 'none',
      body: recovery,
      status: 200,
      response: accepted,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expect(await unwrap(api.POST('/authentication-api/account-recovery', { body: recovery }))).toEqual({
        message: 'Request accepted.',
      });
    });
  });

  it.each([
    [400, BAD_REQUEST],
    [500, SERVER_ERROR],
  ] as const)('answers %i as an ApiError', async (status, failure) => {
    const built = contract({
      description: `recoverAccount: ${failure.state}`,
      state: failure.state,
      path: '/authentication-api/account-recovery',
      method: 'post',
      auth: 'none',
      body: recovery,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl);
      expectApiError(
        await api.POST('/authentication-api/account-recovery', { body: recovery }),
        status,
        failure.message,
      );
    });
  });
});
