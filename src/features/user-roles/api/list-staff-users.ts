import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { staffKeysRoot } from '../../../api/query-keys.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { listKey } from '../../../domain/lists/list-module.ts';
import { STAFF_USERS_LIST_MODULE, type StaffUsersQuery } from '../../../domain/staff/staff-users.list.ts';

export type StaffUser = components['schemas']['StaffUser'];
export type StaffUsersResponse = components['schemas']['StaffUsersResponse'];

export type { StaffUsersQuery };

/** One page of staff users, searched by the server (proposed call GET /ui/v1/staff-users). */
export async function listStaffUsers(api: ApiClient, query: StaffUsersQuery): Promise<StaffUsersResponse> {
  const data = await unwrap(api.GET('/ui/v1/staff-users', { params: { query } }));
  return data;
}

export const staffUsersQueryOptions = (api: ApiClient, query: StaffUsersQuery) =>
  queryOptions({
    queryKey: [...staffKeysRoot(), ...listKey(STAFF_USERS_LIST_MODULE, query)],
    queryFn: () => listStaffUsers(api, query),
  });

export function useStaffUsers(query: StaffUsersQuery): QueryState<StaffUsersResponse> {
  return toQueryState(
    useQuery({ ...staffUsersQueryOptions(useApiClient(), query), placeholderData: keepPreviousData }),
  );
}
