import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { VppSite } from './list-vpp-sites.ts';
import { vppKeysRoot } from './vpp-keys.ts';

export interface VppEnrolmentChange {
  readonly subscription: string;
  readonly action: 'enrol' | 'withdraw';
}

/** Enrol a site (PUT) or withdraw it (DELETE …/enrolment); answers the site's new VPP row. */
export async function changeVppEnrolment(
  api: ApiClient,
  { subscription, action }: VppEnrolmentChange,
): Promise<VppSite> {
  const params = { path: { subscription } };
  return action === 'enrol'
    ? unwrap(api.PUT('/ui/v1/vpp/sites/{subscription}/enrolment', { params }))
    : unwrap(api.DELETE('/ui/v1/vpp/sites/{subscription}/enrolment', { params }));
}

/** On success every VPP read (rows, pool) and the activity log are refreshed. */
export const changeVppEnrolmentMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<VppSite, ApiError, VppEnrolmentChange>({
    mutationFn: (variables) => changeVppEnrolment(api, variables),
    onSuccess: () => refreshAfterWrite(queryClient, [vppKeysRoot(), activityKeysRoot()]),
  });

export function useChangeVppEnrolment() {
  return useWrite(changeVppEnrolmentMutationOptions(useApiClient(), useQueryClient()));
}
