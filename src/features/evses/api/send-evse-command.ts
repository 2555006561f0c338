import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseCommand } from '../../../domain/evse/evse-commands.ts';

export type EvseCommandResult = components['schemas']['EvseCommandResult'];

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

export const sendEvseCommandMutationOptions = (api: ApiClient, queryClient: QueryClient, evseUuid: string) =>
  mutationOptions<EvseCommandResult, ApiError, EvseCommand>({
    mutationFn: (command) => sendEvseCommand(api, evseUuid, command),
    // The connectors may have changed, and the log has a new first event.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evseKeysRoot() }),
  });

export function useSendEvseCommand(evseUuid: string) {
  return useWrite(sendEvseCommandMutationOptions(useApiClient(), useQueryClient(), evseUuid));
}
