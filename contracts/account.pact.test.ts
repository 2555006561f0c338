// The public account pages' calls (security: []): sign-up, email verification, password reset, account recovery.
import { describe, it } from 'vitest';
import { BAD_REQUEST, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { arrayOf, text, uuid } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const accepted = { message: text('Request accepted.') };
const newAccount = {
  name: 'Erika Mustermann',
  email: 'erika@example.com',
  password: 'correct horse battery staple',
};
const resetRequest = { email: 'staff@example.com' };
const resetConfirm = { token: 'contract-reset-token', password: 'a new correct horse battery' };
const recovery = { identifier: 'CUST-740085' };

const signUp = operation({
  id: 'signUp',
  path: '/authentication-api/sign-up',
  method: 'post',
  auth: 'none',
  stateParams: { email: newAccount.email },
  body: newAccount,
});
const verifyEmail = operation({
  id: 'verifyEmail',
  path: '/authentication-api/verify-email',
  method: 'post',
  auth: 'none',
  // A code no verification is pending for; the accepted requests below send their own.
  body: { code: '000000' },
});
const requestPasswordReset = operation({
  id: 'requestPasswordReset',
  path: '/authentication-api/password-reset',
  method: 'post',
  auth: 'none',
  body: resetRequest,
});
const resetPassword = operation({
  id: 'resetPassword',
  path: '/authentication-api/password-reset/confirm',
  method: 'post',
  auth: 'none',
  body: resetConfirm,
});
const recoverAccount = operation({
  id: 'recoverAccount',
  path: '/authentication-api/account-recovery',
  method: 'post',
  auth: 'none',
  body: recovery,
});

describe('signUp', () => {
  it('accepts a new account', () =>
    expectAnswer(pact, signUp, {
      what: 'a new email',
      state: 'no account exists for the email',
      response: accepted,
    }));

  itAnswersErrors(pact, signUp, [
    BAD_REQUEST,
    { status: 409, state: 'an account exists for the email', message: 'An account with this email exists' },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

// The sign-up page's company choice for installers (names and uuids only) and the sign-up naming one.
const listPublicInstallerCompanies = operation({
  id: 'listPublicInstallerCompanies',
  path: '/authentication-api/installer-companies',
  method: 'get',
  auth: 'none',
});

describe('listPublicInstallerCompanies', () => {
  it('answers every installer company, its uuid and name', () =>
    expectAnswer(pact, listPublicInstallerCompanies, {
      what: 'the installer companies',
      state: 'installer companies own installations',
      response: {
        companies: arrayOf(
          { uuid: uuid('37531401-d074-4fc0-9b9d-903c46f7ebe0'), name: text('Sonnenschein Elektro GmbH') },
          1,
        ),
      },
    }));
  itAnswersErrors(pact, listPublicInstallerCompanies, [BAD_REQUEST, TOO_MANY_REQUESTS, SERVER_ERROR]);
});

describe('signUp of an installer', () => {
  it('accepts a new account naming its installer company', () =>
    expectAnswer(pact, signUp, {
      what: 'a new email with an installer company',
      state: 'no account exists for the email',
      body: { ...newAccount, companyUuid: '37531401-d074-4fc0-9b9d-903c46f7ebe0' },
      response: accepted,
    }));
});

describe('verifyEmail', () => {
  it.each([
    ['the code typed by the user', { code: '482913' }],
    ['the token of the emailed link', { token: 'contract-verification-token' }],
  ] as const)('accepts %s', (what, body) =>
    expectAnswer(pact, verifyEmail, {
      what,
      state: 'an email verification is pending',
      stateParams: { ...body },
      body,
      response: accepted,
    }),
  );

  itAnswersErrors(pact, verifyEmail, [BAD_REQUEST, TOO_MANY_REQUESTS, SERVER_ERROR]);
});

describe('requestPasswordReset', () => {
  it('accepts an email address', () =>
    expectAnswer(pact, requestPasswordReset, {
      what: 'an email address',
      state: 'a staff account exists',
      stateParams: resetRequest,
      response: accepted,
    }));

  itAnswersErrors(pact, requestPasswordReset, [BAD_REQUEST, TOO_MANY_REQUESTS, SERVER_ERROR]);
});

describe('resetPassword', () => {
  it('sets the new password', () =>
    expectAnswer(pact, resetPassword, {
      what: 'a pending reset',
      state: 'a password reset was requested',
      stateParams: { token: resetConfirm.token },
      response: accepted,
    }));

  itAnswersErrors(pact, resetPassword, [BAD_REQUEST, TOO_MANY_REQUESTS, SERVER_ERROR]);
});

describe('recoverAccount', () => {
  it('starts recovery for an identifier', () =>
    expectAnswer(pact, recoverAccount, {
      what: 'a user reference',
      state: 'a staff account exists',
      stateParams: recovery,
      response: accepted,
    }));

  itAnswersErrors(pact, recoverAccount, [BAD_REQUEST, TOO_MANY_REQUESTS, SERVER_ERROR]);
});
