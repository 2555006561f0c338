import { unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.gen.ts';
import { heldRequest } from '../../../app/held-request.ts';
import { renameData, useApiLoad, type ApiLoadAs } from '../../../app/use-api-load.ts';

export type Fleet = components['schemas']['Fleet'];

export type FleetsState = ApiLoadAs<'fleets', readonly Fleet[]>;

// Every sites list needs the fleets (filter options, uuids for the server query): one request serves them all.
const fleets = heldRequest(
  (api) =>
    unwrap(api.GET('/ui/v1/sites/fleets')).then((data) => (Array.isArray(data.fleets) ? data.fleets : [])),
  5 * 60_000,
);

export const forgetFleets = (): void => fleets.forget();

/** Every fleet (GET /ui/v1/sites/fleets). */
export function useFleets(): FleetsState {
  return renameData(useApiLoad<readonly Fleet[]>('fleets', fleets.get, { onRetry: forgetFleets }), 'fleets');
}
