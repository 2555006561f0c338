import { FilterListIcon } from '../../../components/icons/filter-list.tsx';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useRef, useState } from 'react';
import { Columns } from '../../../components/columns.tsx';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { loadedRows } from '../../../components/csv-export-options.ts';
import { FilterChips } from '../../../components/filter-chips.tsx';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { LoadingRow } from '../../../components/loading-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { HOME_PATH } from '../../../config/paths.ts';
import { applyFilters } from '../../../domain/filter-table/apply-filters.ts';
import { filterChips } from '../../../domain/filter-table/chip-list.ts';
import { EMPTY_FILTER_STATE } from '../../../domain/filters/filter-state.ts';
import { tsoOptions } from '../../../domain/filters/tso.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { countDistinctSites, problemText, problemTitle } from '../../../domain/problems/problems.ts';
import type { ProblemRow, ProblemsListKind } from '../api/list-problem-rows.ts';
import { PROBLEM_FILTER_GROUPS, type ProblemFilters } from '../hooks/problems-url.ts';
import type { ProblemRowsState } from '../api/list-problem-rows.ts';
import { LIST_NOUNS, LIST_TITLES, rowsText, sitesText } from './list-titles.ts';
import { NoProblems } from './no-problems.tsx';
import { PROBLEM_CSV_COLUMNS } from './problem-row-cells.ts';
import { ProblemRowsTable } from './problem-rows-table.tsx';
import { ProblemsLoadError } from './problems-load-error.tsx';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { formatCount } from '../../../domain/format/locale-format.ts';

/** DESIGN §6: no list puts more than ~100 rows in the DOM. */
export const PROBLEM_ROWS_PAGE_SIZE = 50;

export interface ProblemRowsViewProps {
  list: ProblemsListKind;
  state: ProblemRowsState;
  onRetry: () => void;
  /** When the rows on screen arrived (ms since epoch), and whether they are being asked for again. */
  updatedAt: number;
  refreshing: boolean;
  /** The codes the Problems multi-select offers: the list's own (plus any unknown code the rows carry). */
  problemCodes: readonly string[];
  filters: ProblemFilters;
  onFiltersChange: (next: ProblemFilters) => void;
  page: number;
  onPageChange: (page: number) => void;
}

const chipLabels = { problemLabel: problemTitle };

function subtitleOf(list: ProblemsListKind, filters: ProblemFilters): string {
  const [only, ...more] = filters.problems;
  if (only !== undefined && more.length === 0) return problemText(only);
  if (only !== undefined) return `${filters.problems.length} problems chosen`;
  return `All ${LIST_NOUNS[list]}`;
}

