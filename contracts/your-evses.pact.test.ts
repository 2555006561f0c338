// Your EVSEs: the chargers of the caller's customers — the sites the staff member of the token is
// the account owner of — with the chargers call's parameters and answer; an empty page for someone without customers.
import { describe, it } from 'vitest';
import type { paths } from '../src/api/schema.gen.ts';
import { emptyEvsesPage, evseRow, evsesPage, FLEET_UUID } from './support/evse-examples.ts';
import { BAD_REQUEST, EXPIRED, SERVER_ERROR, TOO_MANY_REQUESTS, forbidden } from './support/failures.ts';
import { arrayOf } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

type YourEvsesQuery = NonNullable<paths['/ui/v1/sales/evses']['get']['parameters']['query']>;

/** The filters Your EVSEs sends (as the chargers list: search, the groups, a page, the sort). */
const FILTERS: YourEvsesQuery = {
  page: 1,
  text: 'a',
  connectivity: ['EVSE_OFFLINE', 'EVSE_ONLINE'],
  status: ['charging', 'faulted'],
  firmware_support: ['SUPPORTED', 'UNSUPPORTED_FIRMWARE', 'UNKNOWN_MODEL'],
  fleets: [FLEET_UUID],
  sort: 'lastConnection',
};

const listYourEvses = operation({ id: 'listYourEvses', path: '/ui/v1/sales/evses', method: 'get' });

describe('listYourEvses', () => {
  it("answers the first page of the caller's customers' chargers", () =>
    expectAnswer(pact, listYourEvses, {
      what: "the caller's customers' chargers",
      state: 'the caller has customers with chargers',
      response: evsesPage,
    }));

  it('sends the filters as query parameters (arrays repeated)', () =>
    expectAnswer(pact, listYourEvses, {
      what: 'filtered',
      state: 'the caller has customers with chargers',
      query: FILTERS,
      response: { ...evsesPage, evses: arrayOf(evseRow, 0) },
    }));

  it('answers an empty page to a caller without customers', () =>
    expectAnswer(pact, listYourEvses, {
      what: 'no customers',
      state: 'the caller has no customers',
      response: emptyEvsesPage,
    }));

  itAnswersErrors(pact, listYourEvses, [
    { failure: BAD_REQUEST, query: FILTERS },
    EXPIRED,
    forbidden(listYourEvses),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
