import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import type { InstallationGateways } from '../../../domain/gateways/gateway-types.ts';
import { gatewayKeysRoot } from '../../../api/query-keys.ts';

/** An installation's gateways with their devices (GET /ui/v1/installations/{installationUuid}/gateways). */
export async function listInstallationGateways(
  api: ApiClient,
  installationUuid: string,
): Promise<InstallationGateways> {
  return unwrap(
    api.GET('/ui/v1/installations/{installationUuid}/gateways', { params: { path: { installationUuid } } }),
  );
}

export const installationGatewaysQueryOptions = (api: ApiClient, installationUuid: string) =>
  queryOptions({
    queryKey: [...gatewayKeysRoot(), 'installation', installationUuid],
    queryFn: () => listInstallationGateways(api, installationUuid),
  });

export function useInstallationGateways(installationUuid: string): QueryState<InstallationGateways> {
  return toQueryState(useQuery(installationGatewaysQueryOptions(useApiClient(), installationUuid)));
}
