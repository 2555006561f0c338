// Site energy: a site's assets and its aggregated history, scoped by the subscription token.
import { describe, it } from 'vitest';
import { fromState } from './support/contract.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import {
  arrayOf,
  bool,
  dateTime,
  num,
  int,
  matching,
  oneOf,
  orNull,
  text,
  uuid,
} from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const SUB_UUID = '8936d6cf-20fb-41f2-84c1-071bac3645ef';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SUBSCRIPTION_TOKEN = 'subtok_contract0000000000000000';
const TIME_ZONE = '^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$';
const values = arrayOf(orNull(num(1.25)));

const getSiteEnergyAssets = operation({
  id: 'getSiteEnergyAssets',
  path: '/ui/v1/subscriptions/{subUuid}/energy/assets',
  method: 'get',
  pathParams: { subUuid: SUB_UUID },
});
const getSiteEnergyHistory = operation({
  id: 'getSiteEnergyHistory',
  path: '/ui/v1/subscriptions/{subUuid}/energy/history',
  method: 'get',
  pathParams: { subUuid: SUB_UUID },
  query: { range: 'day', start: '2026-10-31' },
});

const getSiteTelemetry = operation({
  id: 'getSiteTelemetry',
  path: '/ui/v1/subscriptions/{subUuid}/energy/telemetry',
  method: 'get',
  pathParams: { subUuid: SUB_UUID },
});

const getSiteEnergyLive = operation({
  id: 'getSiteEnergyLive',
  path: '/ui/v1/subscriptions/{subUuid}/energy/live',
  method: 'get',
  pathParams: { subUuid: SUB_UUID },
});

const site = {
  state: 'the site has energy data',
  pathParams: { subUuid: fromState('subUuid', SUB_UUID) },
} as const;
const errors = (
  what:
    | typeof getSiteEnergyAssets
    | typeof getSiteEnergyHistory
    | typeof getSiteTelemetry
    | typeof getSiteEnergyLive,
) =>
  itAnswersErrors(pact, what, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(what),
    { failure: notFound('the subscription does not exist'), pathParams: { subUuid: UNKNOWN } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);

describe('getSiteEnergyAssets', () => {
  it('answers the time zone and the chargers, with the subscription token', () =>
    expectAnswer(pact, getSiteEnergyAssets, {
      ...site,
      what: 'the site has energy data',
      subscriptionToken: SUBSCRIPTION_TOKEN,
      response: {
        subscription: uuid(SUB_UUID),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        chargers: arrayOf({
          evseUuid: uuid('3f0f3a56-52a4-4c41-9d7b-6a1f2b8c0e11'),
          label: text('Wallbox 1'),
          maxPowerKw: num(11),
        }),
      },
    }));

  errors(getSiteEnergyAssets);
});

describe('getSiteEnergyHistory', () => {
  it('answers one bucket list and the measured series (null where data is missing)', () =>
    expectAnswer(pact, getSiteEnergyHistory, {
      ...site,
      what: 'a day',
      subscriptionToken: SUBSCRIPTION_TOKEN,
      response: {
        subscription: uuid(SUB_UUID),
        range: oneOf(['day', 'week', 'month', 'year'], 'day'),
        start: matching('^\\d{4}-\\d{2}-\\d{2}$', '2026-10-31'),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        resolutionSeconds: int(300),
        unit: oneOf(['kW', 'kWh'], 'kW'),
        timestamps: arrayOf(dateTime('2026-10-30T23:00:00Z')),
        series: { pv: values, consumption: values, gridImport: values, gridExport: values },
      },
    }));

  it('asks for a year', () =>
    expectAnswer(pact, getSiteEnergyHistory, {
      ...site,
      what: 'a year',
      query: { range: 'year', start: '2026-01-01' },
      response: {
        subscription: uuid(SUB_UUID),
        range: oneOf(['day', 'week', 'month', 'year'], 'year'),
        start: matching('^\\d{4}-\\d{2}-\\d{2}$', '2026-01-01'),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        resolutionSeconds: int(86400),
        unit: oneOf(['kW', 'kWh'], 'kWh'),
        timestamps: arrayOf(dateTime('2025-12-31T23:00:00Z')),
        series: { pv: values, consumption: values, gridImport: values, gridExport: values },
      },
    }));

  errors(getSiteEnergyHistory);
});

describe('getSiteTelemetry', () => {
  it('answers the last day columnar: the first sample, the step and one value per sample (null when missing)', () =>
    expectAnswer(pact, getSiteTelemetry, {
      ...site,
      what: 'the last reported day',
      subscriptionToken: SUBSCRIPTION_TOKEN,
      response: {
        subscription: uuid(SUB_UUID),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        from: dateTime('2026-10-30T23:00:00Z'),
        stepSeconds: int(10),
        series: { pv: values, consumption: values, gridImport: values, gridExport: values },
      },
    }));

  errors(getSiteTelemetry);
});

describe('getSiteEnergyLive', () => {
  it('answers the latest sample: online, when it was measured, the power flows (kW)', () =>
    expectAnswer(pact, getSiteEnergyLive, {
      ...site,
      what: 'the latest sample',
      subscriptionToken: SUBSCRIPTION_TOKEN,
      response: {
        subscription: uuid(SUB_UUID),
        online: bool(true),
        measuredAt: dateTime('2026-10-31T12:00:00Z'),
        power: { pv: num(3.5), consumption: num(0.8), gridImport: num(0), gridExport: num(2.7) },
      },
    }));

  errors(getSiteEnergyLive);
});
