// How the data-backed operations answer from the dataset (DESIGN §3, the mock). Operations are marked in the spec with
// `x-mock-data: <collection>`; those of today's entities have a handler here by operationId, using the screen's own
// rules from src/domain (the server half of the sites filters, the page size); any other marked operation is a
// generic create/read/update/delete over `dataset.collections[<collection>]`.
import { filterSitesByServerQuery } from '../../../src/domain/sites/sites-server-filter.ts';
import { LIST_PAGE_SIZE } from '../../../src/domain/lists/paging.ts';
import { SITES_LIST_MODULE } from '../../../src/domain/sites/sites.list.ts';
import type { ProblemCode } from '../../generate/fixtures.ts';
import { gatewayRefOfSite } from '../../generate/gateway-fixtures.ts';
import { accountOwnerOf } from '../../generate/account-owners.ts';
import { allSites, type Collection, type Dataset, type JsonRecord } from './dataset.ts';
import { EVSE_HANDLERS } from './evse-handlers.ts';
import { EVSE_CHANGE_HANDLERS } from './evse-change-handlers.ts';
import { GATEWAY_HANDLERS } from './gateway-handlers.ts';
import { SEARCH_HANDLERS } from './search-handlers.ts';
import { listQueryOf } from './query-params.ts';
import { ENERGY_HANDLERS } from './energy-handlers.ts';
import { FLEET_ENERGY_HANDLERS } from './fleet-energy-handlers.ts';
import { STAFF_HANDLERS } from './staff-handlers.ts';
import { apiError, type DataHandler } from './data-handler.ts';
import { ACTIVITY_HANDLERS } from './activity-handlers.ts';
import { PEOPLE_HANDLERS } from './people-handlers.ts';
import { EXCHANGE_HANDLERS } from './exchange-handlers.ts';
import { JOB_RUNS_HANDLERS } from './job-runs-handlers.ts';
import { API_DOC_HANDLERS } from './api-doc-handlers.ts';
import { INSTALL_HANDLERS } from './install-handlers.ts';
import { INSTALL_ADMIN_HANDLERS } from './install-admin-handlers.ts';
import { VPP_HANDLERS } from './vpp-handlers.ts';
import { WIDGET_HANDLERS } from './widgets-handlers.ts';
import { TRENDS_HANDLERS } from './trends-handlers.ts';
import { PRICING_HANDLERS } from './pricing-handlers.ts';
import { LEADS_HANDLERS } from './leads-handlers.ts';
import { YOUR_EVSES_HANDLERS } from './your-evses-handlers.ts';
import { SIGN_UP_COMPANY_HANDLERS } from './sign-up-company-handlers.ts';

const notFound = (what: string) => apiError(404, `${what} not found`, 'NOT_FOUND');

function providerOf(data: Dataset, hemsId: string | undefined) {
  return data.providers.find((provider) => provider.id === hemsId);
}