/** The drill-down: one list's rows, filtered (state in the URL), paginated, each linking to its site. */
export function ProblemRowsView({
  list,
  state,
  onRetry,
  updatedAt,
  refreshing,
  problemCodes,
  filters,
  onFiltersChange,
  page,
  onPageChange,
}: ProblemRowsViewProps) {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const rowsSection = useRef<HTMLElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filtersAside = useRef<HTMLElement>(null);
  // The Filters button is hidden where the panel is always shown: there the panel itself takes focus when the last
  // chip is removed.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const panelId = useId();
  const rows = state.status === 'loaded' ? state.rows : EMPTY_ROWS;
  const shown = useMemo(() => applyFilters(rows, filters), [rows, filters]);
  const tsos = useMemo(() => tsoOptions(rows), [rows]);
  const fleets = useMemo(() => fleetsOfRows(rows), [rows]);
  const problemOptions = useMemo(
    () => problemCodes.map((code) => ({ value: code, label: problemTitle(code) })),
    [problemCodes],
  );
  const activeCount = filterChips(filters).length;
  const pageCount = Math.max(1, Math.ceil(shown.length / PROBLEM_ROWS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const first = (currentPage - 1) * PROBLEM_ROWS_PAGE_SIZE;
  const pageRows = shown.slice(first, first + PROBLEM_ROWS_PAGE_SIZE);
  const clear = () => onFiltersChange(EMPTY_FILTER_STATE);

  return (
    <>
      <PageHeader
        title={LIST_TITLES[list]}
        subtitle={subtitleOf(list, filters)}
        backTo={HOME_PATH}
        backLabel="Back to the health overview"
        right={
          <>
            <UpdatedAgo what={`the ${LIST_NOUNS[list]}`} data={{ updatedAt, refreshing, refresh: onRetry }} />
            <Button
              ref={filtersButton}
              variant="outlined"
              startIcon={
                <Badge badgeContent={activeCount} color="primary">
                  <FilterListIcon />
                </Badge>
              }
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => setFiltersOpen((open) => !open)}
              sx={{ display: { md: 'none' } }}
            >
              Filters
            </Button>
          </>
        }
      />
      <Columns columns={{ xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' }}>
        <Paper
          ref={filtersAside}
          component="aside"
          id={panelId}
          tabIndex={-1}
          variant="outlined"
          aria-label="Filters"
          sx={{ p: 2, display: { xs: filtersOpen ? 'block' : 'none', md: 'block' } }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Filters
            </Typography>
            <Button size="small" onClick={clear} disabled={activeCount === 0}>
              Clear all
            </Button>
          </Stack>
          <FilterPanel
            value={filters}
            onChange={onFiltersChange}
            groups={PROBLEM_FILTER_GROUPS}
            problemOptions={problemOptions}
            tsoOptions={tsos}
            fleetOptions={fleets}
            fleetsDisabled={fleets.length === 0}
          />
        </Paper>
        <Paper
          ref={rowsSection}
          component="section"
          variant="outlined"
          aria-label={`${LIST_TITLES[list]} rows`}
          sx={{ p: 2, minWidth: 0 }}
        >
          <FilterChips
            value={filters}
            onChange={onFiltersChange}
            labels={chipLabels}
            triggerRef={wide ? filtersAside : filtersButton}
          />
          {state.status === 'failed' ? (
            <ProblemsLoadError what={LIST_NOUNS[list]} error={state.error} onRetry={onRetry} />
          ) : state.status !== 'loaded' ? (
            <>
              {state.status === 'loading' ? <RateLimitWait retrying={state.retrying} /> : null}
              <Box aria-busy="true">
                {[0, 1, 2, 3, 4].map((n) => (
                  <LoadingRow key={n} label={`Loading ${LIST_NOUNS[list]}`} />
                ))}
              </Box>
            </>
          ) : rows.length === 0 ? (
            <NoProblems detail={`No site has any of the ${LIST_NOUNS[list]}.`} />
          ) : shown.length === 0 ? (
            <NoProblems
              title="No problems match these filters"
              detail={`None of the ${rowsText(rows.length)} passes every filter.`}
              action={<Button onClick={clear}>Clear all filters</Button>}
            />
          ) : (
            <>
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
              >
                <RowCounts
                  shown={shown}
                  total={rows.length}
                  first={first}
                  last={first + pageRows.length}
                  deduped={filters.readiness.length > 0}
                />
                {/* One call answers the whole list: the export is every row the filters let through, every page. */}
                <CsvExportButton
                  name={LIST_NOUNS[list].replace(' ', '-')}
                  columns={PROBLEM_CSV_COLUMNS}
                  fetchPage={loadedRows(shown)}
                  what={`the ${LIST_NOUNS[list]}`}
                />
              </Stack>
              <ProblemRowsTable rows={pageRows} label={LIST_TITLES[list]} />
              {pageCount > 1 ? (
                <Pagination
                  count={pageCount}
                  page={currentPage}
                  onChange={(_event, next) => {
                    onPageChange(next);
                    // The pager sits under the rows: a new page starts at their top, not where the pager was.
                    rowsSection.current?.scrollIntoView?.({ block: 'start' });
                  }}
                  sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
                  aria-label="Pages"
                />
              ) : null}
            </>
          )}
        </Paper>
      </Columns>
    </>
  );
}

const EMPTY_ROWS: readonly ProblemRow[] = [];

/** The fleets the rows are linked to, each once, by name: the fleet filter's choices. */
function fleetsOfRows(rows: readonly ProblemRow[]): Fleet[] {
  const byUuid = new Map<string, Fleet>();
  for (const row of rows) for (const fleet of row.fleets ?? []) byUuid.set(fleet.uuid, fleet);
  return [...byUuid.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.uuid.localeCompare(b.uuid),
  );
}

interface RowCountsProps {
  shown: readonly ProblemRow[];
  total: number;
  first: number;
  last: number;
  deduped: boolean;
}

function RowCounts({ shown, total, first, last, deduped }: RowCountsProps) {
  const rowsPart =
    shown.length === total ? rowsText(total) : `${formatCount(shown.length)} of ${rowsText(total)}`;
  const pagePart =
    shown.length > last - first ? ` · showing ${formatCount(first + 1)}–${formatCount(last)}` : '';
  return (
    <Box sx={{ mb: 1 }}>
      <Typography role="status" data-testid="row-counts">
        {rowsPart} · {sitesText(countDistinctSites(shown))}
        {pagePart}
      </Typography>
      {deduped ? (
        <Typography variant="body2" color="text.secondary">
          A master data filter is active: one row per site.
        </Typography>
      ) : null}
    </Box>
  );
}
