import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { evseKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import type { components } from '../../../api/schema.gen.ts';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from '../../../api/request-id.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseCommand } from '../../../domain/evse/evse-commands.ts';

export type EvseCommandResult = components['schemas']['EvseCommandResult'];

/**
 * Proposed POST /ui/v1/evses/{evseUuid}/commands: the charger's reply and the logged event. `key` names the action
 * (one Apply): the client's one repeat after a token refresh sends the same request, key included, so the charger
 * runs the command once whatever reaches the server twice.
 */
export function sendEvseCommand(
  api: ApiClient,
  evseUuid: string,
  command: EvseCommand,
  key: string = newIdempotencyKey(),
): Promise<EvseCommandResult> {
  return unwrap(
    api.POST('/ui/v1/evses/{evseUuid}/commands', {
      params: { path: { evseUuid }, header: { [IDEMPOTENCY_KEY_HEADER]: key } },
      body: command,
    }),
  );
}

export const sendEvseCommandMutationOptions = (api: ApiClient, queryClient: QueryClient, evseUuid: string) =>
  mutationOptions<EvseCommandResult, ApiError, EvseCommand>({
    // One call of the mutation is one action (writes are never retried by the cache): a fresh key each.
    mutationFn: (command) => sendEvseCommand(api, evseUuid, command, newIdempotencyKey()),
    // The connectors may have changed, and the log has a new first event.
    onSuccess: () => refreshAfterWrite(queryClient, [evseKeysRoot()]),
  });

export function useSendEvseCommand(evseUuid: string) {
  return useWrite(sendEvseCommandMutationOptions(useApiClient(), useQueryClient(), evseUuid));
}
