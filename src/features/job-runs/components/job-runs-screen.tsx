import { ScheduleIcon } from '../../../components/icons/schedule.tsx';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { useNow } from '../../../components/use-now.ts';
import { withLoadTimeout } from '../../../components/with-load-timeout.ts';
import { paths } from '../../../config/paths.ts';
import { durationText } from '../../../domain/job-runs/job-run.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { jobText } from './job-run-words.ts';
import { JOB_RUNS_LIST_MODULE } from '../../../domain/job-runs/job-runs.list.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useJobRuns, type JobRun } from '../api/job-runs.ts';
import { RunStateChip } from './run-state-chip.tsx';

// The filter panel's code (checkboxes, the date range's button) loads when the panel first opens or its button is
// pointed at; a link that narrows the runs opens it at once. A chunk that stalls ends in the load-failure page (SPEC §9).
const loadPanel = () => import('./job-runs-filters.tsx');
const preloadPanel = () => {
  void loadPanel();
};
const JobRunsFiltersPanel = lazy(withLoadTimeout(loadPanel));

const columnsAt = (now: number): readonly ListColumn<JobRun, never>[] => [
  {
    id: 'started',
    label: t('jobRuns.column.started'),
    order: 'descending',
    cell: (run) => <RelativeInstant iso={run.startedAt} now={now} />,
  },
  {
    id: 'job',
    label: t('jobRuns.column.job'),
    cell: (run) => (
      <Link component={RouterLink} to={paths.operationsJobRun({ runId: run.id })}>
        {jobText(run.job)}
      </Link>
    ),
  },
  { id: 'state', label: t('jobRuns.column.state'), cell: (run) => <RunStateChip state={run.state} /> },
  {
    id: 'duration',
    label: t('jobRuns.column.duration'),
    align: 'right',
    cell: (run) => durationText(run.durationMs),
  },
  {
    id: 'processed',
    label: t('jobRuns.column.processed'),
    align: 'right',
    cell: (run) =>
      t('jobRuns.ofTotal', { n: formatCount(run.sitesProcessed), total: formatCount(run.sitesTotal) }),
  },
  {
    id: 'failed',
    label: t('jobRuns.column.failed'),
    align: 'right',
    cell: (run) => formatCount(run.sitesFailed),
  },
];

/**
 * Job runs (the route keeps its name "thread logs"): the runs of the background workers, newest
 * first, server-paged by 50, filtered by job, state, site and date in the URL; while a running run is shown the page
 * refetches, so its figures move.
 */
export function JobRunsScreen() {
  useT();
  const list = useListScreen(JOB_RUNS_LIST_MODULE);
  const filters = list.context;
  const runs = useJobRuns(list.request);
  const now = useNow();
  const data = runs.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? t('jobRuns.none')
      : t('jobRuns.range', {
          first: formatCount(first),
          last: formatCount(first + data.runs.length - 1),
          total: formatCount(data.countTotal),
          found: list.filtered ? t('jobRuns.found') : '',
        });
  return (
    <ListScreen
      list={list}
      query={runs}
      rows={data?.runs}
      rowId={(run) => run.id}
      columns={columnsAt(now)}
      table={{ label: t('jobRuns.table'), loadingLabel: t('jobRuns.loading') }}
      what={t('jobRuns.what')}
      errorTitle={t('jobRuns.failed')}
      // Kept filters have no chips: a link that narrows the runs opens with its filters in view.
      filters={{
        initiallyOpen: list.filtered,
        onPreload: preloadPanel,
        panel: (
          <Suspense fallback={null}>
            <JobRunsFiltersPanel
              filters={filters}
              filtered={list.filtered}
              onReset={list.reset}
              change={list.setKept}
            />
          </Suspense>
        ),
      }}
      empty={{
        icon: <ScheduleIcon fontSize="inherit" />,
        title: t(list.filtered ? 'jobRuns.noMatch' : 'jobRuns.noneYet'),
        text: t(list.filtered ? 'jobRuns.noMatchText' : 'jobRuns.noneYetText'),
      }}
      pages={<ListPages list={list} label={t('jobRuns.pages')} of={data} description={description} />}
      slots={{
        toolbarStart: (
          <Typography variant="body2">
            {data === undefined ? '' : t('jobRuns.running', { n: formatCount(data.running) })}
          </Typography>
        ),
      }}
    />
  );
}
