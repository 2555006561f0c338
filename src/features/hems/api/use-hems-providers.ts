import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { heldRequest } from '../../../app/held-request.ts';
import { renameData, useApiLoad, type ApiLoadAs } from '../../../app/use-api-load.ts';

export type HemsProvider = components['schemas']['HemsProvider'];

export type HemsProvidersState = ApiLoadAs<'providers', readonly HemsProvider[]>;

// One request per client shared by every screen that needs the providers (the list, titles, a fleet's sites).
const providers = heldRequest(
  (api) =>
    unwrap(api.GET('/ui/v1/hems-providers')).then((data) =>
      Array.isArray(data.providers) ? data.providers : [],
    ),
  5 * 60_000,
);

export const forgetHemsProviders = (): void => providers.forget();

/** The HEMS providers (proposed call GET /ui/v1/hems-providers) with their site and installation counts. */
export function useHemsProviders(): HemsProvidersState {
  return renameData(
    useApiLoad<readonly HemsProvider[]>('providers', providers.get, { onRetry: forgetHemsProviders }),
    'providers',
  );
}
