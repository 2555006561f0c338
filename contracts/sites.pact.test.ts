// Sites (paged, with the optional server-side filters), fleets and one site's detail.
import { describe, it } from 'vitest';
import type { paths } from '../src/api/schema.gen.ts';
import { fromState } from './support/contract.ts';
import { emptySitesPage, fleet, siteDetail, sitesPage, sitesStream } from './support/examples.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
  notFound,
  forbidden,
} from './support/failures.ts';
import { arrayOf } from './support/matchers.ts';
import { expectAnswer, expectText, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';

const pact = createPact();
const HEMS_ID = 'sonnen';
const SITE_KEY = '8936d6cf-20fb-41f2-84c1-071bac3645ef';
const UNKNOWN_SITE_KEY = '00000000-0000-4000-8000-000000000000';
const SUBSCRIPTION_TOKEN = 'contract-subscription-token';

type SitesQuery = NonNullable<paths['/ui/v1/sites/hems/{hemsId}']['get']['parameters']['query']>;

/** Every optional query parameter of the sites call, as the filter panel sends them. */
const EVERY_FILTER: SitesQuery = {
  page: 2,
  text: 'CUST-74',
  activation_status: ['HEMS_ONLINE', 'AUTO_ACTIVATED'],
  current_status: ['ACTIVE', 'INACTIVE'],
  creation_start_date: '2026-01-01',
  creation_end_date: '2026-10-31',
  fleets: ['49c07e35-21d1-42ea-a8ad-50a969add179', '4851da4a-61d4-4c4d-8bf7-68f4538557d9'],
};

const { page: _page, ...STREAM_FILTERS } = EVERY_FILTER;

const listSites = operation({
  id: 'listSites',
  path: '/ui/v1/sites/hems/{hemsId}',
  method: 'get',
  pathParams: { hemsId: HEMS_ID },
  query: { page: 1 },
});
const streamSites = operation({
  id: 'streamSites',
  path: '/ui/v1/sites/hems/{hemsId}/stream',
  method: 'get',
  pathParams: { hemsId: HEMS_ID },
});
const listFleets = operation({ id: 'listFleets', path: '/ui/v1/sites/fleets', method: 'get' });
const getSite = operation({
  id: 'getSite',
  path: '/ui/v1/site/{siteKey}',
  method: 'get',
  pathParams: { siteKey: SITE_KEY },
});

describe('listSites', () => {
  const sites = {
    state: 'the HEMS provider has sites',
    pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
  } as const;

  it('answers the first page', () =>
    expectAnswer(pact, listSites, { ...sites, what: 'page 1', response: sitesPage(1) }));

  it('sends every optional filter as a query parameter (arrays repeated, dates yyyy-MM-dd)', () =>
    expectAnswer(pact, listSites, {
      ...sites,
      what: 'page 2 with every filter',
      query: EVERY_FILTER,
      response: sitesPage(2),
    }));

  it('answers an empty page beyond the last one', () =>
    expectAnswer(pact, listSites, {
      what: 'a page beyond the last',
      state: 'the HEMS provider has fewer pages than requested',
      query: { page: 9 },
      response: emptySitesPage,
    }));

  itAnswersErrors(pact, listSites, [
    { failure: BAD_REQUEST, query: EVERY_FILTER },
    EXPIRED,
    forbidden(listSites),
    { failure: notFound('the HEMS provider does not exist'), pathParams: { hemsId: 'no-such-provider' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('streamSites', () => {
  it('answers the header line with the total, then every site of the provider, one per line (NDJSON)', () =>
    expectText(pact, streamSites, {
      what: 'every site, streamed',
      state: 'the HEMS provider has sites',
      pathParams: { hemsId: fromState('hemsId', HEMS_ID) },
      response: sitesStream,
    }));

  itAnswersErrors(pact, streamSites, [
    { failure: BAD_REQUEST, query: STREAM_FILTERS },
    EXPIRED,
    forbidden(streamSites),
    { failure: notFound('the HEMS provider does not exist'), pathParams: { hemsId: 'no-such-provider' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listFleets', () => {
  it('answers every fleet', () =>
    expectAnswer(pact, listFleets, {
      what: 'fleets exist',
      state: 'fleets exist',
      response: { fleets: arrayOf(fleet, 1) },
    }));

  it('answers an empty list', () =>
    expectAnswer(pact, listFleets, {
      what: 'no fleets',
      state: 'no fleets exist',
      response: { fleets: [] },
    }));

  itAnswersErrors(pact, listFleets, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listFleets),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('getSite', () => {
  const site = {
    state: 'the site exists',
    pathParams: { siteKey: fromState('siteKey', SITE_KEY) },
    response: siteDetail,
  } as const;

  it('answers the site and its problem codes', () =>
    expectAnswer(pact, getSite, { ...site, what: 'the site exists' }));

  it('sends the stored subscription token as X-Subscription-Token', () =>
    expectAnswer(pact, getSite, {
      ...site,
      what: 'with a subscription token',
      subscriptionToken: SUBSCRIPTION_TOKEN,
    }));

  itAnswersErrors(pact, getSite, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(getSite),
    { failure: notFound('the site does not exist'), pathParams: { siteKey: UNKNOWN_SITE_KEY } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
