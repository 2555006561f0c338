// The charger screens against the mock's own rules: a fake API that answers the chargers' calls with the data
// layer's handlers over the generated dataset (scripts/mock/areas/evses/evses.handlers.ts), and the sites calls with their
// examples. What a test changes (an error, a held answer) goes through `override`.
import {
  createDataset,
  datasetAt,
  datasetInState,
  type Dataset,
} from '../../../scripts/mock/data/dataset.ts';
import { HANDLERS } from '../../../scripts/mock/areas/mock-areas.ts';
import type { FakeApi } from '../../helpers/app-harness.tsx';
import { json } from '../../helpers/app-harness.tsx';
import { exampleAnswer } from '../../helpers/example-api.ts';

const base = createDataset();

/**
 * A fresh copy of the generated world; with `instant` (ms, e.g. PINNED_INSTANTS['staff-hour'] of
 * scripts/mock/instants.ts) the world moved there, as the mock answers a test pinned to it. Make it after pinning the
 * test's clock (vi.setSystemTime / vi.useFakeTimers({ now })): its running time (the live sample) starts at Date.now().
 */
export const freshDataset = (instant?: number): Dataset =>
  instant === undefined ? datasetInState(base) : datasetAt(base, instant);

const ROUTES: readonly [string, RegExp, string, string[]][] = [
  ['GET', /^\/ui\/v1\/evses$/, 'listEvses', []],
  // Your EVSEs: no bearer here, so the caller is the mock's fallback persona (staff.ts callerOf).
  ['GET', /^\/ui\/v1\/sales\/evses$/, 'listYourEvses', []],
  ['GET', /^\/ui\/v1\/evses\/([^/]+)$/, 'getEvse', ['evseUuid']],
  ['PATCH', /^\/ui\/v1\/evses\/([^/]+)$/, 'updateEvse', ['evseUuid']],
  ['DELETE', /^\/ui\/v1\/evses\/([^/]+)$/, 'deleteEvse', ['evseUuid']],
  ['POST', /^\/ui\/v1\/evses\/([^/]+)\/commands$/, 'sendEvseCommand', ['evseUuid']],
  ['GET', /^\/ui\/v1\/evses\/([^/]+)\/history$/, 'listEvseHistory', ['evseUuid']],
  ['GET', /^\/ui\/v1\/evses\/([^/]+)\/charging-profiles$/, 'listEvseChargingProfiles', ['evseUuid']],
  ['GET', /^\/ui\/v1\/chargepoint-models$/, 'listChargepointModels', []],
  ['GET', /^\/ui\/v1\/fleets\/([^/]+)\/evse-summary$/, 'getFleetEvseSummary', ['fleetUuid']],
  [
    'POST',
    /^\/ui\/v1\/installations\/([^/]+)\/gateways\/([^/]+)\/evse-verifications$/,
    'verifyEvse',
    ['installationUuid', 'hemGatewayId'],
  ],
  [
    'POST',
    /^\/ui\/v1\/installations\/([^/]+)\/gateways\/([^/]+)\/evses$/,
    'createEvse',
    ['installationUuid', 'hemGatewayId'],
  ],
  // The gateway calls share the chargers' world.
  ['GET', /^\/ui\/v1\/gateways$/, 'searchGateways', []],
  ['GET', /^\/ui\/v1\/gateways\/([^/]+)\/([^/]+)$/, 'getGateway', ['hemsLogicalId', 'hemGatewayId']],
  ['GET', /^\/ui\/v1\/installations\/([^/]+)\/gateways$/, 'listInstallationGateways', ['installationUuid']],
  ['GET', /^\/ui\/v1\/ocpp-chargepoint-candidates$/, 'listChargepointCandidates', []],
  // Jump to searches the same world.
  ['GET', /^\/ui\/v1\/search$/, 'searchEverything', []],
  [
    'DELETE',
    /^\/ui\/v1\/ocpp-chargepoint-candidates\/([^/]+)$/,
    'forgetChargepointCandidate',
    ['uniqueIdentifier'],
  ],
];

/** Answers like the data-backed mock; `override` may answer first (return undefined to let the mock answer). */
export function evseApi(
  data: Dataset = freshDataset(),
  override?: (path: string, query: URLSearchParams) => Response | Promise<Response> | undefined,
): FakeApi {
  return (method, path, body, pathWithQuery) => {
    const query = new URL(pathWithQuery, 'http://x').searchParams;
    const overridden = override?.(path, query);
    if (overridden !== undefined) return overridden;
    for (const [routeMethod, pattern, operationId, names] of ROUTES) {
      const match = routeMethod === method.toUpperCase() ? pattern.exec(path) : null;
      if (!match) continue;
      const pathParams = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]),
      );
      const handler = HANDLERS[operationId];
      if (!handler) break;
      const answer = handler(
        {
          method: method.toUpperCase(),
          operationId,
          collection: 'evses',
          pathParams,
          query,
          body,
          actor: 'staff@example.com',
        },
        data,
        { problemOrder: [] },
      );
      return answer.body === undefined
        ? new Response(null, { status: answer.status })
        : json(answer.body, answer.status);
    }
    return exampleAnswer(method, pathWithQuery);
  };
}
