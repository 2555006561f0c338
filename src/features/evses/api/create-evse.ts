import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseCreateBody } from '../../../domain/evse/evse-form.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import type { GatewayKeys } from './evse-gateway-keys.ts';
import { refreshAfterEvseChange } from './refresh-after-evse-change.ts';

/** Proposed POST …/gateways/{hemGatewayId}/evses: add the charger. */
export function createEvse(api: ApiClient, gateway: GatewayKeys, body: EvseCreateBody): Promise<EvseDetail> {
  return unwrap(
    api.POST('/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evses', {
      params: { path: gateway },
      body,
    }),
  );
}

export const createEvseMutationOptions = (api: ApiClient, queryClient: QueryClient, gateway: GatewayKeys) =>
  mutationOptions<EvseDetail, ApiError, EvseCreateBody>({
    mutationFn: (body) => createEvse(api, gateway, body),
    onSuccess: (saved) => refreshAfterEvseChange(api, queryClient, { saved }),
  });

export function useCreateEvse(gateway: GatewayKeys) {
  return useWrite(createEvseMutationOptions(useApiClient(), useQueryClient(), gateway));
}
