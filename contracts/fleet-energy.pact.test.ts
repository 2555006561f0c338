// The fleet energy dashboard: a fleet's sites counted, and its energy per day.
import { describe, it } from 'vitest';
import { fromState } from './support/contract.ts';
import { PROBLEM_CODES } from './support/examples.ts';
import { FLEET_UUID } from './support/evse-examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf, int, matching, num, oneOf, orNull, text, uuid } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const TIME_ZONE = '^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$';

const getFleetEnergySummary = operation({
  id: 'getFleetEnergySummary',
  path: '/ui/v1/fleets/{fleetUuid}/energy-summary',
  method: 'get',
  pathParams: { fleetUuid: FLEET_UUID },
});
const getFleetEnergyDaily = operation({
  id: 'getFleetEnergyDaily',
  path: '/ui/v1/fleets/{fleetUuid}/energy/daily',
  method: 'get',
  pathParams: { fleetUuid: FLEET_UUID },
  query: { days: 7 },
});

const fleet = {
  state: 'the fleet has sites with problems',
  pathParams: { fleetUuid: fromState('fleetUuid', FLEET_UUID) },
} as const;
const levels = { good: int(20), moderate: int(9), critical: int(4) };
const kwh = orNull(num(412.5));
const day = {
  date: matching(DATE, '2026-10-30'),
  sitesReporting: int(30),
  pv: kwh,
  consumption: kwh,
  gridImport: kwh,
  gridExport: kwh,
  batteryCharge: kwh,
  batteryDischarge: kwh,
  ev: kwh,
  heatPump: kwh,
};

const errors = (what: typeof getFleetEnergySummary | typeof getFleetEnergyDaily) =>
  itAnswersErrors(pact, what, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(what),
    { failure: notFound('the fleet does not exist'), pathParams: { fleetUuid: UNKNOWN } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);

describe('getFleetEnergySummary', () => {
  it("answers the fleet's sites counted and the sites with the most problems", () =>
    expectAnswer(pact, getFleetEnergySummary, {
      ...fleet,
      what: 'the fleet has sites with problems',
      response: {
        fleetUuid: uuid(FLEET_UUID),
        total: int(33),
        online: int(21),
        offline: int(12),
        health: { overall: levels, iot: levels, vpp: levels },
        problems: arrayOf({ code: oneOf(PROBLEM_CODES, 'SITE_OFFLINE_NOW'), count: int(2) }, 1),
        topSites: arrayOf(
          {
            siteUuid: uuid('77a37ad3-5a12-41f5-863c-35d755f8c239'),
            subscription: uuid('fe9ec50f-7427-4603-bd65-d0de06cc140c'),
            userReference: text('CUST-958253'),
            problemCount: int(2),
            problems: arrayOf(oneOf(PROBLEM_CODES, 'SITE_OFFLINE_NOW'), 1),
          },
          1,
        ),
      },
    }));

  errors(getFleetEnergySummary);
});

describe('getFleetEnergyDaily', () => {
  it('answers one entry per day with the energy of every flow (null when no site reported)', () =>
    expectAnswer(pact, getFleetEnergyDaily, {
      ...fleet,
      what: 'the last 7 days',
      response: {
        fleetUuid: uuid(FLEET_UUID),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        from: matching(DATE, '2026-10-24'),
        to: matching(DATE, '2026-10-30'),
        days: arrayOf(day, 1),
      },
    }));

  it('asks for 30 days', () =>
    expectAnswer(pact, getFleetEnergyDaily, {
      ...fleet,
      what: 'the last 30 days',
      query: { days: 30 },
      response: {
        fleetUuid: uuid(FLEET_UUID),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        from: matching(DATE, '2026-10-01'),
        to: matching(DATE, '2026-10-30'),
        days: arrayOf(day, 1),
      },
    }));

  errors(getFleetEnergyDaily);
});
