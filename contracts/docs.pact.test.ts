// API documentation: the key list (SPEC §7) and one API's OpenAPI document.
import { describe, it } from 'vitest';
import { openApiDocument } from './support/examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf, text } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const listApiDocs = operation({ id: 'listApiDocs', path: '/ui/v1/docs/schemas', method: 'get' });
const getApiDoc = operation({
  id: 'getApiDoc',
  path: '/ui/v1/docs/schemas/{apiKey}',
  method: 'get',
  pathParams: { apiKey: 'UI_API' },
});

describe('listApiDocs', () => {
  it('answers the API keys', () =>
    expectAnswer(pact, listApiDocs, {
      what: 'documentation exists',
      state: 'API documentation exists',
      response: { apiKeys: arrayOf(text('UI_API'), 1) },
    }));

  itAnswersErrors(pact, listApiDocs, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listApiDocs),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getApiDoc', () => {
  it("answers the API's OpenAPI document", () =>
    expectAnswer(pact, getApiDoc, {
      what: 'the API has a document',
      state: 'the API has an OpenAPI document',
      response: openApiDocument,
    }));

  itAnswersErrors(pact, getApiDoc, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getApiDoc),
    { failure: notFound('the API has no OpenAPI document'), pathParams: { apiKey: 'NO_SUCH_API' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
