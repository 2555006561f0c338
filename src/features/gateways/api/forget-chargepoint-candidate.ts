import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { ChargepointCandidate } from '../../../domain/gateways/gateway-types.ts';
import { chargepointCandidatesQueryOptions } from './list-chargepoint-candidates.ts';

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
  return data.candidates;
}

/** The answer (the candidates that remain) replaces the cached list. */
export const forgetChargepointCandidateMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<readonly ChargepointCandidate[], ApiError, string>({
    mutationFn: (uniqueIdentifier) => forgetChargepointCandidate(api, uniqueIdentifier),
    onSuccess: (remaining) =>
      queryClient.setQueryData(chargepointCandidatesQueryOptions(api).queryKey, remaining),
  });

export function useForgetCandidate() {
  return useWrite(forgetChargepointCandidateMutationOptions(useApiClient(), useQueryClient()));
}
