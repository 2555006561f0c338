import { SearchOffIcon } from '../../../components/icons/search-off.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import type { ExportPage } from '../../../components/csv-export-options.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListSearch } from '../../../components/list-screen/list-search.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { useListScreen, type ListScreenController } from '../../../components/list-screen/use-list-screen.ts';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { useNow } from '../../../components/use-now.ts';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { chipsOf } from '../../../domain/filters/chip-values.ts';
import type { FleetContext } from '../../../domain/sites/fleet-uuids.ts';
import {
  SITE_FILTER_GROUPS,
  SITES_LIST_MODULE,
  type SitesWireQuery,
  type SiteFilterGroup,
} from '../../../domain/sites/sites.list.ts';
import { isActiveValue } from '../../../domain/filters/filter-state.ts';
import { tsoOptions } from '../../../domain/filters/tso.ts';
import { noneLinkedToFleet } from '../../../domain/sites/fleets-str.ts';
import { formatCount as count } from '../../../domain/format/locale-format.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import { pageRange, LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import type { SiteFilters } from '../../../domain/sites/sites.list.ts';
import { clientOnlyGroups } from '../../../domain/sites/sites-query.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites/sites-row.ts';
import {
  nextSort,
  siteSortFromToken,
  siteSortToken,
  type SiteSortKey,
} from '../../../domain/sites/sites-sort.ts';
import { matchingSites, useSitesView } from '../hooks/use-sites-view.ts';
import type { SitesSource } from '../hooks/sites-source.ts';
import { LoadAllBanner } from './load-all-banner.tsx';
import { siteColumns, SITES_CSV_COLUMNS } from './sites-columns.tsx';
import { legendText } from '../../../components/filter-words.ts';
import { useDisplayPreferences, useT } from '../../../i18n/display-preferences.ts';
import { t } from '../../../i18n/i18n.ts';
import { ProgressLine } from '../../../components/progress-line.tsx';

const SITES_TABLE = SITES_LIST_MODULE.list.table;

export type SitesListScreen = ListScreenController<
  SiteFilterGroup,
  SiteSortKey,
  SitesWireQuery,
  FleetContext
>;

/** A sites list's state on the kit's list screen: the sites module, its fleets as the request's context. */
export function useSitesListScreen(fleets: readonly Fleet[]): SitesListScreen {
  const context = useMemo(() => ({ fleets }), [fleets]);
  return useListScreen(SITES_LIST_MODULE, { context });
}

export interface SitesListProps {
  source: SitesSource;
  /** The kit list screen's state: `useListScreen(SITES_LIST_MODULE, { context: { fleets } })`. */
  list: SitesListScreen;
  /** The fleets the fleet filter offers (and whose uuids the server query sends). */
  fleets: readonly Fleet[];
  /** False in a fleet's own list, where the fleet is preset. */
  showFleetFilter: boolean;
  rowHref: (row: SiteListRow) => string;
  /** Whose sites these are, for messages: 'HEMS provider sonnen', 'fleet Ruhr Flex'. */
  owner: string;
  /** Ways on when there are no sites at all. */
  emptyActions?: ReactNode;
}

// The filter panel is the heaviest part of the list: it loads when first opened, or when the pointer or focus
// reaches the Filters button, so the list itself stays within the route JS budget. Its date pickers load later
// still, when a date field is opened (the kit's LazyFilterDateRange).
const loadSidebar = () => import('./sites-filter-sidebar.tsx');
// A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
const SitesFilterSidebar = lazy(
  withLoadTimeout(() => loadSidebar().then((module) => ({ default: module.SitesFilterSidebar }))),
);
const preloadSidebar = () => {
  void loadSidebar();
};

const siteId = (row: SiteListRow) => row.subscription;
const sites = (n: number) => t('sites.count', { count: n, n: count(n) });
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'the Health filter', 'the Site Attributes and Health filters'. */
const filterNames = (legends: readonly string[]) =>
  t('sites.filterName', {
    count: legends.length,
    names:
      legends.length === 1
        ? legends[0]
        : t('sites.filterNameList', {
            first: legends.slice(0, -1).join(', '),
            last: legends[legends.length - 1],
          }),
  });

