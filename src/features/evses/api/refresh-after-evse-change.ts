import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { evseKeysRoot, gatewayKeysRoot, siteDetailKeysRoot, sitesKeysRoot } from '../../../api/query-keys.ts';
import type { EvseDetail } from '../../../domain/evse/evse-types.ts';
import { evseQueryOptions } from './get-evse.ts';

/**
 * After a charger is added, changed or removed the charger screens, the lists, the gateways' devices and the sites
 * (their `hasEvse`) read again; the charger's own entry takes the answer at once. A removed charger's entry is left
 * alone, so the screen being left does not fetch it again and flash a "not found".
 */
export async function refreshAfterEvseChange(
  api: ApiClient,
  queryClient: QueryClient,
  change: { saved: EvseDetail } | { removed: string },
): Promise<void> {
  if ('saved' in change) {
    queryClient.setQueryData(evseQueryOptions(api, change.saved.evse.evseUuid).queryKey, change.saved);
  }
  const kept = 'removed' in change ? hashKey(evseQueryOptions(api, change.removed).queryKey) : undefined;
  await Promise.all(
    [evseKeysRoot(), gatewayKeysRoot(), sitesKeysRoot(), siteDetailKeysRoot()].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== kept }),
    ),
  );
}
