// The jump-to search's data-backed answer: the dataset searched with the call's reference rule
// (src/domain/search/jump-search.ts), scoped like the lists. Listed by its area, search.area.ts.
import {
  ALL_SCOPE,
  searchEverything,
  type SearchKind,
  type SearchScope,
  type SearchWorld,
} from '../../../../src/domain/search/jump-search.ts';
import type { DataHandler, DataRequest } from '../../data/data-handler.ts';
import { callerScope, scopedView, viewInstallations } from '../install/install.scope.ts';
import { allSites, type Dataset } from '../../data/dataset.ts';

/**
 * What the person who asked may find: the lists' scope rule (src/domain/access/data-scope.ts, install.scope.ts) on
 * the caller's current roles — everything, or the installations of their company (an installer) or of their fleets'
 * sites (a fleet manager), with those installations' gateways, chargers, sites and fleets.
 */
export function scopeOf(request: DataRequest, data: Dataset): SearchScope {
  const scope = callerScope(data, request.bearer);
  if (scope.kind === 'all') return ALL_SCOPE;
  return { kind: 'installations', installationUuids: viewInstallations(scopedView(data, scope)) };
}

// The serial numbers by charger, rebuilt only when the chargers' collection changes (5,000-site bench: p95 budget).
const serials = new WeakMap<Dataset['evses'], ReadonlyMap<string, string>>();

export function searchWorldOf(data: Dataset): SearchWorld {
  let serialNumbers = serials.get(data.evses);
  if (serialNumbers === undefined || serialNumbers.size !== data.evses.length) {
    serialNumbers = new Map(data.evses.map((r) => [r.detail.evse.evseUuid, r.detail.serialNumber]));
    serials.set(data.evses, serialNumbers);
  }
  return {
    sites: allSites(data),
    gateways: data.gateways.map((record) => record.gateway),
    chargers: data.evses.map((record) => record.detail.evse),
    serialNumbers,
    fleets: data.fleets,
    installations: Object.entries(data.installations).flatMap(([provider, rows]) =>
      rows.map((installation) => ({ provider, installation })),
    ),
  };
}

export const SEARCH_HANDLERS: Readonly<Record<string, DataHandler>> = {
  searchEverything: (request, data) => {
    const { query } = request;
    const requestedKinds = query.getAll('kinds') as SearchKind[];
    const kinds = requestedKinds.length === 0 ? undefined : requestedKinds;
    const limit = query.get('limit');
    return {
      status: 200,
      body: searchEverything(
        searchWorldOf(data),
        {
          q: query.get('q') ?? '',
          ...(kinds ? { kinds } : {}),
          ...(limit !== null ? { limit: Number(limit) } : {}),
        },
        scopeOf(request, data),
      ),
    };
  },
};
