// EV chargers: the list with every filter, one charger, its history log (cursor-paged), its charging
// profiles, the charge-point models list and a fleet's charger counts.
import { describe, it } from 'vitest';
import type { paths } from '../src/api/schema.gen.ts';
import { fromState } from './support/contract.ts';
import {
  chargepointModels,
  chargingProfiles,
  emptyEvsesPage,
  EVSE_UUID,
  evseDetail,
  evseRow,
  evsesPage,
  FLEET_UUID,
  fleetEvseSummary,
  historyPage,
} from './support/evse-examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf, matching } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

type EvsesQuery = NonNullable<paths['/ui/v1/evses']['get']['parameters']['query']>;

/** Every optional parameter of the chargers call, as the charger lists send them. */
const EVERY_FILTER: EvsesQuery = {
  page: 1,
  text: 'ALF',
  connectivity: ['EVSE_OFFLINE', 'EVSE_ONLINE'],
  status: ['charging', 'faulted'],
  firmware_support: ['SUPPORTED', 'UNSUPPORTED_FIRMWARE', 'UNKNOWN_MODEL'],
  problems: ['EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS', 'EVSE_UNSUPPORTED_FIRMWARE_MODEL'],
  fleet: FLEET_UUID,
  fleets: [FLEET_UUID],
  sort: 'lastConnection',
};

const listEvses = operation({ id: 'listEvses', path: '/ui/v1/evses', method: 'get' });
const evsePath = { evseUuid: fromState('evseUuid', EVSE_UUID) };
const getEvse = operation({
  id: 'getEvse',
  path: '/ui/v1/evses/{evseUuid}',
  method: 'get',
  pathParams: { evseUuid: EVSE_UUID },
});
const listEvseHistory = operation({
  id: 'listEvseHistory',
  path: '/ui/v1/evses/{evseUuid}/history',
  method: 'get',
  pathParams: { evseUuid: EVSE_UUID },
});
const listEvseChargingProfiles = operation({
  id: 'listEvseChargingProfiles',
  path: '/ui/v1/evses/{evseUuid}/charging-profiles',
  method: 'get',
  pathParams: { evseUuid: EVSE_UUID },
});
const listChargepointModels = operation({
  id: 'listChargepointModels',
  path: '/ui/v1/chargepoint-models',
  method: 'get',
});
const getFleetEvseSummary = operation({
  id: 'getFleetEvseSummary',
  path: '/ui/v1/fleets/{fleetUuid}/evse-summary',
  method: 'get',
  pathParams: { fleetUuid: FLEET_UUID },
});

const unknownEvse = {
  failure: notFound('the charger does not exist'),
  pathParams: { evseUuid: UNKNOWN_UUID },
};

describe('listEvses', () => {
  it('answers the first page', () =>
    expectAnswer(pact, listEvses, { what: 'page 1', state: 'chargers exist', response: evsesPage }));

  it('sends every filter as a query parameter (arrays repeated)', () =>
    expectAnswer(pact, listEvses, {
      what: 'every filter',
      state: 'chargers exist',
      query: EVERY_FILTER,
      response: { ...evsesPage, evses: arrayOf(evseRow) },
    }));

  it('answers an empty page when there is no charger', () =>
    expectAnswer(pact, listEvses, {
      what: 'no chargers',
      state: 'no chargers exist',
      response: emptyEvsesPage,
    }));

  itAnswersErrors(pact, listEvses, [
    { failure: BAD_REQUEST, query: EVERY_FILTER },
    EXPIRED,
    forbidden(listEvses),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getEvse', () => {
  it('answers the charger', () =>
    expectAnswer(pact, getEvse, {
      what: 'the charger exists',
      state: 'the charger exists',
      pathParams: evsePath,
      response: evseDetail,
    }));

  itAnswersErrors(pact, getEvse, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getEvse),
    unknownEvse,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listEvseHistory', () => {
  it('answers the newest page with a cursor to older events', () =>
    expectAnswer(pact, listEvseHistory, {
      what: 'the newest page',
      state: 'the charger exists',
      pathParams: evsePath,
      query: { limit: 50 },
      response: { ...historyPage, nextCursor: matching('^[A-Za-z0-9_-]+$', '1761951720000_92dbaa9e-00321') },
    }));

  it('sends the type and date filters', () =>
    expectAnswer(pact, listEvseHistory, {
      what: 'filtered by type and days',
      state: 'the charger exists',
      pathParams: evsePath,
      query: { limit: 50, types: ['session', 'error'], from: '2026-09-01', to: '2026-10-31' },
      response: historyPage,
    }));

  itAnswersErrors(pact, listEvseHistory, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listEvseHistory),
    unknownEvse,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listEvseChargingProfiles', () => {
  it('answers the charging profiles', () =>
    expectAnswer(pact, listEvseChargingProfiles, {
      what: 'the charger has charging profiles',
      state: 'the charger exists',
      pathParams: evsePath,
      response: chargingProfiles,
    }));

  itAnswersErrors(pact, listEvseChargingProfiles, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listEvseChargingProfiles),
    unknownEvse,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listChargepointModels', () => {
  it('answers the supported models', () =>
    expectAnswer(pact, listChargepointModels, {
      what: 'models exist',
      state: 'charge-point models exist',
      response: chargepointModels,
    }));

  itAnswersErrors(pact, listChargepointModels, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listChargepointModels),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getFleetEvseSummary', () => {
  it("answers the fleet's charger counts", () =>
    expectAnswer(pact, getFleetEvseSummary, {
      what: 'the fleet has chargers',
      state: 'the fleet has chargers',
      pathParams: { fleetUuid: fromState('fleetUuid', FLEET_UUID) },
      response: fleetEvseSummary,
    }));

  itAnswersErrors(pact, getFleetEvseSummary, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getFleetEvseSummary),
    { failure: notFound('the fleet does not exist'), pathParams: { fleetUuid: UNKNOWN_UUID } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
