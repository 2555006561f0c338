import { mutationOptions } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { GatewayKeys } from './evse-gateway-keys.ts';

export type EvseVerification = components['schemas']['EvseVerification'];

/** Proposed POST …/gateways/{hemGatewayId}/evse-verifications: does the gateway see the charger (synchronous)? */
export function verifyEvse(
  api: ApiClient,
  gateway: GatewayKeys,
  uniqueIdentifier: string,
): Promise<EvseVerification> {
  return unwrap(
    api.POST('/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evse-verifications', {
      params: { path: gateway },
      body: { uniqueIdentifier },
    }),
  );
}

/** A check changes nothing on the server: nothing cached reads again. */
export const verifyEvseMutationOptions = (api: ApiClient, gateway: GatewayKeys) =>
  mutationOptions<EvseVerification, ApiError, string>({
    mutationFn: (uniqueIdentifier) => verifyEvse(api, gateway, uniqueIdentifier),
  });

export function useVerifyEvse(gateway: GatewayKeys) {
  return useWrite(verifyEvseMutationOptions(useApiClient(), gateway));
}
