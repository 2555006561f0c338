import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { filterRows } from '../../../domain/filters/row-filter.ts';
import type { SitesIndex } from '../../../domain/sites/sites-index.ts';
import type { RowTestContext } from '../../../domain/filters/row-tests.ts';
import { SITES_LIST_MODULE, type SiteFilters } from '../../../domain/sites/sites.list.ts';
import { clampPage, pageCountOf, pageSlice } from '../../../domain/lists/paging.ts';
import type { SiteListRow } from '../../../domain/sites/sites-row.ts';
import { searchSites } from '../../../domain/sites/sites-search.ts';
import type { SiteSort } from '../../../domain/sites/sites-sort.ts';
import { siteSortFromToken, siteSortToken, sortSites } from '../../../domain/sites/sites-sort.ts';
import { sitesIndexJob } from './sites-index-job.ts';

/**
 * From this many rows a complete collection is searched, sorted and filtered through its indexes (built in slices
 * after it arrived), below it by the engine at once: a page or the default world costs a few milliseconds either
 * way, and its first sort needs no index to be built.
 */
export const INDEXED_FROM = 2_000;

export interface SitesView {
  /** Every row that passes the search and every active filter group, in the chosen order. */
  readonly matching: readonly SiteListRow[];
  /**
   * The order asked for is not shown yet: its index is still being built (in slices of the main thread), and the
   * rows keep the order shown before until it is there.
   */
  readonly sorting: boolean;
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

/** What `matchingSites` answers, from the indexes of the rows (the same rows in the same order). */
export function matchingSitesIndexed(
  index: SitesIndex,
  filters: SiteFilters,
  text: string,
  sort: SiteSort | null,
  now: number,
): readonly SiteListRow[] {
  return index.query(filters, text, sort, contextOf(clockFor(filters, now)));
}

const noSubscription = () => () => undefined;

/**
 * Search, sort, filter and page the loaded rows: what matchingSites answers. A complete collection of INDEXED_FROM
 * rows or more answers from its indexes (sites-index-job.ts), so no interaction sorts or filters every row; a smaller
 * one runs the engine step by step.
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
  /** From how many rows a complete collection goes through the indexes. */
  indexedFrom: number = INDEXED_FROM,
): SitesView {
  const indexed = paged && rows.length >= indexedFrom;
  const job = useMemo(() => (indexed ? sitesIndexJob(rows) : null), [indexed, rows]);
  const sortToken = siteSortToken(sort);
  const clock = clockFor(filters, now);

  // The engine, step by step, each step memoised on its own inputs (a filter change re-runs only the engine and the
  // slice, never the sort); nothing of it runs while the indexes answer.
  const searched = useMemo(() => (indexed ? rows : searchSites(rows, text)), [indexed, rows, text]);
  const sorted = useMemo(
    () => (indexed ? searched : sortSites(searched, siteSortFromToken(sortToken))),
    [indexed, searched, sortToken],
  );
  // The list state is parsed once per URL change (components/use-list-url.ts): the same filters, the same object.
  const filtered = useMemo(
    () => (indexed ? sorted : filterRows(SITES_LIST_MODULE.list.table, sorted, filters, contextOf(clock))),
    [indexed, sorted, filters, clock],
  );

  // The indexes: an order whose ranks are still being built is shown once they are (the job says so), the order
  // shown before until then.
  const asked = siteSortFromToken(sortToken);
  const askedReady = useSyncExternalStore(
    job?.subscribe ?? noSubscription,
    () => job === null || job.index.canSort(asked),
    () => true,
  );
  // The order last shown by this job (its ranks are there): kept while the asked one is built.
  const [shown, setShown] = useState({ job, token: sortToken });
  if (askedReady && (shown.job !== job || shown.token !== sortToken)) setShown({ job, token: sortToken });
  const effectiveToken = askedReady ? sortToken : shown.job === job ? shown.token : '';
  const askedKey = asked?.key ?? null;
  useEffect(() => {
    if (!askedReady && job !== null && askedKey !== null) job.prioritise(askedKey);
  }, [askedReady, job, askedKey]);
  const matching = useMemo(
    () =>
      job === null
        ? filtered
        : job.index.query(filters, text, siteSortFromToken(effectiveToken), contextOf(clock)),
    [job, filtered, filters, text, effectiveToken, clock],
  );
  const sorting = effectiveToken !== sortToken;
  return useMemo(() => {
    if (!paged) return { matching, visible: matching, page, pageCount: 1, sorting };
    const pageCount = pageCountOf(matching.length);
    const shown = clampPage(page, pageCount);
    return { matching, visible: pageSlice(matching, shown), page: shown, pageCount, sorting };
  }, [matching, page, paged, sorting]);
}
