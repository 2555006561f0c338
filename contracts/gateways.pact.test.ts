// Gateways and their devices: the gateway search, one gateway, an installation's gateways, the OCPP
// charge-point candidates and forgetting one.
import { describe, it } from 'vitest';
import { fromState } from './support/contract.ts';
import {
  CANDIDATE_ID,
  candidates,
  emptyGatewaysPage,
  gatewayDetail,
  gatewaysPage,
  installationGateways,
  preparedInstallationGateways,
} from './support/gateway-examples.ts';
import {
  HEM_GATEWAY_ID,
  HEMS_LOGICAL_ID,
  INSTALLATION_UUID,
  PREPARED_INSTALLATION_UUID,
} from './support/gateway-ref.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

const searchGateways = operation({ id: 'searchGateways', path: '/ui/v1/gateways', method: 'get' });
const getGateway = operation({
  id: 'getGateway',
  path: '/ui/v1/gateways/{hemsLogicalId}/{hemGatewayId}',
  method: 'get',
  pathParams: { hemsLogicalId: HEMS_LOGICAL_ID, hemGatewayId: HEM_GATEWAY_ID },
});
const listInstallationGateways = operation({
  id: 'listInstallationGateways',
  path: '/ui/v1/installations/{installationUuid}/gateways',
  method: 'get',
  pathParams: { installationUuid: INSTALLATION_UUID },
});
const listChargepointCandidates = operation({
  id: 'listChargepointCandidates',
  path: '/ui/v1/ocpp-chargepoint-candidates',
  method: 'get',
});
const forgetChargepointCandidate = operation({
  id: 'forgetChargepointCandidate',
  path: '/ui/v1/ocpp-chargepoint-candidates/{uniqueIdentifier}',
  method: 'delete',
  pathParams: { uniqueIdentifier: CANDIDATE_ID },
});

describe('searchGateways', () => {
  // A user reference matches only gateways of sites (see `gateway` in gateway-examples.ts for why).
  it('answers the first page of the gateways matching a text', () =>
    expectAnswer(pact, searchGateways, {
      what: 'page 1 of the gateways of sites',
      state: 'gateways exist',
      query: { text: 'CUST-' },
      response: gatewaysPage,
    }));

  it('sends the search text and the page', () =>
    expectAnswer(pact, searchGateways, {
      what: 'searched by HEMS logical id',
      state: 'gateways exist',
      query: { text: HEMS_LOGICAL_ID, page: 1 },
      response: gatewaysPage,
    }));

  it('answers an empty page when there is no gateway', () =>
    expectAnswer(pact, searchGateways, {
      what: 'no gateways',
      state: 'no gateways exist',
      response: emptyGatewaysPage,
    }));

  itAnswersErrors(pact, searchGateways, [
    { failure: BAD_REQUEST, query: { text: 'S10' } },
    EXPIRED,
    forbidden(searchGateways),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getGateway', () => {
  it('answers the gateway with its devices and chargers', () =>
    expectAnswer(pact, getGateway, {
      what: 'the gateway exists',
      state: 'the gateway exists',
      pathParams: {
        hemsLogicalId: fromState('hemsLogicalId', HEMS_LOGICAL_ID),
        hemGatewayId: fromState('hemGatewayId', HEM_GATEWAY_ID),
      },
      response: gatewayDetail,
    }));

  itAnswersErrors(pact, getGateway, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getGateway),
    {
      failure: notFound('the gateway does not exist'),
      pathParams: { hemsLogicalId: HEMS_LOGICAL_ID, hemGatewayId: 'S10-000000000' },
    },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listInstallationGateways', () => {
  it("answers the installation's gateways", () =>
    expectAnswer(pact, listInstallationGateways, {
      what: 'the installation exists',
      state: 'the installation exists',
      pathParams: { installationUuid: fromState('installationUuid', INSTALLATION_UUID) },
      response: installationGateways,
    }));

  it("answers a prepared installation's gateways with its provider key (preparedHemsId)", () =>
    expectAnswer(pact, listInstallationGateways, {
      what: 'a prepared installation',
      state: 'the prepared installation has gateways',
      pathParams: { installationUuid: fromState('installationUuid', PREPARED_INSTALLATION_UUID) },
      response: preparedInstallationGateways,
    }));

  itAnswersErrors(pact, listInstallationGateways, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listInstallationGateways),
    { failure: notFound('the installation does not exist'), pathParams: { installationUuid: UNKNOWN_UUID } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listChargepointCandidates', () => {
  it('answers the candidates', () =>
    expectAnswer(pact, listChargepointCandidates, {
      what: 'candidates exist',
      state: 'charge-point candidates exist',
      response: candidates,
    }));

  it('answers an empty list when there is none', () =>
    expectAnswer(pact, listChargepointCandidates, {
      what: 'no candidates',
      state: 'no charge-point candidates exist',
      response: { candidates: [] },
    }));

  itAnswersErrors(pact, listChargepointCandidates, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listChargepointCandidates),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('forgetChargepointCandidate', () => {
  it('forgets the candidate and answers those that remain', () =>
    expectAnswer(pact, forgetChargepointCandidate, {
      what: 'the candidate exists',
      state: 'charge-point candidates exist',
      pathParams: { uniqueIdentifier: fromState('uniqueIdentifier', CANDIDATE_ID) },
      response: candidates,
    }));

  itAnswersErrors(pact, forgetChargepointCandidate, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(forgetChargepointCandidate),
    { failure: notFound('the candidate does not exist'), pathParams: { uniqueIdentifier: 'ABB-00000000' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
