import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { refreshAfterEvseChange } from './refresh-after-evse-change.ts';

/** Proposed DELETE /ui/v1/evses/{evseUuid}. */
export async function deleteEvse(api: ApiClient, evseUuid: string): Promise<void> {
  await unwrap(api.DELETE('/ui/v1/evses/{evseUuid}', { params: { path: { evseUuid } } }));
}

export const deleteEvseMutationOptions = (api: ApiClient, queryClient: QueryClient, evseUuid: string) =>
  mutationOptions<void, ApiError, void>({
    mutationFn: () => deleteEvse(api, evseUuid),
    onSuccess: () => refreshAfterEvseChange(api, queryClient, { removed: evseUuid }),
  });

export function useDeleteEvse(evseUuid: string) {
  return useWrite(deleteEvseMutationOptions(useApiClient(), useQueryClient(), evseUuid));
}
