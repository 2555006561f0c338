// The two problem lists of the home screen: one row per (site, problem).
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import { contract, exampleOf, runContracts } from './support/contract.ts';
import { problemRow } from './support/examples.ts';
import { EXPIRED, SERVER_ERROR, sessionFor } from './support/failures.ts';
import { apiError, arrayOf } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();

describe('listSiteProblems', () => {
  it('answers the site-problem rows', async () => {
    const response = { rows: arrayOf(problemRow('OFFLINE_SINCE_MORE_THAN_6_HOURS'), 1) };
    const built = contract({
      description: 'listSiteProblems: site problems exist',
      state: 'site problems exist',
      path: '/ui/v1/problems/sites',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/problems/sites'))).toEqual(exampleOf(response));
    });
  });

  it.each([
    [401, EXPIRED, 'expired'],
    [500, SERVER_ERROR, 'signed-in'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth) => {
    const built = contract({
      description: `listSiteProblems: ${failure.state}`,
      state: failure.state,
      path: '/ui/v1/problems/sites',
      method: 'get',
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor(auth));
      expectApiError(await api.GET('/ui/v1/problems/sites'), status, failure.message);
    });
  });
});

describe('listInstallationProblems', () => {
  it('answers the installation-problem rows', async () => {
    const response = { rows: arrayOf(problemRow('PENDING_ACTIVATION'), 1) };
    const built = contract({
      description: 'listInstallationProblems: installation problems exist',
      state: 'installation problems exist',
      path: '/ui/v1/problems/installations',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/problems/installations'))).toEqual(exampleOf(response));
    });
  });

  it.each([
    [401, EXPIRED, 'expired'],
    [500, SERVER_ERROR, 'signed-in'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth) => {
    const built = contract({
      description: `listInstallationProblems: ${failure.state}`,
      state: failure.state,
      path: '/ui/v1/problems/installations',
      method: 'get',
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor(auth));
      expectApiError(await api.GET('/ui/v1/problems/installations'), status, failure.message);
    });
  });
});
