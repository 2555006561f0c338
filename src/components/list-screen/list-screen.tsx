import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { ApiError } from '../../api/api-error.ts';
import type { ChipLabelOptions } from '../../domain/filters/group-kinds.ts';
import type { FilterGroup } from '../../domain/filters/filter-state.ts';
import { LoadErrorAlert } from '../load-error-alert.tsx';
import { MessagePanel } from '../message-panel.tsx';
import { UpdatedAgo, type Refreshable } from '../updated-ago.tsx';
import { withLoadTimeout } from '../with-load-timeout.ts';
import type { ListChips as EagerListChips } from './list-chips.tsx';
import type { ListTable as EagerListTable } from './list-table.tsx';
import { headerOf, shownColumns, type ListColumn } from './list-column.ts';
import { ListFiltersButton } from './list-filters-button.tsx';
import type { ListScreenController } from './use-list-screen.ts';
import { useT } from '../../i18n/display-preferences.ts';

// The chips (and the Chip they draw) load only on the screens that show them, and only once a filter (or, with the
// search chip, a search) narrows the list: the lists with their own filters have none, and route JS counts every
// kilobyte.
// (lazy drops the component's type parameters: it is the same component.)
const ListChips = lazy(
  withLoadTimeout(() => import('./list-chips.tsx').then((module) => ({ default: module.ListChips }))),
) as unknown as typeof EagerListChips;

// The table (MUI's table parts, its progress bar, the sort labels) loads only where the screen draws none of its own
// (`slots.table`); it loads beside the list's first request, so the rows wait for the slower of the two.
const ListTable = lazy(
  withLoadTimeout(() => import('./list-table.tsx').then((module) => ({ default: module.ListTable }))),
) as unknown as typeof EagerListTable;

/** What the screen shows of its query: loading (no rows yet), its failure, or its rows. */
export interface ListScreenQuery extends Refreshable {
  readonly status: string;
  readonly error: ApiError | null;
  readonly retry: () => void;
}

export interface ListScreenProps<R, G extends FilterGroup, K extends string, Q, C> {
  /** The headless half: `useListScreen(module, …)`. */
  list: ListScreenController<G, K, Q, C>;
  query: ListScreenQuery;
  /** The answer's rows; undefined while loading (the table then shows placeholder rows). */
  rows: readonly R[] | undefined;
  /** A row's stable id (selection and live updates will key on it). */
  rowId: (row: R) => string;
  columns: readonly ListColumn<R, K>[];
  /**
   * The table's accessible name, its loading bar's name and its placeholder rows; `dense` for a long list (small
   * rows, plain placeholders: DataTable).
   */
  table: { label: string; loadingLabel: string; skeletonRows?: number; rowTestId?: string; dense?: boolean };
  /** What the refresh button names ("the chargers"). */
  what: string;
  errorTitle: string;
  /** The list's search: `<ListSearch list={list} …/>` (a part the screen imports, so a list without one ships none). */
  search?: ReactNode;
  /**
   * The filter panel (its sections in a ListFilterFrame, or a panel of the screen's own): opened by the Filters
   * button, beside the table from md up so the first rows stay above the fold. Open at first where the table still
   * fits beside it (xl), or when `initiallyOpen` from md up (closed on a phone, where it would push the rows down).
   */
  filters?: { panel: ReactNode; initiallyOpen?: boolean; onPreload?: () => void };
  /**
   * Removable chips of the active filter groups above the table; `'with-search'` adds the search text's chip and a
   * Clear all.
   */
  chips?: boolean | 'with-search';
  /** The chips' labels where a screen names a value its own way (a problem code's short name). */
  chipLabels?: ChipLabelOptions;
  /** The CSV export of every page the filters show: `<CsvExportButton …/>` (imported by the screens that export). */
  csv?: ReactNode;
  empty: {
    icon: ReactNode;
    title: string;
    text: string;
    /** The clear button's label while something narrows the list. */
    clearLabel?: string;
  };
  /** The pages under the table once rows are there: `<ListPages list={list} …/>`; left out, the list has none. */
  pages?: ReactNode;
  /**
   * Where a click anywhere on a row leads (the row's real link is in one of its cells): links, buttons, a modified
   * click and a text selection are left to the browser.
   */
  rowHref?: (row: R) => string;
  /**
   * Sort headers as buttons calling this, instead of links to `list.sortHref` (a screen whose sort also depends on
   * state of its own: the sites list keeps its server page while it sorts only that page).
   */
  onSort?: (key: K) => void;
  /** A last cell per row (its actions). */
  rowActions?: { label: string; cell: (row: R) => ReactNode };
  /**
   * A full-width line under a row (a charger event's message), or null while the row shows none; `id` names it for
   * the control that opens it (`aria-controls`).
   */
  rowDetail?: (row: R) => { id: string; content: ReactNode } | null;
  /**
   * The screen's own drawing of two of the kit's states, where a screen says them as its other parts do (the health
   * drill-down, as its overview): what shows while there are no rows yet instead of the table's placeholder rows, and
   * the load failure instead of the kit's alert. The kit still decides when each shows.
   */
  states?: { loading?: ReactNode; failure?: (error: ApiError, retry: () => void) => ReactNode };
  /** The list part's region (its name, and a ref for bringing a new page's top row into view). */
  region?: { label: string; ref?: Ref<HTMLDivElement> };
  /**
   * Extra parts: in the toolbar before and after the spacer, above the body (a summary, a banner), under the table.
   * `message`: a state of the screen's own shown instead of the table (a page past the end); `table`: the screen's
   * own table instead of the kit's (its rows still come from `rows`).
   */
  slots?: {
    toolbarStart?: ReactNode;
    toolbarEnd?: ReactNode;
    beforeBody?: ReactNode;
    afterTable?: ReactNode;
    message?: ReactNode;
    table?: ReactNode;
  };
}

