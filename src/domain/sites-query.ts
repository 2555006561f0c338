import type { operations } from '../api/schema.gen.ts';
import type { FilterState } from './filters/filter-state.ts';
import type { Fleet } from './sites-row.ts';
import { normalizeSearchText } from './sites-search.ts';

type ListSitesQuery = NonNullable<operations['listSites']['parameters']['query']>;

/** The SPEC §7 query parameters of the sites call other than `page`: the server half of the filters. */
export type SitesServerQuery = Omit<ListSitesQuery, 'page'>;

/**
 * The fleet uuids to send for the chosen fleet names, or null when the choice cannot be expressed in uuids (a name
 * no listed fleet has). The engine matches a name anywhere in `fleetsStr`, so every fleet whose name contains a
 * chosen name is sent: the server may then answer more rows than the engine keeps, never fewer.
 */
export function serverFleetUuids(names: readonly string[], fleets: readonly Fleet[]): string[] | null {
  const uuids = new Set<string>();
  for (const name of names) {
    const matching = fleets.filter((fleet) => fleet.name.includes(name));
    if (matching.length === 0) return null;
    for (const fleet of matching) uuids.add(fleet.uuid);
  }
  return [...uuids].sort();
}

/**
 * The server query for a filter state and search text (DESIGN §3): activation and current status as chosen, the
 * created dates as `yyyy-MM-dd` (one date means that day, so it is sent as both ends), fleets as uuids. Groups the
 * sites call has no parameter for (attributes, readiness, TSO, health) are applied by the client only.
 */
export function sitesServerQuery(
  filters: Partial<FilterState>,
  text: string,
  fleets: readonly Fleet[],
): SitesServerQuery {
  const query: SitesServerQuery = {};
  const search = normalizeSearchText(text);
  if (search !== '') query.text = search;
  if (filters.activation && filters.activation.length > 0)
    query.activation_status = [...filters.activation].sort();
  if (filters.currentStatus && filters.currentStatus.length > 0)
    query.current_status = [...filters.currentStatus].sort();
  const start = filters.dates?.start ?? null;
  const end = filters.dates?.end ?? null;
  const first = start ?? end;
  const last = end ?? start;
  // The sites call filters `created` only (creation_start_date/creation_end_date); other date fields are the client's.
  if (first !== null && last !== null && filters.dates?.field === undefined) {
    query.creation_start_date = first;
    query.creation_end_date = last;
  }
  if (filters.fleets && filters.fleets.length > 0) {
    const uuids = serverFleetUuids(filters.fleets, fleets);
    if (uuids !== null) query.fleets = uuids;
  }
  return query;
}

/** A stable text for a query: equal queries give equal keys whatever their key order. */
export function sitesQueryKey(query: SitesServerQuery): string {
  return JSON.stringify([
    query.text ?? '',
    query.activation_status ?? [],
    query.current_status ?? [],
    query.creation_start_date ?? '',
    query.creation_end_date ?? '',
    query.fleets ?? [],
  ]);
}

function listWithin(next: readonly string[] | undefined, base: readonly string[] | undefined): boolean {
  if (base === undefined || base.length === 0) return true;
  if (next === undefined || next.length === 0) return false;
  return next.every((value) => base.includes(value));
}

/**
 * True when every site `next` can match is also matched by `base`, so once all of base's pages are loaded the
 * client alone can answer `next` (the engine applies every group anyway). Lists narrow by subset (OR within a
 * group), dates by an enclosed range; the search text only when unchanged, since the server's text matching is its
 * own business.
 */
export function isNarrowerOrEqual(next: SitesServerQuery, base: SitesServerQuery): boolean {
  if ((base.text ?? '') !== '' && next.text !== base.text) return false;
  if (!listWithin(next.activation_status, base.activation_status)) return false;
  if (!listWithin(next.current_status, base.current_status)) return false;
  if (!listWithin(next.fleets, base.fleets)) return false;
  if (base.creation_start_date !== undefined || base.creation_end_date !== undefined) {
    const baseStart = base.creation_start_date ?? base.creation_end_date ?? '';
    const baseEnd = base.creation_end_date ?? base.creation_start_date ?? '';
    const nextStart = next.creation_start_date ?? next.creation_end_date;
    const nextEnd = next.creation_end_date ?? next.creation_start_date;
    // yyyy-MM-dd compares as text in date order.
    if (nextStart === undefined || nextEnd === undefined) return false;
    if (nextStart < baseStart || nextEnd > baseEnd) return false;
  }
  return true;
}
