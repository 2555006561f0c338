import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { ChargepointCandidate } from '../../../domain/gateways/gateway-types.ts';

/** The OCPP identities that connected but belong to no installation (GET /ui/v1/ocpp-chargepoint-candidates). */
export async function listChargepointCandidates(api: ApiClient): Promise<readonly ChargepointCandidate[]> {
  const data = await unwrap(api.GET('/ui/v1/ocpp-chargepoint-candidates', {}));
  return Array.isArray(data.candidates) ? data.candidates : [];
}

/** Forgets one candidate; answers the candidates that remain. */
export async function forgetChargepointCandidate(
  api: ApiClient,
  uniqueIdentifier: string,
): Promise<readonly ChargepointCandidate[]> {
  const data = await unwrap(
    api.DELETE('/ui/v1/ocpp-chargepoint-candidates/{uniqueIdentifier}', {
      params: { path: { uniqueIdentifier } },
    }),
  );
  return Array.isArray(data.candidates) ? data.candidates : [];
}

const KEY = ['chargepoint-candidates'] as const;

export const chargepointCandidatesQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: KEY, queryFn: () => listChargepointCandidates(api) });

export function useChargepointCandidates(): QueryState<readonly ChargepointCandidate[]> {
  return toQueryState(useQuery(chargepointCandidatesQueryOptions(useApiClient())));
}

/** Forget: the answer (the candidates that remain) replaces the cached list. */
export function useForgetCandidate() {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uniqueIdentifier: string) => forgetChargepointCandidate(api, uniqueIdentifier),
    onSuccess: (remaining) => client.setQueryData(KEY, remaining),
  });
}
