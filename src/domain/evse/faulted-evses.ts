import { INITIAL_LIST_STATE } from '../lists/list-state.ts';
import { EVSE_FILTER_GROUPS } from './evse.filters.ts';
import type { EvseDerivedStatus } from './evse-status.ts';
import { evsesServerQuery, type EvseServerQuery } from './evses.list.ts';

/*
 * The faulted chargers of a list's scope, as the lists' "N faulted" link counts and opens them: the Status filter with
 * Faulted alone (no search, no other group), so the count is the list's own answer to that link (its countTotal), and
 * a list opened through the link shares the count's request and cache entry.
 */

const FAULTED: readonly EvseDerivedStatus[] = ['faulted'];

/** The chargers call's request of the faulted chargers, of every charger or of one fleet's (`fleet`). */
export function faultedEvsesQuery(fleet?: string): EvseServerQuery {
  return evsesServerQuery(
    { ...INITIAL_LIST_STATE, filters: { ...INITIAL_LIST_STATE.filters, evseStatus: FAULTED } },
    fleet,
  );
}

/** The list URL's search of the same filter (`?evse_status=faulted`), in the lists' one URL dialect. */
export function faultedEvsesSearch(): string {
  return `?${new URLSearchParams(EVSE_FILTER_GROUPS.evseStatus.serialize(FAULTED).map(([k, v]) => [k, v])).toString()}`;
}