/**
 * Whether a theme media query (`@media (min-width:…)`) matches now; `otherwise` where the window cannot tell (jsdom
 * has no matchMedia).
 */
function matchesMedia(query: string, otherwise: boolean): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return otherwise;
  return window.matchMedia(query.replace(/^@media( ?)/m, '')).matches;
}

/**
 * THE list screen of the kit: toolbar (search, Filters, CSV export, updated-ago and refresh), the filter panel, chips,
 * the load failure, the empty state, the table with its sortable headers and the pages, from one list module's
 * state in the URL. Screens give their columns, filter sections, row actions and slots.
 */
export function ListScreen<R, G extends FilterGroup, K extends string, Q, C>(
  props: ListScreenProps<R, G, K, Q, C>,
) {
  // What the list shows of its state (its rows, their table, the messages, the pages, the toolbar's result parts)
  // follows a change of its URL in a render of its own, after the frame that shows the click on the control: `later`
  // is the props that render has reached. The controls (search, Filters, the panel, chips, sort headers) read `props`,
  // so they answer at once; the result parts are the elements of the last deferred render, which React skips.
  // Only a change of the list's URL is deferred: an answer arriving, a page of "load all", a refresh render at once,
  // as one (the summary above the table and the table agree in every frame).
  const deferred = useDeferredValue(props);
  const later = deferred.list.url.state === props.list.url.state ? props : deferred;
  const { list, search, filters, region, chips = false, chipLabels } = props;
  const { query, rowId, columns, table, what, errorTitle, csv, empty, pages, rowActions, rowDetail } = later;
  const { rowHref, states = {} } = later;
  // The slots in the toolbar and above the body may hold controls (the job run log's level checkboxes), which must
  // show a click at once like the kit's own; the message, table and under-the-table slots are result parts.
  const slots = {
    ...later.slots,
    toolbarStart: props.slots?.toolbarStart,
    toolbarEnd: props.slots?.toolbarEnd,
    beforeBody: props.slots?.beforeBody,
  };
  const { onSort } = props;
  const rows = later.rows;
  const result = later.list;
  const theme = useTheme();
  const t = useT();
  // Read once, at first render: the room beside the table decides only the panel's first state. From xl the table
  // still fits beside an open panel; `initiallyOpen` opens it from md, where it sits beside the table — under md it
  // would stand above the table and push the first rows off a phone's screen. A window that cannot tell counts as
  // md but not xl.
  const [room] = useState(() => ({
    wide: matchesMedia(theme.breakpoints.up('xl'), false),
    beside: matchesMedia(theme.breakpoints.up('md'), true),
  }));
  const [panelChoice, setPanelChoice] = useState<boolean | null>(null);
  const panelOpen =
    filters !== undefined && (panelChoice ?? (room.wide || (room.beside && filters.initiallyOpen === true)));
  // Once opened, the panel stays mounted (hidden while closed): opening it again shows it rather than building its
  // controls (the date pickers above all) anew. A list seen with the panel closed still never loads its code.
  const [panelUsed, setPanelUsed] = useState(false);
  if (panelOpen && !panelUsed) setPanelUsed(true);
  const togglePanel = useCallback(() => setPanelChoice(!panelOpen), [panelOpen]);
  const panelId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);
  const shown = useMemo(() => shownColumns(columns), [columns]);
  const actionsLabel = rowActions?.label;
  const headers = useMemo(
    () => [
      ...shown.map((column) => headerOf(column, list.sort)),
      ...(actionsLabel === undefined ? [] : [{ id: 'actions', label: actionsLabel }]),
    ],
    [shown, list.sort, actionsLabel],
  );

  const updated = useMemo(() => <UpdatedAgo what={what} data={query} />, [what, query]);
  const body = (() => {
    if (query.status === 'error' && query.error !== null)
      return (
        states.failure?.(query.error, query.retry) ?? (
          <LoadErrorAlert title={errorTitle} error={query.error} onRetry={query.retry} />
        )
      );
    if (slots.message !== undefined && slots.message !== null) return slots.message;
    if (rows !== undefined && rows.length === 0)
      return (
        <MessagePanel
          icon={empty.icon}
          title={empty.title}
          titleAs="h2"
          actions={
            result.filtered ? (
              <Button variant="outlined" onClick={result.reset}>
                {empty.clearLabel ?? t('lists.clearFilters')}
              </Button>
            ) : undefined
          }
        >
          {empty.text}
        </MessagePanel>
      );
    return (
      <>
        {(rows === undefined ? states.loading : undefined) ?? slots.table ?? (
          <Suspense fallback={null}>
            <ListTable
              shown={shown}
              headers={headers}
              rows={rows}
              rowId={rowId}
              table={table}
              sort={list.sort}
              sortHref={list.sortHref}
              onSort={onSort}
              rowHref={rowHref}
              rowActions={rowActions}
              rowDetail={rowDetail}
            />
          </Suspense>
        )}
        {slots.afterTable}
        {rows === undefined ? null : pages}
      </>
    );
  })();

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {search}
        {filters === undefined ? null : (
          <ListFiltersButton
            ref={filtersButton}
            open={panelOpen}
            onToggle={togglePanel}
            count={list.filterCount}
            controls={panelId}
            {...(filters.onPreload === undefined ? {} : { onPreload: filters.onPreload })}
          />
        )}
        {slots.toolbarStart}
        <Box sx={{ flexGrow: 1 }} />
        {slots.toolbarEnd}
        {csv}
        {updated}
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
        {panelOpen || panelUsed ? (
          <Box id={panelId} hidden={!panelOpen}>
            {filters?.panel}
          </Box>
        ) : null}
        <Stack
          spacing={1.5}
          sx={{ minWidth: 0, scrollMarginTop: 16 }}
          {...(region === undefined
            ? {}
            : { component: 'section', 'aria-label': region.label, ref: region.ref })}
        >
          {/* Only while something narrows the list (chips or, with the search chip, the search): a list seen
              unfiltered draws no chip, so it does not fetch the chips' code either. */}
          {chips === false || (chips === 'with-search' ? !list.filtered : list.filterCount === 0) ? null : (
            <Suspense fallback={null}>
              <ListChips
                list={list}
                withSearch={chips === 'with-search'}
                triggerRef={filtersButton}
                {...(chipLabels === undefined ? {} : { labels: chipLabels })}
              />
            </Suspense>
          )}
          {slots.beforeBody}
          {body}
        </Stack>
      </Box>
    </Stack>
  );
}
