import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { ChargepointCandidate } from '../../../domain/gateways/gateway-types.ts';

/** The OCPP identities that connected but belong to no installation (GET /ui/v1/ocpp-chargepoint-candidates). */
export async function listChargepointCandidates(api: ApiClient): Promise<readonly ChargepointCandidate[]> {
  const data = await unwrap(api.GET('/ui/v1/ocpp-chargepoint-candidates', {}));
  return data.candidates;
}

export const chargepointCandidatesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ['chargepoint-candidates'], queryFn: () => listChargepointCandidates(api) });

export function useChargepointCandidates(): QueryState<readonly ChargepointCandidate[]> {
  return toQueryState(useQuery(chargepointCandidatesQueryOptions(useApiClient())));
}
