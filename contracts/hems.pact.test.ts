// HEMS providers and their prepared installations (the /hems and /hems/prepared/{id} screens).
import { describe, it } from 'vitest';
import { fromState } from './support/contract.ts';
import { hemsProvider, preparedInstallation } from './support/examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  FORGED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const HEMS_ID = 'sonnen';
const INSTALLATION_ID = 'a670ebde-1178-4161-bb0f-b5283c25ffd5';
const UNKNOWN_INSTALLATION_ID = '00000000-0000-4000-8000-000000000000';

const listHemsProviders = operation({
  id: 'listHemsProviders',
  path: '/ui/v1/hems-providers',
  method: 'get',
});
const listPreparedInstallations = operation({
  id: 'listPreparedInstallations',
  path: '/ui/v1/installation/prepared/hems/{hemsId}',
  method: 'get',
  pathParams: { hemsId: HEMS_ID },
});
const getPreparedInstallation = operation({
  id: 'getPreparedInstallation',
  path: '/ui/v1/installation/prepared/{id}',
  method: 'get',
  pathParams: { id: INSTALLATION_ID },
});

describe('listHemsProviders', () => {
  it('answers the providers with their counts', () =>
    expectAnswer(pact, listHemsProviders, {
      what: 'providers exist',
      state: 'HEMS providers exist',
      response: { providers: arrayOf(hemsProvider, 1) },
    }));

  it('answers an empty list', () =>
    expectAnswer(pact, listHemsProviders, {
      what: 'no providers',
      state: 'no HEMS providers exist',
      response: { providers: [] },
    }));

  itAnswersErrors(pact, listHemsProviders, [
    BAD_REQUEST,
    EXPIRED,
    FORGED,
    forbidden(listHemsProviders),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listPreparedInstallations', () => {
  it("answers the provider's installations in their source shape", () =>
    expectAnswer(pact, listPreparedInstallations, {
      what: 'the provider has prepared installations',
      state: 'the HEMS provider has prepared installations',
      pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
      response: { installations: arrayOf(preparedInstallation, 1) },
    }));

  itAnswersErrors(pact, listPreparedInstallations, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listPreparedInstallations),
    { failure: notFound('the HEMS provider does not exist'), pathParams: { hemsId: 'no-such-provider' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getPreparedInstallation', () => {
  it('answers one installation in its source shape', () =>
    expectAnswer(pact, getPreparedInstallation, {
      what: 'the installation exists',
      state: 'the prepared installation exists',
      pathParams: { id: fromState('id', INSTALLATION_ID) },
      response: preparedInstallation,
    }));

  itAnswersErrors(pact, getPreparedInstallation, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getPreparedInstallation),
    {
      failure: notFound('the prepared installation does not exist'),
      pathParams: { id: UNKNOWN_INSTALLATION_ID },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
