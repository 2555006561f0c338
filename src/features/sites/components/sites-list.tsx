import { CancelIcon } from '../../../components/icons/cancel.tsx';
import { FilterListIcon } from '../../../components/icons/filter-list.tsx';
import { SearchOffIcon } from '../../../components/icons/search-off.tsx';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import type { ExportPage } from '../../../components/csv-export-options.ts';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { filterChips } from '../../../domain/filter-table/chip-list.ts';
import { activeGroups, FILTER_GROUP_TABLE } from '../../../domain/filter-table/filter-groups.ts';
import { tsoOptions } from '../../../domain/filters/tso.ts';
import { noneLinkedToFleet } from '../../../domain/sites/fleets-str.ts';
import { formatCount as count } from '../../../domain/format/locale-format.ts';
import { normalizeSearchText } from '../../../domain/lists/search-text.ts';
import { pageRange, LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import type { SiteFilterGroup, SiteFilters } from '../../../domain/sites/sites.list.ts';
import { clientOnlyGroups } from '../../../domain/sites/sites-query.ts';
import type { Fleet, SiteListRow } from '../../../domain/sites/sites-row.ts';
import {
  nextSort,
  siteSortFromToken,
  siteSortToken,
  type SiteSortKey,
} from '../../../domain/sites/sites-sort.ts';
import type { ListUrl } from '../../../components/use-list-url.ts';
import { useSitesView } from '../hooks/use-sites-view.ts';
import type { SitesSource } from '../hooks/sites-source.ts';
import { LoadAllBanner } from './load-all-banner.tsx';
import { matchingSites, SITES_CSV_COLUMNS } from './sites-csv.ts';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SitesTable } from './sites-table.tsx';

