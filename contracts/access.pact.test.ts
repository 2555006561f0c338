// Access (issue 31): the activity log; user roles and pending sign-ups follow.
import { describe, it } from 'vitest';
import { activityPage, emptyActivityPage } from './support/access-examples.ts';
import { BAD_REQUEST, EXPIRED, SERVER_ERROR, TOO_MANY_REQUESTS } from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const listActivity = operation({ id: 'listActivity', path: '/ui/v1/activity', method: 'get' });

describe('listActivity', () => {
  it('answers the newest changes with who made them', () =>
    expectAnswer(pact, listActivity, {
      what: 'the newest page of the activity log',
      state: 'the activity log holds changes',
      response: activityPage,
    }));

  it('sends the person, operation, target and time filters', () =>
    expectAnswer(pact, listActivity, {
      what: 'the activity log filtered',
      state: 'the activity log holds changes',
      query: {
        person: 'opslead@operator-portal.example',
        operation: 'updateEvse',
        target: 'evse',
        since: '2000-01-01T00:00:00Z',
        until: '2100-01-01T00:00:00Z',
        page: 1,
      },
      response: activityPage,
    }));

  it('answers an empty page when nothing is recorded', () =>
    expectAnswer(pact, listActivity, {
      what: 'an empty activity log',
      state: 'nothing is recorded in the activity log',
      response: emptyActivityPage,
    }));

  itAnswersErrors(pact, listActivity, [
    { failure: BAD_REQUEST, query: { person: 'nobody@operator-portal.example' } },
    EXPIRED,
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
