import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot, profileKeysRoot, staffKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { StaffChange } from '../../../domain/staff/staff-rules.ts';
import type { StaffUser } from './list-staff-users.ts';

export interface StaffUserChange {
  readonly userId: string;
  readonly change: StaffChange;
}

/**
 * The four changes of a person: assign or remove a role (PUT/DELETE …/roles/{role}), deactivate
 * or reactivate (PUT/DELETE …/deactivation). Each answers the person as changed.
 */
export async function changeStaffUser(
  api: ApiClient,
  { userId, change }: StaffUserChange,
): Promise<StaffUser> {
  switch (change.type) {
    case 'assignRole':
      return unwrap(
        api.PUT('/ui/v1/staff-users/{userId}/roles/{role}', {
          params: { path: { userId, role: change.role } },
        }),
      );
    case 'removeRole':
      return unwrap(
        api.DELETE('/ui/v1/staff-users/{userId}/roles/{role}', {
          params: { path: { userId, role: change.role } },
        }),
      );
    case 'deactivate':
      return unwrap(api.PUT('/ui/v1/staff-users/{userId}/deactivation', { params: { path: { userId } } }));
    case 'reactivate':
      return unwrap(api.DELETE('/ui/v1/staff-users/{userId}/deactivation', { params: { path: { userId } } }));
  }
}

/** On success every staff read, the activity log and the own profile are refreshed (an audited write). */
export const changeStaffUserMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<StaffUser, ApiError, StaffUserChange>({
    mutationFn: (variables) => changeStaffUser(api, variables),
    onSuccess: () =>
      refreshAfterWrite(queryClient, [
        staffKeysRoot(),
        activityKeysRoot(),
        // The person changed may be the one signed in: their permissions follow at once.
        profileKeysRoot(),
      ]),
  });

export function useChangeStaffUser() {
  return useWrite(changeStaffUserMutationOptions(useApiClient(), useQueryClient()));
}
