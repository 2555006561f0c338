// The signed-in staff member's permissions and navigation items (read right after sign-in).
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import { contract, exampleOf, runContracts } from './support/contract.ts';
import { profile } from './support/examples.ts';
import { EXPIRED, SERVER_ERROR, sessionFor } from './support/failures.ts';
import { apiError } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();

describe('getProfile', () => {
  it('answers permissions and navigation items', async () => {
    const built = contract({
      description: 'getProfile: signed in',
      state: 'a staff member is signed in',
      path: '/ui/v1/profile',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response: profile,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/profile'))).toEqual(exampleOf(profile));
    });
  });

  it('signs out on a 401 when there is no refresh token', async () => {
    // The expired-token interaction of the refresh flow (auth.pact.test.ts), here without a refresh token.
    const built = contract({
      description: 'getProfile: the access token has expired',
      state: EXPIRED.state,
      path: '/ui/v1/profile',
      method: 'get',
      auth: 'expired',
      status: 401,
      response: apiError(401, EXPIRED.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const client = portalClient(baseUrl, sessionFor('expired'));
      expectApiError(await client.api.GET('/ui/v1/profile'), 401, EXPIRED.message);
      expect(client.signOuts()).toBe(1);
    });
  });

  it('answers 500 as an ApiError', async () => {
    const built = contract({
      description: 'getProfile: the service fails',
      state: SERVER_ERROR.state,
      path: '/ui/v1/profile',
      method: 'get',
      auth: 'signed-in',
      status: 500,
      response: apiError(500, SERVER_ERROR.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expectApiError(await api.GET('/ui/v1/profile'), 500, SERVER_ERROR.message);
    });
  });
});
