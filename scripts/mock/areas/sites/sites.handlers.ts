// The HEMS providers, their prepared installations and sites, the fleets, one site's detail and the problem lists,
// answered from the dataset with the screen's own rules from src/domain (the server half of the sites filters, the
// page size). Listed by its area, sites.area.ts.
import { filterSitesByServerQuery } from '../../../../src/domain/sites/sites-server-filter.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import { SITES_LIST_MODULE } from '../../../../src/domain/sites/sites.list.ts';
import type { ProblemCode } from '../../../generate/fixtures.ts';
import { gatewayRefOfSite } from '../gateways/gateways.fixtures.ts';
import { accountOwnerOf } from '../access/account-owners.fixtures.ts';
import { allSites, runningNow, type Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';
import { NDJSON_MEDIA } from '../../../../src/domain/shared/ndjson.ts';

const notFound = (what: string) => apiError(404, `${what} not found`, 'NOT_FOUND');

function providerOf(data: Dataset, hemsId: string | undefined) {
  return data.providers.find((provider) => provider.id === hemsId);
}

export const SITES_HANDLERS: Readonly<Record<string, DataHandler>> = {
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
    const matching = filterSitesByServerQuery(data.sites[provider.id] ?? [], serverQuery, runningNow(data));
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

  // The same collection listSites pages through, in one answer: the header line (how many rows), then every
  // matching site, one line each, produced as the proxy writes them out.
  streamSites: ({ pathParams, query }, data) => {
    const provider = providerOf(data, pathParams.hemsId);
    if (!provider) return notFound(`HEMS provider ${pathParams.hemsId ?? ''}`);
    const { page: _page, ...serverQuery } = listQueryOf(SITES_LIST_MODULE, query);
    const matching = filterSitesByServerQuery(data.sites[provider.id] ?? [], serverQuery, runningNow(data));
    function* lines(): Generator<unknown> {
      yield { countTotal: matching.length };
      yield* matching;
    }
    return { status: 200, contentType: `${NDJSON_MEDIA}; charset=utf-8`, lines: lines() };
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
};
