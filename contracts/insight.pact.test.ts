// Operations insight: the daily trend snapshots, a zone's day-ahead prices and the §14a
// module-3 grid-fee windows.
import { describe, it } from 'vitest';
import { PROBLEM_CODES } from './support/examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf, bool, dateTime, int, matching, num, oneOf, text } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const DATE = '^\\d{4}-\\d{2}-\\d{2}$';
const TIME_ZONE = '^[A-Za-z]+(/[A-Za-z0-9_+-]+){0,2}$';
const HH_MM = '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$';

const getTrendSnapshots = operation({ id: 'getTrendSnapshots', path: '/ui/v1/trends/daily', method: 'get' });
const getDayAheadPrices = operation({
  id: 'getDayAheadPrices',
  path: '/ui/v1/pricing/day-ahead/{zone}',
  method: 'get',
  pathParams: { zone: 'DE-LU' },
});
const listGridFeeZones = operation({
  id: 'listGridFeeZones',
  path: '/ui/v1/pricing/grid-fee-zones',
  method: 'get',
});

const levels = { good: int(90), moderate: int(106), critical: int(103) };
const snapshot = {
  date: matching(DATE, '2026-11-03'),
  live: bool(false),
  sites: int(299),
  online: int(204),
  activations: int(4),
  health: { overall: levels, iot: levels, vpp: levels },
  problems: arrayOf({ code: oneOf(PROBLEM_CODES, 'SITE_OFFLINE_NOW'), count: int(7) }, 1),
};

describe('getTrendSnapshots', () => {
  it('answers a snapshot per day of the last 30 days, today counted live', () =>
    expectAnswer(pact, getTrendSnapshots, {
      state: 'trend snapshots are kept',
      what: 'the default range',
      response: {
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        from: matching(DATE, '2026-10-05'),
        to: matching(DATE, '2026-11-03'),
        days: arrayOf(snapshot, 1),
        previous: snapshot,
      },
    }));

  itAnswersErrors(pact, getTrendSnapshots, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getTrendSnapshots),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getDayAheadPrices', () => {
  it("answers today's prices of DE-LU in 15-minute slots", () =>
    expectAnswer(pact, getDayAheadPrices, {
      state: 'day-ahead prices are published',
      what: 'today in DE-LU',
      response: {
        zone: text('DE-LU'),
        timeZone: matching(TIME_ZONE, 'Europe/Berlin'),
        date: matching(DATE, '2026-11-03'),
        currency: oneOf(['EUR'], 'EUR'),
        resolutionMinutes: 15,
        published: bool(true),
        publicationAt: dateTime('2026-11-02T12:00:00Z'),
        slots: arrayOf({ start: dateTime('2026-11-02T23:00:00Z'), price: num(87.5) }, 1),
      },
    }));

  itAnswersErrors(pact, getDayAheadPrices, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getDayAheadPrices),
    { failure: notFound('the bidding zone is not served'), pathParams: { zone: 'FR' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listGridFeeZones', () => {
  it('answers the DSOs’ §14a module-3 windows', () =>
    expectAnswer(pact, listGridFeeZones, {
      state: 'grid-fee windows are published',
      what: 'every window',
      response: {
        zones: arrayOf(
          {
            dso: text('Netze BW GmbH'),
            tier: oneOf(['low', 'standard', 'high'], 'high'),
            months: arrayOf(int(1), 1),
            windows: arrayOf({ start: matching(HH_MM, '17:00'), end: matching(HH_MM, '21:00') }, 1),
            ctPerKwh: num(11.36),
          },
          1,
        ),
      },
    }));

  itAnswersErrors(pact, listGridFeeZones, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listGridFeeZones),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
