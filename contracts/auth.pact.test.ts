// Sign-in and the token refresh (SPEC §7: on a 401 the client refreshes once and repeats the request).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import {
  ACCESS_TOKEN,
  contract,
  EXPIRED_ACCESS_TOKEN,
  GARBAGE_REFRESH_TOKEN,
  exampleOf,
  REFRESH_TOKEN,
  REFRESHED_ACCESS_TOKEN,
  REVOKED_REFRESH_TOKEN,
  runContracts,
} from './support/contract.ts';
import { profile, tokenPair } from './support/examples.ts';
import { BAD_REQUEST, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { apiError, jwt } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();
const credentials = { email: 'staff@example.com', password: 'correct horse battery staple' };

const login = operation({
  id: 'login',
  path: '/authentication-api/login',
  method: 'post',
  auth: 'none',
  stateParams: { email: credentials.email },
  body: credentials,
});

describe('login', () => {
  it('answers the token pair for a known staff account', () =>
    expectAnswer(pact, login, {
      what: 'valid credentials',
      state: 'a staff account exists',
      stateParams: credentials,
      response: tokenPair,
    }));

  // A 401 here is about the credentials, not the access token: no refresh attempt, no sign-out.
  itAnswersErrors(pact, login, [
    BAD_REQUEST,
    { status: 401, state: 'the credentials are wrong', message: 'Invalid email or password' },
    // Right credentials, but the sign-up is not approved yet — a distinct errorId the page explains.
    {
      status: 403,
      state: 'the sign-up awaits approval',
      message: 'Your sign-up is waiting for approval',
      errorId: 'SIGN_UP_PENDING',
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('refreshToken: 401 -> refresh -> retry', () => {
  const expired = contract({
    description: 'getProfile: the access token has expired',
    state: 'the access token has expired',
    path: '/ui/v1/profile',
    method: 'get',
    auth: 'expired',
    status: 401,
    response: apiError(401, 'Unauthorized'),
  });

  it('refreshes once and repeats the request with the new access token (three interactions)', async () => {
    const refresh = contract({
      description: 'refreshToken: a valid refresh token',
      state: 'the refresh token is valid',
      path: '/authentication-api/refresh-token',
      method: 'post',
      auth: 'none',
      body: { refresh: MatchersV3.fromProviderState('${refreshToken}', REFRESH_TOKEN) },
      status: 200,
      response: { access: jwt(REFRESHED_ACCESS_TOKEN) },
    });
    const retried = contract({
      description: 'getProfile: repeated with the refreshed access token',
      state: 'a staff member is signed in',
      path: '/ui/v1/profile',
      method: 'get',
      auth: 'refreshed',
      status: 200,
      response: profile,
    });
    await runContracts(pact, [expired, refresh, retried], async (baseUrl) => {
      const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: REFRESH_TOKEN });
      const data = await unwrap(client.api.GET('/ui/v1/profile'));
      expect(data).toEqual(exampleOf(profile));
      expect(client.store.token).toBe(REFRESHED_ACCESS_TOKEN);
      expect(client.signOuts()).toBe(0);
    });
  });

  // A refused refresh (401, or 400: the token cannot be valid) ends the session; a refresh the service could not
  // answer now (429, 500) keeps it. Either way the caller gets the original 401.
  const REFRESH_FAILURES = [
    {
      what: 'the refresh token has been revoked',
      status: 401,
      message: 'Refresh token revoked',
      token: REVOKED_REFRESH_TOKEN,
      signsOut: true,
    },
    // A person deactivated since signing in gets no new token, whatever the refresh token says.
    {
      what: 'the staff member has been deactivated',
      status: 401,
      message: 'Your account has been deactivated',
      errorId: 'ACCOUNT_DEACTIVATED',
      token: REFRESH_TOKEN,
      signsOut: true,
    },
    // A refresh takes only a refresh token of the service's own: an access token or garbage ends the session.
    {
      what: 'the refresh token is an access token',
      status: 401,
      message: 'This is not a refresh token',
      errorId: 'TOKEN_INVALID',
      token: ACCESS_TOKEN,
      signsOut: true,
    },
    {
      what: 'the refresh token is garbage',
      status: 401,
      message: 'The token is not a token this service issued',
      errorId: 'TOKEN_INVALID',
      token: GARBAGE_REFRESH_TOKEN,
      signsOut: true,
    },
    {
      what: 'the request fails validation',
      status: 400,
      message: 'Bad Request',
      token: REFRESH_TOKEN,
      signsOut: true,
    },
    {
      what: 'the client has sent too many requests',
      status: 429,
      message: 'Too Many Requests',
      token: REFRESH_TOKEN,
      signsOut: false,
    },
    {
      what: 'the service fails',
      status: 500,
      message: 'Internal Server Error',
      token: REFRESH_TOKEN,
      signsOut: false,
    },
  ] as const;

  it.each(REFRESH_FAILURES)(
    'refresh answered $status ($what): signs out $signsOut, and hands the 401 to the caller',
    async (failure) => {
      const { what, status, message, token, signsOut } = failure;
      const errorId = 'errorId' in failure ? failure.errorId : undefined;
      const failing = contract({
        description: `refreshToken: ${what}`,
        state: what,
        path: '/authentication-api/refresh-token',
        method: 'post',
        auth: 'none',
        body: { refresh: token },
        status,
        response: apiError(status, message, errorId === undefined ? {} : { errorId }),
      });
      await runContracts(pact, [expired, failing], async (baseUrl) => {
        const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: token });
        expectApiError(await client.api.GET('/ui/v1/profile'), 401, 'Unauthorized');
        expect(client.signOuts()).toBe(signsOut ? 1 : 0);
        expect(client.store.refresh).toBe(signsOut ? null : token);
        if (signsOut) expect(client.store.token).toBeNull();
      });
    },
  );
});
