import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { EvseUpdateBody } from '../../../domain/evse/evse-form.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { refreshAfterEvseChange } from './refresh-after-evse-change.ts';

/** Proposed PATCH /ui/v1/evses/{evseUuid}: only what changed. */
export function updateEvse(api: ApiClient, evseUuid: string, body: EvseUpdateBody): Promise<EvseDetail> {
  return unwrap(api.PATCH('/ui/v1/evses/{evseUuid}', { params: { path: { evseUuid } }, body }));
}

export const updateEvseMutationOptions = (api: ApiClient, queryClient: QueryClient, evseUuid: string) =>
  mutationOptions<EvseDetail, ApiError, EvseUpdateBody>({
    mutationFn: (body) => updateEvse(api, evseUuid, body),
    onSuccess: (saved) => refreshAfterEvseChange(api, queryClient, { saved }),
  });

export function useUpdateEvse(evseUuid: string) {
  return useWrite(updateEvseMutationOptions(useApiClient(), useQueryClient(), evseUuid));
}