/**
 * A sites list on the kit's list screen: search, filter panel, chips, the "load every page" run, the table and its
 * pages. While not every page is loaded it shows server pages and applies search, filters and sort to the shown page;
 * once every page is loaded it applies them to every site and pages the result itself.
 */
export function SitesList({
  source,
  list,
  fleets,
  showFleetFilter,
  rowHref,
  owner,
  emptyActions,
}: SitesListProps) {
  const { state, dispatch } = list.url;
  const { reset: clearFilters, setFilters } = list;
  useT();

  // What the list shows (its rows, counts, summary and messages) follows the URL in a render of its own, after the
  // frame that shows the click on the control (the checkbox, the sort header, the chip): `applied` is the URL's state
  // that render has reached. The controls read `state`.
  const applied = useDeferredValue(state);
  const now = useNow();
  const view = useSitesView(
    source.rows,
    applied.filters,
    applied.text,
    applied.sort,
    applied.page,
    source.complete,
    now,
  );
  const tsos = useMemo(() => tsoOptions(source.rows), [source.rows]);
  const fleetsDisabled = source.status === 'ready' && noneLinkedToFleet(source.rows);
  const chipCount = chipsOf(SITES_TABLE, applied.filters).length;
  const searchText = normalizeSearchText(applied.text);
  const narrowing = chipCount > 0 || searchText !== '';
  const narrowingNow =
    chipsOf(SITES_TABLE, state.filters).length > 0 || normalizeSearchText(state.text) !== '';
  // The server narrows by the search and the groups it has a parameter for; the others apply to the loaded rows only.
  const clientOnly = useMemo(() => clientOnlyGroups(applied.filters, fleets), [applied.filters, fleets]);
  const serverNarrowed =
    searchText !== '' ||
    SITE_FILTER_GROUPS.filter((group) => isActiveValue(applied.filters[group])).length > clientOnly.length;
  const pageOnly = clientOnly.length > 0;
  const pageOnlyNames = filterNames(clientOnly.map((group) => legendText(group, SITES_TABLE[group].legend)));
  const loading = source.status === 'loading';
  const { countPages, countTotal, complete, loadAll } = source;
  const manyPages = (countPages ?? 0) > 1;

  // Stable handlers and columns: the filter panel is memoised and skips renders that change nothing for it (every
  // page arriving during "load all" re-renders the list).
  const sortToken = siteSortToken(state.sort);
  const onSort = useCallback(
    (key: SiteSortKey) =>
      dispatch({ type: 'setSort', sort: nextSort(siteSortFromToken(sortToken), key), keepPage: !complete }),
    [dispatch, sortToken, complete],
  );
  // The headers are in the language shown (siteColumns reads the catalogue), the cells' dates in the chosen format:
  // a switch of either makes them again.
  const { language, format } = useDisplayPreferences().preferences;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- language, format: read through t() and the formatters
  const columns = useMemo(() => siteColumns(rowHref, now), [rowHref, now, language, format]);
  const onFiltersChange = useCallback((filters: SiteFilters) => setFilters(filters), [setFilters]);

  // The export holds what the filters show on every page: the server's pages of the list's query (all rows at once
  // when every page is loaded), then the list's search, order and filters over all of them.
  const { exportPage, rows: sourceRows } = source;
  const fetchExportPage = useCallback(
    async (cursor: number | undefined, signal: AbortSignal): Promise<ExportPage<SiteListRow, number>> => {
      if (complete || exportPage === null)
        return { rows: sourceRows, next: undefined, total: sourceRows.length };
      const pageNumber = cursor ?? 1;
      const answer = await exportPage(pageNumber, signal);
      return {
        rows: answer.rows,
        next: pageNumber < answer.countPages ? pageNumber + 1 : undefined,
        total: answer.countTotal,
      };
    },
    [complete, exportPage, sourceRows],
  );
  const { filters, text, sort } = state;
  const selectExport = useCallback(
    (rows: readonly SiteListRow[]) => matchingSites(rows, filters, text, sort, Date.now()),
    [filters, text, sort],
  );

  // Paging keeps the URL's pathname, so the shell does not scroll; a new page should still start at its top row.
  const listRef = useRef<HTMLDivElement>(null);
  const shownPage = complete ? view.page : source.serverPage;
  const previousPage = useRef(shownPage);
  useEffect(() => {
    if (previousPage.current === shownPage) return;
    previousPage.current = shownPage;
    const list = listRef.current;
    if (list !== null && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  }, [shownPage]);

  const summary = (() => {
    if (loading) return t('sites.loading');
    if (source.status === 'error') return t('sites.failed');
    if (complete) {
      const total = source.rows.length;
      return narrowing
        ? t('sites.matchOfAll', { n: count(view.matching.length), sites: sites(total) })
        : `${sites(total)}`;
    }
    const inAll =
      countTotal === null
        ? ''
        : t(serverNarrowed ? 'sites.found' : 'sites.inAll', { sites: sites(countTotal) });
    const ofPages = countPages === null ? '' : t('sites.ofPages', { pages: count(Math.max(1, countPages)) });
    return pageOnly
      ? t('sites.matchOnPage', {
          n: count(view.matching.length),
          sites: sites(source.rows.length),
          page: count(source.serverPage),
          inAll,
        })
      : t('sites.pageOf', { page: count(source.serverPage), ofPages, inAll });
  })();

  const pagination = (() => {
    if (complete) {
      const { first, last } = pageRange(view.page, view.matching.length);
      return {
        page: view.page,
        pageCount: view.pageCount,
        description:
          view.matching.length === 0
            ? t('sites.none')
            : t('sites.range', {
                first: count(first),
                last: count(last),
                total: count(view.matching.length),
              }),
      };
    }
    const first = (source.serverPage - 1) * LIST_PAGE_SIZE + 1;
    const last = first + source.rows.length - 1;
    return {
      page: source.serverPage,
      pageCount: Math.max(1, countPages ?? 1),
      description:
        source.rows.length === 0
          ? t('sites.page', { page: count(source.serverPage) })
          : t('sites.rangeOnPage', {
              first: count(first),
              last: count(last),
              total: count(countTotal ?? last),
              page: count(source.serverPage),
              pages: count(Math.max(1, countPages ?? 1)),
            }),
    };
  })();

  const offer =
    !complete && manyPages && pageOnly
      ? {
          countTotal,
          reason: t('sites.offer', {
            names: capitalise(pageOnlyNames),
            count: clientOnly.length,
            sites: sites(source.rows.length),
            page: count(source.serverPage),
            total: countTotal === null ? '' : `${count(countTotal)} `,
          }),
        }
      : null;
  const stoppedNote = complete
    ? t('sites.stoppedComplete', { sites: sites(source.rows.length) })
    : pageOnly
      ? t('sites.stoppedPage', {
          names: capitalise(pageOnlyNames),
          count: clientOnly.length,
          page: count(source.serverPage),
        })
      : '';

  const messageIcon = <SearchOffIcon color="action" fontSize="large" aria-hidden />;
  const message = (() => {
    if (source.status === 'ready' && source.outOfRange) {
      return (
        <MessagePanel
          titleAs="h2"
          titleVariant="h6"
          icon={messageIcon}
          title={t('sites.noPage', { page: count(source.serverPage) })}
          actions={
            <Button variant="contained" component={RouterLink} to={list.pageHref(1)}>
              {t('sites.goFirstPage')}
            </Button>
          }
        >
          {t('sites.endBefore', { owner, page: count(source.serverPage) })}
        </MessagePanel>
      );
    }
    if (source.status === 'ready' && source.rows.length === 0 && (complete || source.serverPage === 1)) {
      // With server-side filters an empty first page means nothing matches; without, the owner has no sites.
      const filtered = narrowing && !complete;
      return (
        <MessagePanel
          titleAs="h2"
          titleVariant="h6"
          icon={messageIcon}
          title={t('sites.notFound')}
          actions={
            filtered ? (
              <Button variant="contained" onClick={clearFilters}>
                {t('sites.clearSearchAndFilters')}
              </Button>
            ) : (
              emptyActions
            )
          }
        >
          {filtered ? t('sites.noMatchOwner', { owner }) : t('sites.noneForOwner', { owner })}
        </MessagePanel>
      );
    }
    if (source.status === 'ready' && view.matching.length === 0) {
      return (
        <MessagePanel
          titleAs="h2"
          titleVariant="h6"
          icon={messageIcon}
          title={
            complete ? t('sites.notFound') : t('sites.noMatchOnPage', { page: count(source.serverPage) })
          }
          actions={
            <Button variant="contained" onClick={clearFilters}>
              {t('sites.clearSearchAndFilters')}
            </Button>
          }
        >
          {complete
            ? t('sites.noneOfAll', { sites: sites(source.rows.length) })
            : t('sites.noneOnPage', { sites: sites(source.rows.length), page: count(source.serverPage) })}
        </MessagePanel>
      );
    }
    return null;
  })();
  // While loading, the table keeps the size it will have (CLS): as many placeholder rows as the page will hold (the
  // dense table's progress bar lies over its top edge instead of pushing it down).
  const expectedRows =
    countTotal === null
      ? LIST_PAGE_SIZE
      : Math.min(LIST_PAGE_SIZE, Math.max(1, countTotal - (source.serverPage - 1) * LIST_PAGE_SIZE));
  const rows = loading ? undefined : view.visible;

  return (
    <ListScreen
      list={list}
      query={source}
      rows={rows}
      rowId={siteId}
      rowHref={rowHref}
      columns={columns}
      onSort={onSort}
      table={{
        label: t('sites.tableLabel', { owner }),
        loadingLabel: t('sites.loadingTable'),
        skeletonRows: expectedRows,
        dense: true,
      }}
      what={t('sites.what')}
      errorTitle={t('sites.loadError', { owner })}
      search={<ListSearch list={list} label={t('sites.search')} placeholder={t('sites.searchPlaceholder')} />}
      filters={{
        onPreload: preloadSidebar,
        panel: (
          <Suspense
            fallback={
              <Paper variant="outlined" sx={{ p: 2 }}>
                <ProgressLine aria-label={t('sites.loadingFilters')} />
              </Paper>
            }
          >
            <SitesFilterSidebar
              value={state.filters}
              onChange={onFiltersChange}
              onReset={clearFilters}
              resetDisabled={!narrowingNow}
              showFleets={showFleetFilter}
              fleetOptions={fleets}
              fleetsDisabled={fleetsDisabled}
              tsoOptions={tsos}
            />
          </Suspense>
        ),
      }}
      chips="with-search"
      csv={
        <CsvExportButton
          name={`sites-${owner}`}
          columns={SITES_CSV_COLUMNS}
          fetchPage={fetchExportPage}
          select={selectExport}
          what={t('sites.what')}
          disabled={source.status !== 'ready'}
        />
      }
      empty={{ icon: messageIcon, title: t('sites.notFound'), text: t('sites.noneForOwner', { owner }) }}
      pages={<ListPages list={list} label={t('sites.pages')} {...pagination} />}
      region={{ label: t('sites.region'), ref: listRef }}
      slots={{
        toolbarStart:
          !complete && manyPages && loadAll.status === 'idle' && offer === null ? (
            <Button variant="text" onClick={loadAll.start}>
              {t('sites.loadAll', { total: countTotal === null ? '' : `${count(countTotal)} ` })}
            </Button>
          ) : null,
        beforeBody: (
          <Box>
            <Typography role="status" variant="body2" color="text.secondary" data-testid="sites-summary">
              {summary}
            </Typography>
            <RateLimitWait retrying={source.retrying} />
            <LoadAllBanner loadAll={loadAll} offer={offer} stoppedNote={stoppedNote} />
          </Box>
        ),
        message,
      }}
    />
  );
}
