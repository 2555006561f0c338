import type { CsvColumn } from '../../../components/csv-export-options.ts';
import { applyFilters } from '../../../domain/filter-table/apply-filters.ts';
import type { SiteFilters } from '../../../domain/sites/sites.list.ts';
import { siteStatusLabel } from '../../../domain/sites/sites-display.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { searchSites } from '../../../domain/sites/sites-search.ts';
import { sortSites, type SiteSort } from '../../../domain/sites/sites-sort.ts';

/** The sites export: the table's columns by their names, instants as ISO 8601 so spreadsheets sort them. */
export const SITES_CSV_COLUMNS: readonly CsvColumn<SiteListRow>[] = [
  { header: 'User reference', cell: (row) => row.userReference },
  { header: 'Gateway ID', cell: (row) => row.gatewayId },
  { header: 'Status', cell: (row) => siteStatusLabel(row.status) },
  { header: 'Online', cell: (row) => (row.online ? 'Online' : 'Offline') },
  { header: 'Last seen', cell: (row) => row.timestamp },
  { header: 'Activated', cell: (row) => row.activationDate },
  { header: 'Created', cell: (row) => row.created },
  { header: 'Fleets', cell: (row) => row.fleetsStr },
  { header: 'Subscription', cell: (row) => row.subscription },
];

/** What the list shows of `rows`, every page at once: the search, the order, then every filter group (as useSitesView). */
export function matchingSites(
  rows: readonly SiteListRow[],
  filters: SiteFilters,
  text: string,
  sort: SiteSort | null,
): readonly SiteListRow[] {
  return applyFilters(sortSites(searchSites(rows, text), sort), filters);
}
