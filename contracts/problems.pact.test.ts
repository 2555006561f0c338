// The two problem lists of the home screen: one row per (site, problem).
import { describe, it } from 'vitest';
import { problemRow } from './support/examples.ts';
import { EXPIRED, SERVER_ERROR } from './support/failures.ts';
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

  itAnswersErrors(pact, listSiteProblems, [EXPIRED, SERVER_ERROR]);
});

describe('listInstallationProblems', () => {
  it('answers the installation-problem rows', () =>
    expectAnswer(pact, listInstallationProblems, {
      what: 'installation problems exist',
      state: 'installation problems exist',
      response: { rows: arrayOf(problemRow('PENDING_ACTIVATION'), 1) },
    }));

  itAnswersErrors(pact, listInstallationProblems, [EXPIRED, SERVER_ERROR]);
});
