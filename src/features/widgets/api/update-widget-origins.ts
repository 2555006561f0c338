import { mutationOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWrite } from '../../../components/use-write.ts';
import type { ApiError } from '../../../api/api-error.ts';
import type { ApiClient } from '../../../api/client.ts';
import { unwrap } from '../../../api/client.ts';
import { activityKeysRoot } from '../../../api/query-keys.ts';
import { refreshAfterWrite } from '../../../api/refresh-after-write.ts';
import { useApiClient } from '../../../api/use-api-client.ts';
import { widgetKeysRoot, type Widget } from './list-widgets.ts';

export interface WidgetOriginsChange {
  readonly widgetKey: string;
  readonly origins: readonly string[];
}

/** Replace a widget's embed origins (PUT …/origins); answers the widget with its origins normalised. */
export async function updateWidgetOrigins(
  api: ApiClient,
  { widgetKey, origins }: WidgetOriginsChange,
): Promise<Widget> {
  return unwrap(
    api.PUT('/ui/v1/sales/widgets/{widgetKey}/origins', {
      params: { path: { widgetKey } },
      body: { origins: [...origins] },
    }),
  );
}

/** On success the catalogue and the activity log are refreshed. */
export const updateWidgetOriginsMutationOptions = (api: ApiClient, queryClient: QueryClient) =>
  mutationOptions<Widget, ApiError, WidgetOriginsChange>({
    mutationFn: (variables) => updateWidgetOrigins(api, variables),
    onSuccess: () => refreshAfterWrite(queryClient, [widgetKeysRoot(), activityKeysRoot()]),
  });

export function useUpdateWidgetOrigins() {
  return useWrite(updateWidgetOriginsMutationOptions(useApiClient(), useQueryClient()));
}
