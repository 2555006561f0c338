// Install: the /install company picker, a company's installations, its installers, and the
// installer admin's writes (reassign, resolve a duplicate). Values are those of
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
      what: "the company's activated and completed installations with a problem",
      state: 'installer companies own installations',
      // Sites' own installations (a prepared duplicate has no site).
      query: { problem: [...PROBLEMS], status: ['ACTIVATED', 'COMPLETED'] },
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

// --- the company's installers and the installer admin's writes --------------------------------
const INES = '4c2b34c5-10fe-4db9-8a83-91438c092c71';
const IVO = 'a3f8a106-631c-4bd6-84c5-e2043ae803eb';
/** An installer of another company (Emma Schmidt). */
const STRANGER = 'd34387c5-1ef2-47af-84e7-09d37270ba65';
/** The planted duplicate pair of the company: a prepared installation (Ines's) and a site's own (kept). */
const DUPLICATE = 'a670ebde-1178-4161-bb0f-b5283c25ffd5';
const KEPT = '3d3ce621-7925-4ce3-80f0-ec2058159288';
/** Another installation of the company, no duplicate of either. */
const UNRELATED = '0149ab18-b94e-4de8-a6cc-ceeb590a82c5';
const NO_INSTALLATION = '00000000-0000-4000-8000-000000000001';

const listCompanyInstallers = operation({
  id: 'listCompanyInstallers',
  path: '/ui/v1/install/companies/{companyUuid}/installers',
  method: 'get',
  pathParams: { companyUuid: COMPANY },
});
const reassignInstallation = operation({
  id: 'reassignInstallation',
  path: '/ui/v1/install/companies/{companyUuid}/installations/{installationUuid}/installer',
  method: 'put',
  pathParams: { companyUuid: COMPANY, installationUuid: DUPLICATE },
  body: { installerId: IVO },
});
const resolveInstallationDuplicate = operation({
  id: 'resolveInstallationDuplicate',
  path: '/ui/v1/install/companies/{companyUuid}/installations/{installationUuid}/duplicate-of',
  method: 'put',
  pathParams: { companyUuid: COMPANY, installationUuid: DUPLICATE },
  body: { keepUuid: KEPT },
});

/** The prepared duplicate as the writes answer it (no site; its installer on staff). */
const prepared = {
  uuid: uuid(DUPLICATE),
  name: text('Müller, Gartenstraße 30, Kassel'),
  status: oneOf(STATUSES, 'READY'),
  created: dateTime('2026-10-22T13:21:46Z'),
  hemProvider: text('sonnen'),
  hemsId: text('SONNEN-2189612'),
  gatewayId: text('SB-167455'),
  installer: { id: text(IVO), name: text('Ivo Installer Admin') },
  site: null,
  problems: arrayOf(oneOf(PROBLEMS, 'INSTALLATION_DUPLICATE'), 0),
  commissioning: installation.commissioning,
  chargers: arrayOf({ evseUuid: uuid('7b7bdc09-f678-401c-877b-cce2ca8fa56f'), label: text('Garage') }, 0),
} satisfies Template<Schemas['CompanyInstallation']>;

const refusal = <S extends 409 | 422>(status: S, errorId: string, field?: string) => {
  const failure = {
    status,
    state: 'an installer company has a duplicate installation',
    message: status === 409 ? 'Conflict' : 'Unprocessable Content',
    errorId,
  } as const;
  return field === undefined ? failure : { ...failure, fieldErrors: [{ field, message: `Check ${field}.` }] };
};
const unknownInstallation = notFound('no installation of the company has the uuid');

describe('listCompanyInstallers', () => {
  it("answers the company's installer users by name", () =>
    expectAnswer(pact, listCompanyInstallers, {
      what: "the company's installers with their installation counts",
      state: 'installer companies own installations',
      response: {
        company: { uuid: uuid(COMPANY), name: text('Sonnenschein Elektro GmbH') },
        installers: arrayOf(
          { id: text(INES), name: text('Ines Installer'), admin: bool(false), installationCount: int(24) },
          1,
        ),
      },
    }));
  itAnswersErrors(pact, listCompanyInstallers, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(listCompanyInstallers),
    { failure: notFound('no installer company has the uuid'), pathParams: { companyUuid: NO_COMPANY } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('reassignInstallation', () => {
  it('answers the installation with its new installer', () =>
    expectAnswer(pact, reassignInstallation, {
      what: 'an installation given to another installer of the company',
      state: 'an installer company has a duplicate installation',
      response: prepared,
    }));
  itAnswersErrors(pact, reassignInstallation, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(reassignInstallation),
    { failure: unknownInstallation, pathParams: { companyUuid: COMPANY, installationUuid: NO_INSTALLATION } },
    { failure: refusal(409, 'INSTALLER_UNCHANGED'), body: { installerId: INES } },
    { failure: refusal(422, 'VALIDATION_FAILED', 'installerId'), body: { installerId: STRANGER } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('resolveInstallationDuplicate', () => {
  it('answers the installation marked a duplicate of the kept one', () =>
    expectAnswer(pact, resolveInstallationDuplicate, {
      what: 'a duplicate resolved: the prepared one marked, the site kept',
      state: 'an installer company has a duplicate installation',
      response: {
        ...prepared,
        installer: { id: text(INES), name: text('Ines Installer') },
        duplicateOf: uuid(KEPT),
      },
    }));
  itAnswersErrors(pact, resolveInstallationDuplicate, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(resolveInstallationDuplicate),
    { failure: unknownInstallation, pathParams: { companyUuid: COMPANY, installationUuid: NO_INSTALLATION } },
    { failure: refusal(409, 'NOT_DUPLICATES'), body: { keepUuid: UNRELATED } },
    { failure: refusal(422, 'VALIDATION_FAILED', 'keepUuid'), body: { keepUuid: DUPLICATE } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
