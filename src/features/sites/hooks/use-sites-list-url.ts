import { useListUrl, type ListUrl } from '../../../components/use-list-url.ts';
import type { SiteFilterGroup } from '../../../domain/sites/sites.list.ts';
import { SITES_LIST } from '../../../domain/sites/sites-list-url.ts';
import type { SiteSortKey } from '../../../domain/sites/sites-sort.ts';

export type SitesListUrl = ListUrl<SiteSortKey, SiteFilterGroup>;

/** A sites list's state in the URL: the one list controller with the sites list's groups and sort keys. */
export function useSitesListUrl(): SitesListUrl {
  return useListUrl(SITES_LIST);
}
