// The virtual power plant: the sites with their enrolment, the pool by TSO, enrolling and
// withdrawing a site.
import { describe, it } from 'vitest';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  forbidden,
  notFound,
} from './support/failures.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { int } from './support/matchers.ts';
import { createPact } from './support/pact.ts';
import {
  BLOCKED_SITE,
  ELIGIBLE_SITE,
  ENROLLED_SITE,
  emptyVppSitesPage,
  vppPool,
  vppSite,
  vppSitesPage,
} from './support/vpp-examples.ts';

const pact = createPact();
const UNKNOWN_SITE = '00000000-0000-4000-8000-000000000000';
const STATE = 'sites take part in the virtual power plant';

const listVppSites = operation({ id: 'listVppSites', path: '/ui/v1/vpp/sites', method: 'get' });
const getVppPool = operation({ id: 'getVppPool', path: '/ui/v1/vpp/pool', method: 'get' });
const enrolVppSite = operation({
  id: 'enrolVppSite',
  path: '/ui/v1/vpp/sites/{subscription}/enrolment',
  method: 'put',
  pathParams: { subscription: ELIGIBLE_SITE },
});
const withdrawVppSite = operation({
  id: 'withdrawVppSite',
  path: '/ui/v1/vpp/sites/{subscription}/enrolment',
  method: 'delete',
  pathParams: { subscription: ENROLLED_SITE },
});

const conflict = (errorId: string) => ({ status: 409, state: STATE, message: 'Conflict', errorId }) as const;
const unknownSite = notFound('no site has the subscription');

describe('listVppSites', () => {
  it('answers the first page of the sites with their enrolment', () =>
    expectAnswer(pact, listVppSites, {
      what: 'page 1 of the VPP sites',
      state: STATE,
      response: vppSitesPage,
    }));

  it('sends the state, TSO, asset filters, the search text and the page', () =>
    expectAnswer(pact, listVppSites, {
      what: 'the enrolled TransnetBW sites with a battery',
      state: STATE,
      query: { state: ['enrolled'], tso: ['TransnetBW'], asset: ['battery'], text: 'CUST-000847', page: 1 },
      response: { ...vppSitesPage, countPages: int(1), countTotal: int(1) },
    }));

  it('answers an empty page when there is no site', () =>
    expectAnswer(pact, listVppSites, {
      what: 'no VPP sites',
      state: 'no HEMS providers exist',
      response: emptyVppSitesPage,
    }));

  itAnswersErrors(pact, listVppSites, [
    { failure: BAD_REQUEST, query: { state: ['enrolled'] } },
    EXPIRED,
    forbidden(listVppSites),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getVppPool', () => {
  it('answers the pool by TSO and its totals', () =>
    expectAnswer(pact, getVppPool, { what: 'the VPP pool', state: STATE, response: vppPool }));
  itAnswersErrors(pact, getVppPool, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getVppPool),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('enrolVppSite', () => {
  it('answers the site, enrolled', () =>
    expectAnswer(pact, enrolVppSite, {
      what: 'an eligible site enrolled',
      state: STATE,
      response: { ...vppSite('enrolled'), subscription: vppSite().subscription },
    }));
  itAnswersErrors(pact, enrolVppSite, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(enrolVppSite),
    { failure: unknownSite, pathParams: { subscription: UNKNOWN_SITE } },
    { failure: conflict('VPP_SITE_BLOCKED'), pathParams: { subscription: BLOCKED_SITE } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('withdrawVppSite', () => {
  it('answers the site, withdrawn', () =>
    expectAnswer(pact, withdrawVppSite, {
      what: 'an enrolled site withdrawn',
      state: STATE,
      response: vppSite('withdrawn'),
    }));
  itAnswersErrors(pact, withdrawVppSite, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(withdrawVppSite),
    { failure: unknownSite, pathParams: { subscription: UNKNOWN_SITE } },
    { failure: conflict('VPP_NOT_ENROLLED'), pathParams: { subscription: ELIGIBLE_SITE } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
