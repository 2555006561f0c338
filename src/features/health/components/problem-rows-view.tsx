import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { CsvExportButton } from '../../../components/csv-export-button.tsx';
import { loadedRows } from '../../../components/csv-export-options.ts';
import { FilterPanel } from '../../../components/filter-panel.tsx';
import { CheckCircleOutlinedIcon } from '../../../components/icons/check-circle-outlined.tsx';
import { ListScreen, type ListScreenQuery } from '../../../components/list-screen/list-screen.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { LoadingRow } from '../../../components/loading-row.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RateLimitWait } from '../../../components/rate-limit-wait.tsx';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { HOME_PATH } from '../../../config/paths.ts';
import { filterRows } from '../../../domain/filters/row-filter.ts';
import { EMPTY_FILTER_STATE } from '../../../domain/filters/filter-state.ts';
import { tsoOptions } from '../../../domain/filters/tso.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import type { Fleet } from '../../../domain/sites/sites-row.ts';
import { countDistinctSites } from '../../../domain/problems/problems.ts';
import { problemDescription, problemName } from '../../../components/problem-words.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import type { ProblemRow, ProblemRowsState, ProblemsListKind } from '../api/list-problem-rows.ts';
import { PROBLEM_FILTER_GROUPS, problemsListModule, type ProblemFilters } from '../hooks/problems-url.ts';
import { listNoun, listTitle, rowsText, sitesText } from './list-titles.ts';
import { PROBLEM_CSV_COLUMNS } from './problem-row-cells.ts';
import { problemColumns } from './problem-row-columns.tsx';
import { ProblemsLoadError } from './problems-load-error.tsx';

// The pages load only where there is more than one (a problem's rows mostly fit one page), as the kit's own list pages
// are a part a screen passes; a chunk that stalls ends in the load-failure page (SPEC §9).
const ProblemRowsPages = lazy(
  withLoadTimeout(() =>
    import('./problem-rows-pages.tsx').then((module) => ({ default: module.ProblemRowsPages })),
  ),
);

/** Whether the window is at least `query` wide, read once; true where it cannot tell (the panel then opens). */
function atLeast(query: string): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(query.replace(/^@media( ?)/m, '')).matches;
}

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
}

const chipLabels = { problemLabel: problemName };

function subtitleOf(list: ProblemsListKind, filters: ProblemFilters): string {
  const [only, ...more] = filters.problems;
  if (only !== undefined && more.length === 0) return problemDescription(only);
  if (only !== undefined) return t('health.chosen', { n: formatCount(filters.problems.length) });
  return t('health.all', { what: listNoun(list) });
}

/**
 * The drill-down on the kit's list screen: one list's rows, filtered in the browser (state in the URL through the
 * list controller, a code of the other list dropped), 50 a page, each linking to its site. One call answers the
 * whole list, so the pages are the screen's own slices of it.
 */
