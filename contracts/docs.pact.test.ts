// API documentation: the key list (SPEC §7) and one API's OpenAPI document.
import { describe, expect, it } from 'vitest';
import { unwrap } from '../src/api/client.ts';
import { expectApiError } from './support/assert.ts';
import { contract, exampleOf, runContracts } from './support/contract.ts';
import { openApiDocument } from './support/examples.ts';
import { EXPIRED, SERVER_ERROR, sessionFor } from './support/failures.ts';
import { apiError, arrayOf, text } from './support/matchers.ts';
import { createPact, portalClient } from './support/pact.ts';

const pact = createPact();

describe('listApiDocs', () => {
  it('answers the API keys', async () => {
    const response = { apiKeys: arrayOf(text('UI_API'), 1) };
    const built = contract({
      description: 'listApiDocs: documentation exists',
      state: 'API documentation exists',
      path: '/ui/v1/docs/schemas',
      method: 'get',
      auth: 'signed-in',
      status: 200,
      response,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor('signed-in'));
      expect(await unwrap(api.GET('/ui/v1/docs/schemas'))).toEqual(exampleOf(response));
    });
  });

  it.each([
    [401, EXPIRED, 'expired'],
    [500, SERVER_ERROR, 'signed-in'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth) => {
    const built = contract({
      description: `listApiDocs: ${failure.state}`,
      state: failure.state,
      path: '/ui/v1/docs/schemas',
      method: 'get',
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      const { api } = portalClient(baseUrl, sessionFor(auth));
      expectApiError(await api.GET('/ui/v1/docs/schemas'), status, failure.message);
    });
  });
});

describe('getApiDoc', () => {
  const call = (baseUrl: string, auth: 'signed-in' | 'expired', apiKey: string) =>
    portalClient(baseUrl, sessionFor(auth)).api.GET('/ui/v1/docs/schemas/{apiKey}', {
      params: { path: { apiKey } },
    });

  it("answers the API's OpenAPI document", async () => {
    const built = contract({
      description: 'getApiDoc: the API has a document',
      state: 'the API has an OpenAPI document',
      stateParams: { apiKey: 'UI_API' },
      path: '/ui/v1/docs/schemas/{apiKey}',
      method: 'get',
      pathParams: { apiKey: 'UI_API' },
      auth: 'signed-in',
      status: 200,
      response: openApiDocument,
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expect(await unwrap(call(baseUrl, 'signed-in', 'UI_API'))).toEqual(exampleOf(openApiDocument));
    });
  });

  it.each([
    [401, EXPIRED, 'expired', 'UI_API'],
    [404, { state: 'the API has no OpenAPI document', message: 'Not Found' }, 'signed-in', 'NO_SUCH_API'],
    [500, SERVER_ERROR, 'signed-in', 'UI_API'],
  ] as const)('answers %i as an ApiError', async (status, failure, auth, apiKey) => {
    const built = contract({
      description: `getApiDoc: ${failure.state}`,
      state: failure.state,
      stateParams: { apiKey },
      path: '/ui/v1/docs/schemas/{apiKey}',
      method: 'get',
      pathParams: { apiKey },
      auth,
      status,
      response: apiError(status, failure.message),
    });
    await runContracts(pact, [built], async (baseUrl) => {
      expectApiError(await call(baseUrl, auth, apiKey), status, failure.message);
    });
  });
});
