// The signed-in staff member's permissions and navigation items (read right after sign-in).
import { describe, it } from 'vitest';
import { profile } from './support/examples.ts';
import { BAD_REQUEST, EXPIRED, FORGED, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const getProfile = operation({ id: 'getProfile', path: '/ui/v1/profile', method: 'get' });

describe('getProfile', () => {
  it('answers permissions and navigation items', () =>
    expectAnswer(pact, getProfile, {
      what: 'signed in',
      state: 'a staff member is signed in',
      response: profile,
    }));

  // The 401 is the expired-token interaction of the refresh flow (auth.pact.test.ts), here without a refresh token:
  // the client signs the user out.
  itAnswersErrors(pact, getProfile, [BAD_REQUEST, EXPIRED, FORGED, TOO_MANY_REQUESTS, SERVER_ERROR]);
});
