import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { toQueryState, type QueryState } from '../../../api/query-state.ts';
import type { components } from '../../../api/schema.gen.ts';
import { useApiClient } from '../../../api/use-api-client.ts';

export type Widget = components['schemas']['Widget'];

export const widgetKeysRoot = () => ['widgets'] as const;

/** The embeddable widget catalogue (proposed call GET /ui/v1/sales/widgets). */
export async function listWidgets(api: ApiClient): Promise<Widget[]> {
  const data = await unwrap(api.GET('/ui/v1/sales/widgets'));
  return data.items;
}

export const widgetsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: [...widgetKeysRoot(), 'list'], queryFn: () => listWidgets(api) });

export function useWidgets(): QueryState<Widget[]> {
  return toQueryState(useQuery(widgetsQueryOptions(useApiClient())));
}
