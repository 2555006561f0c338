// The two problem lists of the home screen: one row per (site, problem).
import { describe, it } from 'vitest';
import { problemRow } from './support/examples.ts';
import { BAD_REQUEST, EXPIRED, SERVER_ERROR, TOO_MANY_REQUESTS, forbidden } from './support/failures.ts';
import { arrayOf } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();

const listSiteProblems = operation({ id: 'listSiteProblems', path: '/ui/v1/problems/sites', method: 'get' });
const listInstallationProblems = operation({
  id: 'listInstallationProblems',
  path: '/ui/v1/problems/installations',
  method: 'get',
});

describe('listSiteProblems', () => {
  it('answers the site-problem rows', () =>
    expectAnswer(pact, listSiteProblems, {
      what: 'site problems exist',
      state: 'site problems exist',
      response: { rows: arrayOf(problemRow('OFFLINE_SINCE_MORE_THAN_6_HOURS'), 1) },
    }));

  itAnswersErrors(pact, listSiteProblems, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listSiteProblems),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listInstallationProblems', () => {
  it('answers the installation-problem rows', () =>
    expectAnswer(pact, listInstallationProblems, {
      what: 'installation problems exist',
      state: 'installation problems exist',
      response: { rows: arrayOf(problemRow('PENDING_ACTIVATION'), 1) },
    }));

  itAnswersErrors(pact, listInstallationProblems, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listInstallationProblems),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
