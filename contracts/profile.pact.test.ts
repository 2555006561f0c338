// The signed-in staff member's permissions and navigation items (read right after sign-in), and their display
// preferences (language and regional format), read with the profile and written by the person's menu.
import { describe, it } from 'vitest';
import { profile } from './support/examples.ts';
import { BAD_REQUEST, EXPIRED, FORGED, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const getProfile = operation({ id: 'getProfile', path: '/ui/v1/profile', method: 'get' });
const getDisplayPreferences = operation({
  id: 'getDisplayPreferences',
  path: '/ui/v1/me/preferences',
  method: 'get',
});
const putDisplayPreferences = operation({
  id: 'putDisplayPreferences',
  path: '/ui/v1/me/preferences',
  method: 'put',
  body: { language: 'en', format: 'de-DE' },
});

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

describe('getDisplayPreferences', () => {
  it('answers the stored language and format', () =>
    expectAnswer(pact, getDisplayPreferences, {
      what: 'chosen before',
      state: 'the staff member has chosen display preferences',
      response: { language: 'de', format: 'de-DE' },
    }));

  itAnswersErrors(pact, getDisplayPreferences, [
    BAD_REQUEST,
    EXPIRED,
    FORGED,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('putDisplayPreferences', () => {
  it('stores both choices and answers them', () =>
    expectAnswer(pact, putDisplayPreferences, {
      what: 'English words with German dates',
      state: 'a staff member is signed in',
      response: { language: 'en', format: 'de-DE' },
    }));

  itAnswersErrors(pact, putDisplayPreferences, [
    BAD_REQUEST,
    EXPIRED,
    FORGED,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
