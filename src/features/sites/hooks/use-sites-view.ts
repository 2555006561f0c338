import { useMemo } from 'react';
import { filterRows } from '../../../domain/filters/row-filter.ts';
import type { RowTestContext } from '../../../domain/filters/row-tests.ts';
import { SITES_LIST_MODULE, type SiteFilters } from '../../../domain/sites/sites.list.ts';
import { clampPage, pageCountOf, pageSlice } from '../../../domain/lists/paging.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { searchSites } from '../../../domain/sites/sites-search.ts';
import type { SiteSort } from '../../../domain/sites/sites-sort.ts';
import { siteSortFromToken, siteSortToken, sortSites } from '../../../domain/sites/sites-sort.ts';

export interface SitesView {
  /** Every row that passes the search and every active filter group, in the chosen order. */
  readonly matching: readonly SiteListRow[];
  /** The rows of the shown page (at most one page: the DOM never holds more). */
  readonly visible: readonly SiteListRow[];
  readonly page: number;
  readonly pageCount: number;
}

/** The engine's clock for a filter state: `now` only while a group relative to it (went offline …) is active. */
function clockFor(filters: SiteFilters, now: number): number | null {
  return (filters.offline?.length ?? 0) > 0 ? now : null;
}

const contextOf = (clock: number | null): RowTestContext | undefined =>
  clock === null ? undefined : { now: clock };

/** What the list shows of `rows`, every page at once: the search, the order, then every filter group, seen at `now`. */
export function matchingSites(
  rows: readonly SiteListRow[],
  filters: SiteFilters,
  text: string,
  sort: SiteSort | null,
  now: number,
): readonly SiteListRow[] {
  return filterRows(
    SITES_LIST_MODULE.list.table,
    sortSites(searchSites(rows, text), sort),
    filters,
    contextOf(clockFor(filters, now)),
  );
}

/**
 * Search, sort, filter and page the loaded rows (matchingSites, step by step). Each step is memoised on its own inputs, so a filter change
 * re-runs only the engine and the slice, never the sort of 10k rows.
 */
export function useSitesView(
  rows: readonly SiteListRow[],
  filters: SiteFilters,
  text: string,
  sort: SiteSort | null,
  page: number,
  /** Page the result on the client (every page loaded) rather than show it as one server page. */
  paged: boolean,
  /** The clock the groups relative to it read (ms since epoch); the engine re-runs on it only while one is active. */
  now: number,
): SitesView {
  const searched = useMemo(() => searchSites(rows, text), [rows, text]);
  const sortToken = siteSortToken(sort);
  const sorted = useMemo(() => sortSites(searched, siteSortFromToken(sortToken)), [searched, sortToken]);
  // The list state is parsed once per URL change (components/use-list-url.ts): the same filters, the same object.
  const clock = clockFor(filters, now);
  const matching = useMemo(
    () => filterRows(SITES_LIST_MODULE.list.table, sorted, filters, contextOf(clock)),
    [sorted, filters, clock],
  );
  return useMemo(() => {
    if (!paged) return { matching, visible: matching, page, pageCount: 1 };
    const pageCount = pageCountOf(matching.length);
    const shown = clampPage(page, pageCount);
    return { matching, visible: pageSlice(matching, shown), page: shown, pageCount };
  }, [matching, page, paged]);
}
