// Sign-in and the token refresh (SPEC §7: on a 401 the client refreshes once and repeats the request).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import {
  contract,
  EXPIRED_ACCESS_TOKEN,
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

  it('signs out when the refresh token is refused (401), and hands the 401 to the caller', async () => {
    const refused = contract({
      description: 'refreshToken: the refresh token has been revoked',
      state: 'the refresh token has been revoked',
      path: '/authentication-api/refresh-token',
      method: 'post',
      auth: 'none',
      body: { refresh: REVOKED_REFRESH_TOKEN },
      status: 401,
      response: apiError(401, 'Refresh token revoked'),
    });
    await runContracts(pact, [expired, refused], async (baseUrl) => {
      const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: REVOKED_REFRESH_TOKEN });
      expectApiError(await client.api.GET('/ui/v1/profile'), 401, 'Unauthorized');
      expect(client.signOuts()).toBe(1);
      expect(client.store.token).toBeNull();
      expect(client.store.refresh).toBeNull();
    });
  });

  it('keeps the session when the refresh call is rate-limited (429), and hands the 401 to the caller', async () => {
    const limited = contract({
      description: 'refreshToken: too many requests',
      state: 'the client has sent too many requests',
      path: '/authentication-api/refresh-token',
      method: 'post',
      auth: 'none',
      body: { refresh: REFRESH_TOKEN },
      status: 429,
      response: apiError(429, 'Too Many Requests'),
    });
    await runContracts(pact, [expired, limited], async (baseUrl) => {
      const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: REFRESH_TOKEN });
      expectApiError(await client.api.GET('/ui/v1/profile'), 401, 'Unauthorized');
      expect(client.signOuts()).toBe(0);
      expect(client.store.refresh).toBe(REFRESH_TOKEN);
    });
  });

  it('signs out when the refresh request is refused as invalid (400)', async () => {
    const invalid = contract({
      description: 'refreshToken: the request fails validation',
      state: 'the request fails validation',
      path: '/authentication-api/refresh-token',
      method: 'post',
      auth: 'none',
      body: { refresh: REFRESH_TOKEN },
      status: 400,
      response: apiError(400, 'Bad Request'),
    });
    await runContracts(pact, [expired, invalid], async (baseUrl) => {
      const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: REFRESH_TOKEN });
      expectApiError(await client.api.GET('/ui/v1/profile'), 401, 'Unauthorized');
      expect(client.signOuts()).toBe(1);
      expect(client.store.refresh).toBeNull();
    });
  });

  it('keeps the session when the refresh call fails (500), and hands the 401 to the caller', async () => {
    const failing = contract({
      description: 'refreshToken: the service fails',
      state: 'the service fails',
      path: '/authentication-api/refresh-token',
      method: 'post',
      auth: 'none',
      body: { refresh: REFRESH_TOKEN },
      status: 500,
      response: apiError(500, 'Internal Server Error'),
    });
    await runContracts(pact, [expired, failing], async (baseUrl) => {
      const client = portalClient(baseUrl, { token: EXPIRED_ACCESS_TOKEN, refresh: REFRESH_TOKEN });
      expectApiError(await client.api.GET('/ui/v1/profile'), 401, 'Unauthorized');
      expect(client.signOuts()).toBe(0);
      expect(client.store.refresh).toBe(REFRESH_TOKEN);
    });
  });
});
