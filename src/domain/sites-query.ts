import {
  activeGroups,
  FILTER_GROUP_TABLE,
  FILTER_GROUPS,
  type FilterGroupSpec,
} from './filters/filter-groups.ts';
import type { FilterGroup } from './filters/filter-state.ts';
import type { FilterState } from './filters/filter-state.ts';
import type { Fleet } from './sites-row.ts';
import { normalizeSearchText } from './lists/search-text.ts';
import type { SitesServerQuery } from './sites-server-query.ts';

/**
 * The server query for a filter state and search text (DESIGN §3), from the filter-group table's server column:
 * activation and current status as chosen, the created dates as `yyyy-MM-dd`, fleets as uuids. Groups the sites
 * call has no parameter for (attributes, readiness, TSO, health) are applied by the client only.
 */
export function sitesServerQuery(
  filters: Partial<FilterState>,
  text: string,
  fleets: readonly Fleet[],
): SitesServerQuery {
  const query: SitesServerQuery = {};
  const search = normalizeSearchText(text);
  if (search !== '') query.text = search;
  for (const group of FILTER_GROUPS) {
    const value = filters[group];
    const server = (FILTER_GROUP_TABLE[group] as FilterGroupSpec<typeof group>).server;
    if (value !== undefined && server !== null)
      Object.assign(query, server.query(value as never, { fleets }));
  }
  return query;
}

/**
 * The active groups the sites call cannot narrow (no server column, or a value the wire cannot say: a date on
 * another field than `created`, a fleet name no listed fleet has): only the engine applies them, so while not every
 * page is loaded they apply to the shown page only.
 */
export function clientOnlyGroups(filters: Partial<FilterState>, fleets: readonly Fleet[]): FilterGroup[] {
  return activeGroups(filters).filter((group) => {
    const server = (FILTER_GROUP_TABLE[group] as FilterGroupSpec<typeof group>).server;
    return server === null || Object.keys(server.query(filters[group] as never, { fleets })).length === 0;
  });
}

/**
 * A stable text for a query, built from the whole request: every parameter it carries, in key order, so equal
 * queries give equal keys whatever their key order, and two requests that differ in any parameter — a new one
 * included — never share a key (#30: a key that listed its parameters by hand dropped any it did not list). An absent
 * parameter, an empty text and an empty list say the same (no narrowing) and give the same key.
 */
export function sitesQueryKey(query: SitesServerQuery): string {
  const sent = Object.entries(query as Record<string, unknown>)
    .filter(
      ([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(sent);
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