export const HANDLERS: Readonly<Record<string, DataHandler>> = {
  listHemsProviders: (_request, data) => ({
    status: 200,
    body: {
      providers: data.providers.map((provider) => ({
        ...provider,
        siteCount: data.sites[provider.id]?.length ?? 0,
        preparedCount: data.installations[provider.id]?.length ?? 0,
      })),
    },
  }),

  listPreparedInstallations: ({ pathParams }, data) => {
    const provider = providerOf(data, pathParams.hemsId);
    if (!provider) return notFound(`HEMS provider ${pathParams.hemsId ?? ''}`);
    return { status: 200, body: { installations: data.installations[provider.id] ?? [] } };
  },

  getPreparedInstallation: ({ pathParams }, data) => {
    const found = Object.values(data.installations)
      .flat()
      .find((installation) => installation.uuid === pathParams.id);
    return found ? { status: 200, body: found } : notFound(`Prepared installation ${pathParams.id ?? ''}`);
  },

  // SPEC §7 and §5: the server narrows by every parameter it has, then pages by 50 (DESIGN §3). A page past the last
  // is an empty page that still says how many pages and rows there are.
  listSites: ({ pathParams, query }, data) => {
    const provider = providerOf(data, pathParams.hemsId);
    if (!provider) return notFound(`HEMS provider ${pathParams.hemsId ?? ''}`);
    const { page, ...serverQuery } = listQueryOf(SITES_LIST_MODULE, query);
    const matching = filterSitesByServerQuery(data.sites[provider.id] ?? [], serverQuery);
    return {
      status: 200,
      body: {
        subscriptions: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
        page,
        countPages: Math.ceil(matching.length / LIST_PAGE_SIZE),
        countTotal: matching.length,
      },
    };
  },

  listFleets: (_request, data) => ({ status: 200, body: { fleets: data.fleets } }),

  getSite: ({ pathParams }, data, { problemOrder }) => {
    const key = pathParams.siteKey;
    const found = allSites(data).find(({ site }) => site.subscription === key || site.siteUuid === key);
    if (!found) return notFound(`Site ${key ?? ''}`);
    const { site } = found;
    const codes = new Set<ProblemCode>(data.evseProblems[site.subscription] ?? []);
    for (const row of [...data.siteProblems, ...data.installationProblems]) {
      if (row.subscription === site.subscription) codes.add(row.problemName);
    }
    const problems = [...codes].sort((a, b) => problemOrder.indexOf(a) - problemOrder.indexOf(b));
    const subscriptionToken = data.energy[site.subscription]?.subscriptionToken;
    const installation = gatewayRefOfSite(data.gateways, site);
    const accountOwner = accountOwnerOf(data.accountOwners, data.staff, site.subscription);
    return {
      status: 200,
      body: {
        site,
        problems,
        ...(subscriptionToken ? { subscriptionToken } : {}),
        ...(installation ? { installation } : {}),
        ...(accountOwner ? { accountOwner } : {}),
      },
    };
  },

  listSiteProblems: (_request, data) => ({ status: 200, body: { rows: data.siteProblems } }),
  listInstallationProblems: (_request, data) => ({ status: 200, body: { rows: data.installationProblems } }),

  ...EVSE_HANDLERS,
  ...EVSE_CHANGE_HANDLERS,
  ...GATEWAY_HANDLERS,
  ...SEARCH_HANDLERS,
  ...ENERGY_HANDLERS,
  ...FLEET_ENERGY_HANDLERS,
  ...ACTIVITY_HANDLERS,
  ...PEOPLE_HANDLERS,
  ...EXCHANGE_HANDLERS,
  ...JOB_RUNS_HANDLERS,
  ...STAFF_HANDLERS,
  ...API_DOC_HANDLERS,
  ...INSTALL_HANDLERS,
  ...INSTALL_ADMIN_HANDLERS,
  ...VPP_HANDLERS,
  ...TRENDS_HANDLERS,
  ...PRICING_HANDLERS,
  ...LEADS_HANDLERS,
  ...SIGN_UP_COMPANY_HANDLERS,
  ...WIDGET_HANDLERS,
  ...YOUR_EVSES_HANDLERS,
};

function rowKey(collection: Collection, row: JsonRecord): string | undefined {
  const value = row[collection.key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * The generic answers over a keyed collection: GET without the key lists, GET/PUT/PATCH/DELETE with it address one
 * row (404 when absent), POST creates (409 when the key is taken; a missing key gets a uuid). Bodies have passed
 * Prism's request validation, so they are the schema's shape.
 */
export const collectionHandler: DataHandler = (request, data, context) => {
  const collection = data.collections[request.collection];
  if (!collection) return apiError(500, `the dataset has no collection "${request.collection}"`, 'MOCK_DATA');
  const key = context.keyParam === undefined ? undefined : request.pathParams[context.keyParam];
  const index = key === undefined ? -1 : collection.rows.findIndex((row) => rowKey(collection, row) === key);
  const missing = () => notFound(`${request.collection} ${key ?? ''}`);
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as JsonRecord;

  switch (request.method) {
    case 'GET':
      if (key === undefined) {
        const rows = collection.rows;
        return { status: 200, body: context.listProperty === null ? rows : { [context.listProperty]: rows } };
      }
      return index < 0 ? missing() : { status: 200, body: collection.rows[index] };
    case 'POST': {
      const row: JsonRecord = { ...body };
      row[collection.key] ??= crypto.randomUUID();
      const taken = collection.rows.some((other) => rowKey(collection, other) === rowKey(collection, row));
      if (taken) {
        return apiError(
          409,
          `${request.collection} ${String(row[collection.key])} already exists`,
          'CONFLICT',
        );
      }
      collection.rows.push(row);
      return { status: 201, body: row };
    }
    case 'PUT':
    case 'PATCH': {
      if (index < 0) return missing();
      const before = collection.rows[index] as JsonRecord;
      const row = request.method === 'PUT' ? { ...body } : { ...before, ...body };
      // The key in the path wins: a body cannot move a row to another key.
      row[collection.key] = before[collection.key];
      collection.rows[index] = row;
      return { status: 200, body: row };
    }
    case 'DELETE':
      if (index < 0) return missing();
      collection.rows.splice(index, 1);
      return { status: 204 };
    default:
      return apiError(405, `${request.method} is not answered from the dataset`, 'METHOD_NOT_ALLOWED');
  }
};
