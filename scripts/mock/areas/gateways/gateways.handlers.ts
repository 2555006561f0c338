// The gateway calls' data-backed answers: the search pages with the screen's own rule
// (src/domain/gateways/gateway-search.rules.ts); a gateway's chargers are the dataset's chargers naming it, so a charger
// added, edited or removed shows at once; forgetting a candidate lasts for the owner's run. Listed by its area, gateways.area.ts.
import { filterGatewaysByServerQuery } from '../../../../src/domain/gateways/gateway-search.rules.ts';
import { runningNow } from '../../data/dataset.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import { gatewayDetailOf, installationGatewaysOf } from './gateways.fixtures.ts';
import type { DataAnswer, DataHandler } from '../../data/data-handler.ts';
import { GATEWAYS_LIST_MODULE } from '../../../../src/domain/gateways/gateways.list.ts';
import { listQueryOf } from '../../data/query-params.ts';

const notFound = (what: string): DataAnswer => ({
  status: 404,
  body: { message: `${what} not found`, status: 404, errorId: 'NOT_FOUND' },
});

export const GATEWAY_HANDLERS: Readonly<Record<string, DataHandler>> = {
  searchGateways: ({ query }, data) => {
    const { page, ...serverQuery } = listQueryOf(GATEWAYS_LIST_MODULE, query);
    const matching = filterGatewaysByServerQuery(
      data.gateways.map((record) => record.gateway),
      serverQuery,
      runningNow(data),
    );
    return {
      status: 200,
      body: {
        gateways: matching.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
        page,
        countPages: Math.ceil(matching.length / LIST_PAGE_SIZE),
        countTotal: matching.length,
      },
    };
  },

  getGateway: ({ pathParams }, data) => {
    const { hemsLogicalId = '', hemGatewayId = '' } = pathParams;
    const record = data.gateways.find(
      (r) => r.gateway.hemsLogicalId === hemsLogicalId && r.gateway.hemGatewayId === hemGatewayId,
    );
    return record
      ? { status: 200, body: gatewayDetailOf(record, data.evses) }
      : notFound(`Gateway ${hemsLogicalId}/${hemGatewayId}`);
  },

  listInstallationGateways: ({ pathParams }, data) => {
    const uuid = pathParams.installationUuid ?? '';
    const answer = installationGatewaysOf(uuid, data.gateways, data.evses);
    return answer ? { status: 200, body: answer } : notFound(`Installation ${uuid}`);
  },

  listChargepointCandidates: (_request, data) => ({
    status: 200,
    body: { candidates: data.chargepointCandidates },
  }),

  forgetChargepointCandidate: ({ pathParams }, data) => {
    const id = pathParams.uniqueIdentifier ?? '';
    const index = data.chargepointCandidates.findIndex((c) => c.uniqueIdentifier === id);
    if (index < 0) return notFound(`Charge-point candidate ${id}`);
    data.chargepointCandidates.splice(index, 1);
    return { status: 200, body: { candidates: data.chargepointCandidates } };
  },
};
