import { clientOnlyGroups as moduleClientOnly, narrowerOrEqual, requestKey } from '../lists/list-module.ts';
import { SITES_LIST_MODULE, type SiteFilterGroup, type SiteFilters } from './sites.list.ts';
import type { Fleet } from './sites-row.ts';
import type { SitesServerQuery } from './sites.list.ts';

/*
 * The sites call's request as the sites data path uses it. The request itself is built by the sites list module
 * (lists/sites-list.ts), its cache key by the one key builder of every list (lists/list-module.ts `requestKey`).
 */

export { sitesServerQuery } from './sites.list.ts';

/** The active groups the sites call cannot narrow: only the engine applies them (lists/list-module.ts). */
export function clientOnlyGroups(filters: Partial<SiteFilters>, fleets: readonly Fleet[]): SiteFilterGroup[] {
  return moduleClientOnly(SITES_LIST_MODULE, filters, { fleets });
}

/** The cache key of a sites request: built from the whole request (lists/list-module.ts `requestKey`). */
export function sitesQueryKey(query: SitesServerQuery): string {
  return requestKey(query);
}

/**
 * True when every site `next` can match is also matched by `base`, so once all of base's pages are loaded the
 * client alone can answer `next`: derived from the sites module's parameter declaration (lists/list-module.ts
 * `narrowerOrEqual`), so a new parameter cannot be forgotten.
 */
export function isNarrowerOrEqual(next: SitesServerQuery, base: SitesServerQuery): boolean {
  return narrowerOrEqual(SITES_LIST_MODULE, next, base);
}
