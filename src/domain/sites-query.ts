import { clientOnlyGroups as moduleClientOnly, requestKey } from './lists/list-module.ts';
import { SITES_LIST_MODULE, type SiteFilterGroup, type SiteFilters } from './lists/sites-list.ts';
import type { Fleet } from './sites-row.ts';
import type { SitesServerQuery } from './sites-server-query.ts';

/*
 * The sites call's request as the sites data path uses it. The request itself is built by the sites list module
 * (lists/sites-list.ts), its cache key by the one key builder of every list (lists/list-module.ts `requestKey`).
 */

export { sitesServerQuery } from './lists/sites-list.ts';

/** The active groups the sites call cannot narrow: only the engine applies them (lists/list-module.ts). */
export function clientOnlyGroups(filters: Partial<SiteFilters>, fleets: readonly Fleet[]): SiteFilterGroup[] {
  return moduleClientOnly(SITES_LIST_MODULE, filters, { fleets });
}

/** The cache key of a sites request: built from the whole request (lists/list-module.ts `requestKey`). */
export function sitesQueryKey(query: SitesServerQuery): string {
  return requestKey(query);
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
