// Sites (paged, with the optional server-side filters), fleets and one site's detail.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import type { paths } from '../src/api/schema.gen.ts';
import { expectApiError } from './support/assert.ts';
import { contract, exampleOf, fromState, runContracts } from './support/contract.ts';
import { emptySitesPage, fleet, siteDetail, sitesPage } from './support/examples.ts';
import { BAD_REQUEST, EXPIRED, SERVER_ERROR, sessionFor } from './support/failures.ts';
import { apiError, arrayOf } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();
const HEMS_ID = 'sonnen';
const SITE_KEY = '8936d6cf-20fb-41f2-84c1-071bac3645ef';
const UNKNOWN_SITE_KEY = '00000000-0000-4000-8000-000000000000';
const SUBSCRIPTION_TOKEN = 'contract-subscription-token';

type SitesQuery = NonNullable<paths['/ui/v1/sites/hems/{hemsId}']['get']['parameters']['query']>;

/** Every optional query parameter of the sites call, as the filter panel sends them. */
const EVERY_FILTER: SitesQuery = {
  page: 2,
  text: 'CUST-74',
  activation_status: ['HEMS_ONLINE', 'AUTO_ACTIVATED'],
  current_status: ['ACTIVE', 'INACTIVE'],
  creation_start_date: '2026-01-01',
  creation_end_date: '2026-10-31',
  fleets: ['49c07e35-21d1-42ea-a8ad-50a969add179', '4851da4a-61d4-4c4d-8bf7-68f4538557d9'],
};

describe('listSites', () => {
  const call = (baseUrl: string, auth: 'signed-in' | 'expired', query: SitesQuery, hemsId = HEMS_ID) =>
    portalClient(baseUrl, sessionFor(auth)).api.GET('/ui/v1/sites/hems/{hemsId}', {
      params: { path: { hemsId }, query },
    });

  it('answers the first page', async () => {
    const response = sitesPage(1);
    const built = contract({
      description: 'listSites: page 1',
      state: 'the HEMS provider has sites',
      stateParams: { hemsId: HEMS_ID },
      path: '/ui/v1/sites/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
      query: { page: 1 },
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in', { page: 1 }))).toEqual(exampleOf(response));
    });
  });

  it('sends every optional filter as a query parameter (arrays repeated, dates yyyy-MM-dd)', async () => {
    const response = sitesPage(2);
    const built = contract({
      description: 'listSites: page 2 with every filter',
      state: 'the HEMS provider has sites',
      stateParams: { hemsId: HEMS_ID },
      path: '/ui/v1/sites/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
      query: EVERY_FILTER,
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in', EVERY_FILTER))).toEqual(exampleOf(response));
    });
  });

  it('answers an empty page beyond the last one', async () => {
    const built = contract({
      description: 'listSites: a page beyond the last',
      state: 'the HEMS provider has fewer pages than requested',
      stateParams: { hemsId: HEMS_ID },
      path: '/ui/v1/sites/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId: HEMS_ID },
      query: { page: 9 },
      auth: 'signed-in',
      status: 200,
      response: emptySitesPage,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const page = await unwrap(call(baseUrl, 'signed-in', { page: 9 }));
      expect(page.subscriptions).toEqual([]);
    });
  });

  it.each([
    [400, BAD_REQUEST, 'signed-in', HEMS_ID, EVERY_FILTER],
    [401, EXPIRED, 'expired', HEMS_ID, { page: 1 }],
    [
      404,
      { state: 'the HEMS provider does not exist', message: 'Not Found' },
      'signed-in',
      'no-such-provider',
      { page: 1 },
    ],
    [500, SERVER_ERROR, 'signed-in', HEMS_ID, { page: 1 }],
  ] as const)('answers %i as an ApiError', async (status, failure, auth, hemsId, query) => {
    const built = contract({
      description: `listSites: ${failure.state}`,
      state: failure.state,
      stateParams: { hemsId },
      path: '/ui/v1/sites/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId },
      query,
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expectApiError(await call(baseUrl, auth, query, hemsId), status, failure.message);
    });
  });
});

describe('listFleets', () => {
  const call = (baseUrl: string, auth: 'signed-in' | 'expired') =>
    portalClient(baseUrl, sessionFor(auth)).api.GET('/ui/v1/sites/fleets');

  it('answers every fleet', async () => {
    const response = { fleets: arrayOf(fleet, 1) };
    const built = contract({
      description: 'listFleets: fleets exist',
      state: 'fleets exist',
      path: '/ui/v1/sites/fleets',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in'))).toEqual(exampleOf(response));
    });
  });

  it('answers an empty list', async () => {
    const built = contract({
      description: 'listFleets: no fleets',
      state: 'no fleets exist',
      path: '/ui/v1/sites/fleets',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response: { fleets: [] },
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in'))).toEqual({ fleets: [] });
    });
  });

  it.each([
    [401, EXPIRED, 'expired'],
    [500, SERVER_ERROR, 'signed-in'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth) => {
    const built = contract({
      description: `listFleets: ${failure.state}`,
      state: failure.state,
      path: '/ui/v1/sites/fleets',
      method: 'get',
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expectApiError(await call(baseUrl, auth), status, failure.message);
    });
  });
});

describe('getSite', () => {
  it('answers the site and its problem codes', async () => {
    const built = contract({
      description: 'getSite: the site exists',
      state: 'the site exists',
      stateParams: { siteKey: SITE_KEY },
      path: '/ui/v1/site/{siteKey}',
      method: 'get',
      pathParams: { siteKey: fromState('siteKey', SITE_KEY) },
      auth: 'signed-in',
      status: 200,
      response: siteDetail,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      const detail = await unwrap(
        api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: SITE_KEY } } }),
      );
      expect(detail).toEqual(exampleOf(siteDetail));
    });
  });

  it('sends the stored subscription token as X-Subscription-Token', async () => {
    const built = contract({
      description: 'getSite: with a subscription token',
      state: 'the site exists',
      stateParams: { siteKey: SITE_KEY },
      path: '/ui/v1/site/{siteKey}',
      method: 'get',
      pathParams: { siteKey: fromState('siteKey', SITE_KEY) },
      auth: 'signed-in',
      subscriptionToken: SUBSCRIPTION_TOKEN,
      status: 200,
      response: siteDetail,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, { ...sessionFor('signed-in'), subscription: SUBSCRIPTION_TOKEN });
      const detail = await unwrap(
        api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey: SITE_KEY } } }),
      );
      expect(detail).toEqual(exampleOf(siteDetail));
    });
  });

  it.each([
    [401, EXPIRED, 'expired', SITE_KEY],
    [404, { state: 'the site does not exist', message: 'Not Found' }, 'signed-in', UNKNOWN_SITE_KEY],
    [500, SERVER_ERROR, 'signed-in', SITE_KEY],
  ] as const)('answers %i as an ApiError', async (status, failure, auth, siteKey) => {
    const built = contract({
      description: `getSite: ${failure.state}`,
      state: failure.state,
      stateParams: { siteKey },
      path: '/ui/v1/site/{siteKey}',
      method: 'get',
      pathParams: { siteKey },
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor(auth));
      expectApiError(
        await api.GET('/ui/v1/site/{siteKey}', { params: { path: { siteKey } } }),
        status,
        failure.message,
      );
    });
  });
});