export function ProblemRowsView({
  list: kind,
  state,
  onRetry,
  updatedAt,
  refreshing,
  problemCodes,
}: ProblemRowsViewProps) {
  useT();
  const module = useMemo(() => problemsListModule(problemCodes), [problemCodes]);
  const list = useListScreen(module);
  const filters = list.url.state.filters;
  const rowsSection = useRef<HTMLDivElement>(null);
  // Where the panel fits beside the table (md up) it is open at first; a window that cannot tell opens it too.
  const theme = useTheme();
  const [besideTable] = useState(() => atLeast(theme.breakpoints.up('md')));
  const rows = state.status === 'loaded' ? state.rows : EMPTY_ROWS;
  const shown = useMemo(() => filterRows(module.list.table, rows, filters), [module, rows, filters]);
  const tsos = useMemo(() => tsoOptions(rows), [rows]);
  const fleets = useMemo(() => fleetsOfRows(rows), [rows]);
  // In the language shown: made on each draw (a handful of codes).
  const problemOptions = problemCodes.map((code) => ({ value: code, label: problemName(code) }));
  const pageCount = Math.max(1, Math.ceil(shown.length / PROBLEM_ROWS_PAGE_SIZE));
  const currentPage = Math.min(list.url.state.page, pageCount);
  const first = (currentPage - 1) * PROBLEM_ROWS_PAGE_SIZE;
  const pageRows = shown.slice(first, first + PROBLEM_ROWS_PAGE_SIZE);
  const query: ListScreenQuery = {
    status: state.status === 'failed' ? 'error' : state.status,
    error: state.status === 'failed' ? state.error : null,
    retry: onRetry,
    refresh: onRetry,
    updatedAt,
    refreshing,
  };
  const noun = listNoun(kind);
  const title = listTitle(kind);
  const loading = t('health.loading', { what: noun });
  const the = t('health.the', { what: noun });

  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitleOf(kind, filters)}
        backTo={HOME_PATH}
        backLabel={t('health.back')}
      />
      <ListScreen
        list={list}
        query={query}
        rows={state.status === 'loaded' ? pageRows : undefined}
        rowId={(row) => `${row.siteUuid}:${row.problemName}`}
        columns={problemColumns()}
        table={{ label: title, loadingLabel: loading }}
        what={the}
        errorTitle={t('health.loadFailed', { what: noun })}
        filters={{
          initiallyOpen: besideTable,
          panel: (
            <Paper component="aside" variant="outlined" aria-label={t('health.filters')} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t('health.filters')}
                </Typography>
                <Button
                  size="small"
                  onClick={() => list.setFilters(EMPTY_FILTER_STATE)}
                  disabled={list.filterCount === 0}
                >
                  {t('health.clearAll')}
                </Button>
              </Stack>
              <FilterPanel
                value={filters}
                onChange={list.setFilters}
                groups={PROBLEM_FILTER_GROUPS}
                problemOptions={problemOptions}
                tsoOptions={tsos}
                fleetOptions={fleets}
                fleetsDisabled={fleets.length === 0}
              />
            </Paper>
          ),
        }}
        chips
        chipLabels={chipLabels}
        // One call answers the whole list: the export is every row the filters let through, every page.
        csv={
          shown.length === 0 ? undefined : (
            <CsvExportButton
              name={noun.replace(' ', '-')}
              columns={PROBLEM_CSV_COLUMNS}
              fetchPage={loadedRows(shown)}
              what={the}
            />
          )
        }
        empty={
          rows.length === 0
            ? {
                icon: <NoProblemsIcon />,
                title: t('health.noProblems'),
                text: t('health.noneOf', { what: noun }),
              }
            : {
                icon: <NoProblemsIcon />,
                title: t('health.noMatch'),
                text: t('health.noMatchText', { rows: rowsText(rows.length) }),
                clearLabel: t('health.clearFilters'),
              }
        }
        states={{
          loading: (
            <Box aria-busy="true">
              {[0, 1, 2, 3, 4].map((n) => (
                <LoadingRow key={n} label={loading} />
              ))}
            </Box>
          ),
          failure: (error, retry) => <ProblemsLoadError what={noun} error={error} onRetry={retry} />,
        }}
        region={{ label: t('health.rowsRegion', { title }), ref: rowsSection }}
        slots={{
          beforeBody:
            state.status === 'loading' ? (
              <RateLimitWait retrying={state.retrying} />
            ) : shown.length > 0 ? (
              <RowCounts
                shown={shown}
                total={rows.length}
                first={first}
                last={first + pageRows.length}
                deduped={filters.readiness.length > 0}
              />
            ) : null,
        }}
        pages={
          pageCount > 1 ? (
            <Suspense fallback={null}>
              <ProblemRowsPages
                page={currentPage}
                pageCount={pageCount}
                onPageChange={(next) => {
                  list.url.dispatch({ type: 'setPage', page: next });
                  // The pager sits under the rows: a new page starts at their top, not where the pager was.
                  rowsSection.current?.scrollIntoView?.({ block: 'start' });
                }}
              />
            </Suspense>
          ) : undefined
        }
      />
    </>
  );
}

/** The empty states' icon: a green tick, as the overview's "No problems". */
function NoProblemsIcon() {
  return <CheckCircleOutlinedIcon color="success" fontSize="inherit" />;
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
    shown.length === total
      ? rowsText(total)
      : t('health.someOf', { n: formatCount(shown.length), rows: rowsText(total) });
  const pagePart =
    shown.length > last - first
      ? t('health.showing', { first: formatCount(first + 1), last: formatCount(last) })
      : '';
  return (
    <Box>
      <Typography role="status" data-testid="row-counts">
        {rowsPart} · {sitesText(countDistinctSites(shown))}
        {pagePart}
      </Typography>
      {deduped ? (
        <Typography variant="body2" color="text.secondary">
          {t('health.deduped')}
        </Typography>
      ) : null}
    </Box>
  );
}
