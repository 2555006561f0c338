import type { FilterState } from '../filters/filter-state.ts';
import { EVSE_FILTER_GROUPS } from './evse.filters.ts';
import type { EvseDerivedStatus } from './evse-status.ts';

/*
 * The faulted chargers as the lists' "N faulted" link and the fleet summary's Faulted card count and open them: the
 * Status filter with Faulted alone. Above a list, the link keeps the list's search and other filters (it counts the
 * faulted chargers among those in view, with the list's own call, and opens exactly them); the summary's card has no
 * list state, so it opens the fleet's list with Faulted only.
 */

const FAULTED: readonly EvseDerivedStatus[] = ['faulted'];

/** The filters with the Status group set to Faulted alone; every other group as it was. */
export function withFaultedOnly<F extends Partial<FilterState>>(
  filters: F,
): F & { evseStatus: typeof FAULTED } {
  return { ...filters, evseStatus: FAULTED };
}

/** A list URL's search with Faulted alone (`?evse_status=faulted`), in the lists' one URL dialect. */
export function faultedEvsesSearch(): string {
  const pairs = EVSE_FILTER_GROUPS.evseStatus.serialize(FAULTED).map(([name, value]) => [name, value]);
  return `?${new URLSearchParams(pairs).toString()}`;
}
