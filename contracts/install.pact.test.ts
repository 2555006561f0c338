// Install (issue 34 items 1 and 2): the /install company picker and a company's installations. Values are those of
// the generated dataset (the installer persona's company, Sonnenschein Elektro GmbH, 37531401-…).
import { describe, it } from 'vitest';
import type { components } from '../src/api/schema.gen.ts';
import {
  BAD_REQUEST,
  EXPIRED,
  forbidden,
  notFound,
  SERVER_ERROR,
  TOO_MANY_REQUESTS,
} from './support/failures.ts';
import { arrayOf, bool, dateTime, int, oneOf, orNull, text, uuid } from './support/matchers.ts';
import { expectAnswer, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';
import { everyValueOf, type Template } from './support/types.ts';

type Schemas = components['schemas'];
const pact = createPact();
const COMPANY = '37531401-d074-4fc0-9b9d-903c46f7ebe0';
const NO_COMPANY = '00000000-0000-4000-8000-000000000000';

const STATUSES = everyValueOf<Schemas['InstallationStatus']>()([
  'IN_PROGRESS',
  'READY',
  'COMPLETED',
  'ACTIVATED',
]);
const PROBLEMS = everyValueOf<Schemas['InstallationProblemCode']>()([
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
]);

const listInstallCompanies = operation({
  id: 'listInstallCompanies',
  path: '/ui/v1/install/companies',
  method: 'get',
});
const listCompanyInstallations = operation({
  id: 'listCompanyInstallations',
  path: '/ui/v1/install/companies/{companyUuid}/installations',
  method: 'get',
  pathParams: { companyUuid: COMPANY },
});

const company = {
  uuid: uuid(COMPANY),
  name: text('Sonnenschein Elektro GmbH'),
  installationCount: int(93),
  activatedCount: int(58),
  stuckCount: int(56),
  problemCount: int(5),
} satisfies Template<Schemas['InstallCompanySummary']>;

const installation = {
  uuid: uuid('a670ebde-1178-4161-bb0f-b5283c25ffd5'),
  name: text('Schröder, Gartenstraße 98, Bremen'),
  status: oneOf(STATUSES, 'READY'),
  created: dateTime('2026-10-22T13:21:46Z'),
  hemProvider: text('sonnen'),
  hemsId: text('SONNEN-2189612'),
  gatewayId: text('SB-167455'),
  // Pact cannot match "this object or null" (see support/gateway-examples.ts): the interactions ask for
  // installations with problems, which are sites' own (a site, and an installer on staff).
  installer: { id: text('4c2b34c5-10fe-4db9-8a83-91438c092c71'), name: text('Ines Installer') },
  site: {
    subscription: uuid('a691814f-bdbb-43ea-8576-b21b2024e541'),
    siteUuid: uuid('d5feff64-ef6c-4587-b76b-994d77ac5140'),
    userReference: text('CUST-978576'),
  },
  problems: arrayOf(oneOf(PROBLEMS, 'PENDING_ACTIVATION')),
  commissioning: {
    gatewayRegistered: bool(true),
    gatewayOnline: bool(false),
    devicesSeen: int(3),
    chargersRegistered: int(0),
    chargersWaiting: int(0),
    waitingGateway: orNull(text('SB-167455')),
    activationRequested: bool(false),
    activated: bool(false),
  },
  chargers: arrayOf({ evseUuid: uuid('7b7bdc09-f678-401c-877b-cce2ca8fa56f'), label: text('Garage') }),
} satisfies Template<Schemas['CompanyInstallation']>;

describe('listInstallCompanies', () => {
  it('answers every company the caller may see, with its counts', () =>
    expectAnswer(pact, listInstallCompanies, {
      what: 'the installer companies with their counts',
      state: 'installer companies own installations',
      response: { companies: arrayOf(company, 1) },
    }));
  it('sends the search text', () =>
    expectAnswer(pact, listInstallCompanies, {
      what: 'the companies whose name holds "sonnen"',
      state: 'installer companies own installations',
      query: { text: 'sonnen' },
      response: { companies: arrayOf(company, 1) },
    }));
  itAnswersErrors(pact, listInstallCompanies, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listInstallCompanies),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listCompanyInstallations', () => {
  it("answers a page of the company's installations", () =>
    expectAnswer(pact, listCompanyInstallations, {
      what: "the company's installations with a problem",
      state: 'installer companies own installations',
      query: { problem: [...PROBLEMS] },
      response: {
        company: { uuid: uuid(COMPANY), name: text('Sonnenschein Elektro GmbH') },
        installations: arrayOf(installation, 1),
        page: int(1),
        countPages: int(1),
        countTotal: int(5),
      },
    }));
  it('sends the filters and answers the stuck ready installations', () =>
    expectAnswer(pact, listCompanyInstallations, {
      what: 'the filters sent: problem, status, installer, created dates',
      state: 'installer companies own installations',
      query: {
        problem: [...PROBLEMS],
        status: ['ACTIVATED', 'COMPLETED'],
        installer: '4c2b34c5-10fe-4db9-8a83-91438c092c71',
        creation_start_date: '2024-11-01',
        creation_end_date: '2026-11-01',
      },
      response: {
        company: { uuid: uuid(COMPANY), name: text('Sonnenschein Elektro GmbH') },
        installations: arrayOf(installation, 0),
        page: int(1),
        countPages: int(1),
        countTotal: int(4),
      },
    }));
  itAnswersErrors(pact, listCompanyInstallations, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listCompanyInstallations),
    { failure: notFound('no installer company has the uuid'), pathParams: { companyUuid: NO_COMPANY } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
