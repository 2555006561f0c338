// Named examples of the gateway calls for Prism alone, drawn from the gateway world: the charger of the
// contracts (the first charger) on its gateway, and the first page of the search.
import type { components } from '../../../../src/api/schema.gen.ts';
import { searchGateways } from '../../../../src/domain/gateways/gateway-search.rules.ts';
import { PAGE_SIZE, pageCount, type Fixtures } from '../../../generate/fixtures.ts';
import type { NamedExamples } from '../../../generate/named-examples.ts';
import { gatewayDetailOf, installationGatewaysOf } from './gateways.fixtures.ts';

type Schemas = components['schemas'];

export function gatewayExamples(fixtures: Fixtures): Record<string, NamedExamples> {
  const { gateways, chargepointCandidates } = fixtures.gateway;
  const { evses } = fixtures.evse;
  const charger = evses[0]?.detail.evse;
  const record = gateways.find((r) => r.gateway.hemGatewayId === charger?.gateway.hemGatewayId);
  const installation = charger && installationGatewaysOf(charger.gateway.installationUuid, gateways, evses);
  if (!record || !installation) throw new Error('the first charger has no gateway');
  const all = searchGateways(
    gateways.map((r) => r.gateway),
    '',
  );
  return {
    searchGateways: {
      default: {
        summary: `Page 1 of ${pageCount(all.length)}: every gateway`,
        value: {
          gateways: all.slice(0, PAGE_SIZE),
          page: 1,
          countPages: pageCount(all.length),
          countTotal: all.length,
        } satisfies Schemas['GatewaysResponse'],
      },
      empty: {
        summary: 'No gateway matches',
        value: { gateways: [], page: 1, countPages: 0, countTotal: 0 } satisfies Schemas['GatewaysResponse'],
      },
    },
    getGateway: {
      default: { summary: record.gateway.hemGatewayId, value: gatewayDetailOf(record, evses) },
    },
    listInstallationGateways: {
      default: { summary: installation.installationName, value: installation },
    },
    listChargepointCandidates: {
      default: {
        summary: `${chargepointCandidates.length} candidates`,
        value: { candidates: chargepointCandidates } satisfies Schemas['ChargepointCandidatesResponse'],
      },
      empty: {
        summary: 'No candidates',
        value: { candidates: [] } satisfies Schemas['ChargepointCandidatesResponse'],
      },
    },
    forgetChargepointCandidate: {
      default: {
        summary: `Forgotten ${chargepointCandidates[0]?.uniqueIdentifier ?? ''}; the others remain`,
        value: {
          candidates: chargepointCandidates.slice(1),
        } satisfies Schemas['ChargepointCandidatesResponse'],
      },
    },
  };
}
