// HEMS providers and their prepared installations (the /hems and /hems/prepared/{id} screens).
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import { contract, exampleOf, fromState, runContracts } from './support/contract.ts';
import { hemsProvider, preparedInstallation } from './support/examples.ts';
import { EXPIRED, SERVER_ERROR, sessionFor } from './support/failures.ts';
import { apiError, arrayOf } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();
const HEMS_ID = 'sonnen';
const INSTALLATION_ID = 'a670ebde-1178-4161-bb0f-b5283c25ffd5';
const UNKNOWN_INSTALLATION_ID = '00000000-0000-4000-8000-000000000000';

describe('listHemsProviders', () => {
  it('answers the providers with their counts', async () => {
    const response = { providers: arrayOf(hemsProvider, 1) };
    const built = contract({
      description: 'listHemsProviders: providers exist',
      state: 'HEMS providers exist',
      path: '/ui/v1/hems-providers',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/hems-providers'))).toEqual(exampleOf(response));
    });
  });

  it('answers an empty list', async () => {
    const built = contract({
      description: 'listHemsProviders: no providers',
      state: 'no HEMS providers exist',
      path: '/ui/v1/hems-providers',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response: { providers: [] },
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/hems-providers'))).toEqual({ providers: [] });
    });
  });

  it.each([
    [401, EXPIRED, 'expired'],
    [500, SERVER_ERROR, 'signed-in'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth) => {
    const built = contract({
      description: `listHemsProviders: ${failure.state}`,
      state: failure.state,
      path: '/ui/v1/hems-providers',
      method: 'get',
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor(auth));
      expectApiError(await api.GET('/ui/v1/hems-providers'), status, failure.message);
    });
  });
});

describe('listPreparedInstallations', () => {
  const call = (baseUrl: string, auth: 'signed-in' | 'expired', hemsId = HEMS_ID) =>
    portalClient(baseUrl, sessionFor(auth)).api.GET('/ui/v1/installation/prepared/hems/{hemsId}', {
      params: { path: { hemsId } },
    });

  it("answers the provider's installations in their source shape", async () => {
    const response = { installations: arrayOf(preparedInstallation, 1) };
    const built = contract({
      description: 'listPreparedInstallations: the provider has prepared installations',
      state: 'the HEMS provider has prepared installations',
      stateParams: { hemsId: HEMS_ID },
      path: '/ui/v1/installation/prepared/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in'))).toEqual(exampleOf(response));
    });
  });

  it.each([
    [401, EXPIRED, 'expired', HEMS_ID],
    [
      404,
      { state: 'the HEMS provider does not exist', message: 'Not Found' },
      'signed-in',
      'no-such-provider',
    ],
    [500, SERVER_ERROR, 'signed-in', HEMS_ID],
  ] as const)('answers %i as an ApiError', async (status, failure, auth, hemsId) => {
    const built = contract({
      description: `listPreparedInstallations: ${failure.state}`,
      state: failure.state,
      stateParams: { hemsId },
      path: '/ui/v1/installation/prepared/hems/{hemsId}',
      method: 'get',
      pathParams: { hemsId },
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expectApiError(await call(baseUrl, auth, hemsId), status, failure.message);
    });
  });
});

describe('getPreparedInstallation', () => {
  const call = (baseUrl: string, auth: 'signed-in' | 'expired', id = INSTALLATION_ID) =>
    portalClient(baseUrl, sessionFor(auth)).api.GET('/ui/v1/installation/prepared/{id}', {
      params: { path: { id } },
    });

  it('answers one installation in its source shape', async () => {
    const built = contract({
      description: 'getPreparedInstallation: the installation exists',
      state: 'the prepared installation exists',
      stateParams: { id: INSTALLATION_ID },
      path: '/ui/v1/installation/prepared/{id}',
      method: 'get',
      pathParams: { id: fromState('id', INSTALLATION_ID) },
      auth: 'signed-in',
      status: 200,
      response: preparedInstallation,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in'))).toEqual(exampleOf(preparedInstallation));
    });
  });

  it.each([
    [401, EXPIRED, 'expired', INSTALLATION_ID],
    [
      404,
      { state: 'the prepared installation does not exist', message: 'Not Found' },
      'signed-in',
      UNKNOWN_INSTALLATION_ID,
    ],
    [500, SERVER_ERROR, 'signed-in', INSTALLATION_ID],
  ] as const)('answers %i as an ApiError', async (status, failure, auth, id) => {
    const built = contract({
      description: `getPreparedInstallation: ${failure.state}`,
      state: failure.state,
      stateParams: { id },
      path: '/ui/v1/installation/prepared/{id}',
      method: 'get',
      pathParams: { id },
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expectApiError(await call(baseUrl, auth, id), status, failure.message);
    });
  });
});