export interface SitesListProps {
  source: SitesSource;
  list: ListUrl<SiteSortKey, SiteFilterGroup>;
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

// The filter panel (with the MUI X date pickers) is the heaviest part of the list: it loads when first opened, or
// when the pointer or focus reaches the Filters button, so the list itself stays within the route JS budget.
// The sites panel always shows its date section: the kit's lazy pickers are fetched alongside, not after it (a
// failure here is reported by the kit's own lazy load).
const loadSidebar = () => {
  import('../../../components/filter-date-range.tsx').catch(() => undefined);
  return import('./sites-filter-sidebar.tsx');
};
// A chunk that stalls ends in the load-failure page after 120 s (SPEC §9).
const SitesFilterSidebar = lazy(
  withLoadTimeout(() => loadSidebar().then((module) => ({ default: module.SitesFilterSidebar }))),
);
const preloadSidebar = () => {
  void loadSidebar();
};

const sites = (n: number) => `${count(n)} ${n === 1 ? 'site' : 'sites'}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/** 'the Health filter', 'the Site Attributes and Health filters'. */
const filterNames = (legends: readonly string[]) =>
  legends.length === 1
    ? `the ${legends[0]} filter`
    : `the ${legends.slice(0, -1).join(', ')} and ${legends[legends.length - 1]} filters`;

/**
 * A sites list: search, filter panel, chips, the "load every page" run, the table and its pages. While not every
 * page is loaded it shows server pages and applies search, filters and sort to the shown page; once every page is
 * loaded it applies them to every site and pages the result itself.
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
  const { state, dispatch, hrefFor } = list;
  const theme = useTheme();
  // The panel sits beside the table only where both fit; elsewhere it opens on demand.
  const wide = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen = panelChoice ?? wide;
  const panelId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);

  const view = useSitesView(source.rows, state.filters, state.text, state.sort, state.page, source.complete);
  const tsos = useMemo(() => tsoOptions(source.rows), [source.rows]);
  const fleetsDisabled = source.status === 'ready' && noneLinkedToFleet(source.rows);
  const chipCount = filterChips(state.filters).length;
  const searchText = normalizeSearchText(state.text);
  const narrowing = chipCount > 0 || searchText !== '';
  // The server narrows by the search and the groups it has a parameter for; the others apply to the loaded rows only.
  const clientOnly = useMemo(() => clientOnlyGroups(state.filters, fleets), [state.filters, fleets]);
  const serverNarrowed = searchText !== '' || activeGroups(state.filters).length > clientOnly.length;
  const pageOnly = clientOnly.length > 0;
  const pageOnlyNames = filterNames(clientOnly.map((group) => FILTER_GROUP_TABLE[group].legend));
  const loading = source.status === 'loading';
  const { countPages, countTotal, complete, loadAll } = source;
  const manyPages = (countPages ?? 0) > 1;

  // Stable handlers: the table and the filter panel are memoised and skip renders that change nothing for them
  // (every page arriving during "load all" re-renders the list).
  const sortToken = siteSortToken(state.sort);
  const onSort = useCallback(
    (key: SiteSortKey) =>
      dispatch({ type: 'setSort', sort: nextSort(siteSortFromToken(sortToken), key), keepPage: !complete }),
    [dispatch, sortToken, complete],
  );
  const onFiltersChange = useCallback(
    (filters: SiteFilters) => dispatch({ type: 'setFilters', filters }),
    [dispatch],
  );
  const onSearch = useCallback((text: string) => dispatch({ type: 'setText', text }), [dispatch]);
  const clearFilters = useCallback(() => dispatch({ type: 'reset' }), [dispatch]);

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
    (rows: readonly SiteListRow[]) => matchingSites(rows, filters, text, sort),
    [filters, text, sort],
  );

  // Paging keeps the URL's pathname, so the shell does not scroll; a new page should still start at its top row.
  const listRef = useRef<HTMLElement>(null);
  const shownPage = complete ? view.page : source.serverPage;
  const previousPage = useRef(shownPage);
  useEffect(() => {
    if (previousPage.current === shownPage) return;
    previousPage.current = shownPage;
    const list = listRef.current;
    if (list !== null && list.getBoundingClientRect().top < 0) list.scrollIntoView?.({ block: 'start' });
  }, [shownPage]);

  const summary = (() => {
    if (loading) return 'Loading sites…';
    if (source.status === 'error') return 'The sites could not be loaded.';
    if (complete) {
      const total = source.rows.length;
      return narrowing ? `${count(view.matching.length)} of ${sites(total)} match` : `${sites(total)}`;
    }
    const inAll = countTotal === null ? '' : ` · ${sites(countTotal)} ${serverNarrowed ? 'found' : 'in all'}`;
    const ofPages = countPages === null ? '' : ` of ${count(Math.max(1, countPages))}`;
    return pageOnly
      ? `${count(view.matching.length)} of the ${sites(source.rows.length)} on page ${count(source.serverPage)} match${inAll}`
      : `Page ${count(source.serverPage)}${ofPages}${inAll}`;
  })();

  const pagination = (() => {
    if (complete) {
      const { first, last } = pageRange(view.page, view.matching.length);
      return {
        page: view.page,
        pageCount: view.pageCount,
        description:
          view.matching.length === 0
            ? 'No sites'
            : `Sites ${count(first)}–${count(last)} of ${count(view.matching.length)}`,
      };
    }
    const first = (source.serverPage - 1) * LIST_PAGE_SIZE + 1;
    const last = first + source.rows.length - 1;
    return {
      page: source.serverPage,
      pageCount: Math.max(1, countPages ?? 1),
      description:
        source.rows.length === 0
          ? `Page ${count(source.serverPage)}`
          : `Sites ${count(first)}–${count(last)} of ${count(countTotal ?? last)} · page ${count(source.serverPage)} of ${count(Math.max(1, countPages ?? 1))}`,
    };
  })();

  const offer =
    !complete && manyPages && pageOnly
      ? {
          countTotal,
          reason: `${capitalise(pageOnlyNames)} ${clientOnly.length === 1 ? 'applies' : 'apply'} to the ${sites(source.rows.length)} of page ${count(source.serverPage)} only. Load every page to apply ${clientOnly.length === 1 ? 'it' : 'them'} to all ${countTotal === null ? '' : `${count(countTotal)} `}sites.`,
        }
      : null;
  const stoppedNote = complete
    ? `The list shows the ${sites(source.rows.length)} loaded so far.`
    : pageOnly
      ? `${capitalise(pageOnlyNames)} still ${clientOnly.length === 1 ? 'applies' : 'apply'} to page ${count(source.serverPage)} only.`
      : '';

  const body = (() => {
    if (source.status === 'error' && source.error !== null) {
      return (
        <Box sx={{ mb: 2 }}>
          <LoadErrorAlert
            title={`Could not load the sites of ${owner}`}
            error={source.error}
            onRetry={source.retry}
          />
        </Box>
      );
    }
    if (source.status === 'ready' && source.outOfRange) {
      return (
        <MessagePanel
          titleAs="h2"
          titleVariant="h6"
          icon={<SearchOffIcon color="action" fontSize="large" aria-hidden />}
          title={`There is no page ${count(source.serverPage)}`}
          actions={
            <Button variant="contained" component={RouterLink} to={hrefFor({ type: 'setPage', page: 1 })}>
              Go to page 1
            </Button>
          }
        >
          {`The sites of ${owner} end before page ${count(source.serverPage)}.`}
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
          icon={<SearchOffIcon color="action" fontSize="large" aria-hidden />}
          title="No Sites Found"
          actions={
            filtered ? (
              <Button variant="contained" onClick={clearFilters}>
                Clear search and filters
              </Button>
            ) : (
              emptyActions
            )
          }
        >
          {filtered
            ? `No site of ${owner} matches this search and these filters.`
            : `There are no sites for ${owner}.`}
        </MessagePanel>
      );
    }
    if (source.status === 'ready' && view.matching.length === 0) {
      return (
        <MessagePanel
          titleAs="h2"
          titleVariant="h6"
          icon={<SearchOffIcon color="action" fontSize="large" aria-hidden />}
          title={complete ? 'No Sites Found' : `No site on page ${count(source.serverPage)} matches`}
          actions={
            <Button variant="contained" onClick={clearFilters}>
              Clear search and filters
            </Button>
          }
        >
          {complete
            ? `None of the ${sites(source.rows.length)} matches the search and filters.`
            : `None of the ${sites(source.rows.length)} on page ${count(source.serverPage)} matches. Other pages may have matching sites.`}
        </MessagePanel>
      );
    }
    // While loading, the table keeps the size it will have (CLS): as many placeholder rows as the page will hold, and
    // the progress bar lies over the Paper's top edge instead of pushing the table down by its height.
    const expectedRows =
      countTotal === null
        ? LIST_PAGE_SIZE
        : Math.min(LIST_PAGE_SIZE, Math.max(1, countTotal - (source.serverPage - 1) * LIST_PAGE_SIZE));
    return (
      <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
        {loading ? (
          <LinearProgress
            aria-label="Loading sites"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
          />
        ) : null}
        <SitesTable
          rows={loading ? [] : view.visible}
          loading={loading}
          skeletonRows={expectedRows}
          sort={state.sort}
          onSort={onSort}
          rowHref={rowHref}
          label={`Sites of ${owner}`}
        />
        {loading ? null : (
          <ListPagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            hrefFor={(page) => hrefFor({ type: 'setPage', page })}
            description={pagination.description}
            label="Pages of sites"
          />
        )}
      </Paper>
    );
  })();

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <SearchField
          value={state.text}
          onSearch={onSearch}
          label="Search sites"
          placeholder="Gateway ID, user reference or subscription"
        />
        <Button
          ref={filtersButton}
          variant={panelOpen ? 'contained' : 'outlined'}
          startIcon={
            <Badge badgeContent={chipCount} color="secondary">
              <FilterListIcon aria-hidden />
            </Badge>
          }
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onPointerEnter={preloadSidebar}
          onFocus={preloadSidebar}
          onClick={() => setPanelChoice(!panelOpen)}
        >
          {panelOpen ? 'Hide filters' : 'Filters'}
        </Button>
        {!complete && manyPages && loadAll.status === 'idle' && offer === null ? (
          <Button variant="text" onClick={loadAll.start}>
            {`Load all ${countTotal === null ? '' : `${count(countTotal)} `}sites`}
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        <CsvExportButton
          name={`sites-${owner}`}
          columns={SITES_CSV_COLUMNS}
          fetchPage={fetchExportPage}
          select={selectExport}
          what="the sites"
          disabled={source.status !== 'ready'}
        />
        <UpdatedAgo what="the sites" data={source} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: panelOpen
            ? { xs: 'minmax(0, 1fr)', md: '300px minmax(0, 1fr)' }
            : 'minmax(0, 1fr)',
        }}
      >
        {panelOpen ? (
          <Box id={panelId}>
            <Suspense
              fallback={
                <Paper variant="outlined" sx={{ p: 2 }}>
                  <LinearProgress aria-label="Loading the filters" />
                </Paper>
              }
            >
              <SitesFilterSidebar
                value={state.filters}
                onChange={onFiltersChange}
                onReset={clearFilters}
                resetDisabled={!narrowing}
                showFleets={showFleetFilter}
                fleetOptions={fleets}
                fleetsDisabled={fleetsDisabled}
                tsoOptions={tsos}
              />
            </Suspense>
          </Box>
        ) : null}
        <Box component="section" aria-label="Sites" ref={listRef} sx={{ minWidth: 0, scrollMarginTop: 16 }}>
          {narrowing ? (
            <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
              {searchText !== '' ? (
                <Chip
                  label={`Search: “${searchText}”`}
                  aria-label={`Remove search ${searchText}`}
                  onClick={() => dispatch({ type: 'setText', text: '' })}
                  onDelete={() => dispatch({ type: 'setText', text: '' })}
                  deleteIcon={<CancelIcon aria-hidden />}
                  sx={{ height: 32, '& .MuiChip-deleteIcon': { width: 24, height: 24, fontSize: 24 } }}
                />
              ) : null}
              <FilterChips value={state.filters} onChange={onFiltersChange} triggerRef={filtersButton} />
              <Button size="small" onClick={clearFilters} sx={{ mb: 2, minHeight: 32 }}>
                Clear all
              </Button>
            </Stack>
          ) : null}
          <Typography
            role="status"
            variant="body2"
            color="text.secondary"
            sx={{ mb: 1 }}
            data-testid="sites-summary"
          >
            {summary}
          </Typography>
          <RateLimitWait retrying={source.retrying} />
          <LoadAllBanner loadAll={loadAll} offer={offer} stoppedNote={stoppedNote} />
          {body}
        </Box>
      </Box>
    </Box>
  );
}
