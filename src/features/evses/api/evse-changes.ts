import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import type { ApiError } from '../../../api/api-error.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseCommand } from '../../../domain/evse/evse-commands.ts';
import type { EvseCreateBody, EvseUpdateBody } from '../../../domain/evse/evse-form.ts';
import type { components } from '../../../api/schema.gen.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';

type Schemas = components['schemas'];
export type EvseVerification = Schemas['EvseVerification'];
export type EvseCommandResult = Schemas['EvseCommandResult'];

export interface GatewayKeys {
  installationUuid: string;
  hemGatewayId: string;
}

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

/** Proposed POST …/gateways/{hemGatewayId}/evses: add the charger. */
export function createEvse(api: ApiClient, gateway: GatewayKeys, body: EvseCreateBody): Promise<EvseDetail> {
  return unwrap(
    api.POST('/ui/v1/installations/{installationUuid}/gateways/{hemGatewayId}/evses', {
      params: { path: gateway },
      body,
    }),
  );
}

/** Proposed PATCH /ui/v1/evses/{evseUuid}: only what changed. */
export function updateEvse(api: ApiClient, evseUuid: string, body: EvseUpdateBody): Promise<EvseDetail> {
  return unwrap(api.PATCH('/ui/v1/evses/{evseUuid}', { params: { path: { evseUuid } }, body }));
}

/** Proposed DELETE /ui/v1/evses/{evseUuid}. */
export async function deleteEvse(api: ApiClient, evseUuid: string): Promise<void> {
  await unwrap(api.DELETE('/ui/v1/evses/{evseUuid}', { params: { path: { evseUuid } } }));
}

/** Proposed POST /ui/v1/evses/{evseUuid}/commands: the charger's reply and the logged event. */
export function sendEvseCommand(
  api: ApiClient,
  evseUuid: string,
  command: EvseCommand,
): Promise<EvseCommandResult> {
  return unwrap(
    api.POST('/ui/v1/evses/{evseUuid}/commands', { params: { path: { evseUuid } }, body: command }),
  );
}

/**
 * After any change the charger screens, the lists, the gateways' devices and the sites (their `hasEvse`) read
 * again; the charger's own entry takes the answer at once. A removed charger's entry is left alone, so the screen
 * being left does not fetch it again and flash a "not found".
 */
function useInvalidateAfterChange() {
  const client = useQueryClient();
  return async (change: { saved: EvseDetail } | { removed: string }) => {
    const removed = 'removed' in change ? change.removed : undefined;
    if ('saved' in change) client.setQueryData(['evses', 'detail', change.saved.evse.evseUuid], change.saved);
    await client.invalidateQueries({
      predicate: ({ queryKey }) =>
        ['evses', 'gateways', 'sites', 'site'].includes(String(queryKey[0])) &&
        !(removed !== undefined && queryKey[1] === 'detail' && queryKey[2] === removed),
    });
  };
}

export function useVerifyEvse(gateway: GatewayKeys) {
  const api = useApiClient();
  return useMutation<EvseVerification, ApiError, string>({
    mutationFn: (identifier) => verifyEvse(api, gateway, identifier),
  });
}

export function useCreateEvse(gateway: GatewayKeys) {
  const api = useApiClient();
  const refresh = useInvalidateAfterChange();
  return useMutation<EvseDetail, ApiError, EvseCreateBody>({
    mutationFn: (body) => createEvse(api, gateway, body),
    onSuccess: (saved) => refresh({ saved }),
  });
}

export function useUpdateEvse(evseUuid: string) {
  const api = useApiClient();
  const refresh = useInvalidateAfterChange();
  return useMutation<EvseDetail, ApiError, EvseUpdateBody>({
    mutationFn: (body) => updateEvse(api, evseUuid, body),
    onSuccess: (saved) => refresh({ saved }),
  });
}

export function useDeleteEvse(evseUuid: string) {
  const api = useApiClient();
  const refresh = useInvalidateAfterChange();
  return useMutation<void, ApiError, void>({
    mutationFn: () => deleteEvse(api, evseUuid),
    onSuccess: () => refresh({ removed: evseUuid }),
  });
}

export function useSendEvseCommand(evseUuid: string) {
  const api = useApiClient();
  const client = useQueryClient();
  return useMutation<EvseCommandResult, ApiError, EvseCommand>({
    mutationFn: (command) => sendEvseCommand(api, evseUuid, command),
    // The connectors may have changed, and the log has a new first event.
    onSuccess: () => client.invalidateQueries({ queryKey: ['evses'] }),
  });
}
