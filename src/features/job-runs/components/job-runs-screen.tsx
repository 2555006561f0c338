import { ScheduleIcon } from '../../../components/icons/schedule.tsx';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { RelativeInstant } from '../../../components/relative-instant.tsx';
import { UpdatedAgo } from '../../../components/updated-ago.tsx';
import { useKeptParams } from '../../../components/use-kept-params.ts';
import { useListUrl } from '../../../components/use-list-url.ts';
import { useNow } from '../../../components/use-now.ts';
import { paths } from '../../../config/paths.ts';
import {
  JOBS,
  JOB_LABELS,
  RUN_STATES,
  RUN_STATE_LABELS,
  durationText,
} from '../../../domain/job-runs/job-run.ts';
import {
  JOB_RUNS_LIST_MODULE,
  JOB_RUN_PARAMS,
  jobRunFiltersOf,
  jobRunsQueryOf,
} from '../../../domain/job-runs/job-runs.list.ts';
import { LIST_PAGE_SIZE } from '../../../domain/lists/paging.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { keyed } from '../../../domain/lists/row-keys.ts';
import { PagedListBody } from '../../../components/paged-list-body.tsx';
import { KeptFiltersPanel } from '../../../components/kept-filters-panel.tsx';
import { useJobRuns, type JobRun } from '../api/job-runs.ts';
import { RunStateChip } from './run-state-chip.tsx';

const COLUMNS = [
  { label: 'Started', ariaSort: 'descending' as const },
  { label: 'Job' },
  { label: 'State' },
  { label: 'Duration', align: 'right' as const },
  { label: 'Sites processed', align: 'right' as const },
  { label: 'Sites failed', align: 'right' as const },
] as const;

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }));

function RunRow({ run, now }: { run: JobRun; now: number }) {
  return (
    <TableRow hover>
      <TableCell>
        <RelativeInstant iso={run.startedAt} now={now} />
      </TableCell>
      <TableCell>
        <Link component={RouterLink} to={paths.operationsJobRun({ runId: run.id })}>
          {JOB_LABELS[run.job]}
        </Link>
      </TableCell>
      <TableCell>
        <RunStateChip state={run.state} />
      </TableCell>
      <TableCell align="right">{durationText(run.durationMs)}</TableCell>
      <TableCell align="right">{`${formatCount(run.sitesProcessed)} of ${formatCount(run.sitesTotal)}`}</TableCell>
      <TableCell align="right">{formatCount(run.sitesFailed)}</TableCell>
    </TableRow>
  );
}

/**
 * Job runs (the route keeps its name "thread logs"): the runs of the background workers, newest
 * first, server-paged by 50, filtered by job, state, site and date in the URL; while a running run is shown the page
 * refetches, so its figures move.
 */
export function JobRunsScreen() {
  const { state, hrefFor } = useListUrl(JOB_RUNS_LIST_MODULE.list);
  const { params, change } = useKeptParams();
  const filters = jobRunFiltersOf(params);
  const runs = useJobRuns(jobRunsQueryOf(filters, state.page));
  const now = useNow();
  const filtered =
    filters.jobs.length + filters.states.length > 0 ||
    filters.site !== '' ||
    filters.dates.start !== null ||
    filters.dates.end !== null;
  const reset = () => change(Object.fromEntries(Object.values(JOB_RUN_PARAMS).map((name) => [name, null])));
  const data = runs.data;
  const first = data === undefined ? 0 : (data.page - 1) * LIST_PAGE_SIZE + 1;
  const description =
    data === undefined || data.countTotal === 0
      ? '0 runs'
      : `Runs ${formatCount(first)}–${formatCount(first + data.runs.length - 1)} of ${formatCount(data.countTotal)}${filtered ? ' found' : ''}`;
  return (
    <Stack spacing={2}>
      <KeptFiltersPanel
        label="Job run filters"
        filtered={filtered}
        onReset={reset}
        site={{ param: JOB_RUN_PARAMS.site, value: filters.site }}
        dates={filters.dates}
        dateParams={JOB_RUN_PARAMS}
        change={change}
      >
        <FilterCheckboxGroup
          legend="Job"
          options={options(JOBS, JOB_LABELS)}
          value={filters.jobs}
          onChange={(next) => change({ [JOB_RUN_PARAMS.job]: next })}
        />
        <FilterCheckboxGroup
          legend="State"
          options={options(RUN_STATES, RUN_STATE_LABELS)}
          value={filters.states}
          onChange={(next) => change({ [JOB_RUN_PARAMS.state]: next })}
        />
      </KeptFiltersPanel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">
          {data === undefined ? '' : `${formatCount(data.running)} running now`}
        </Typography>
        <UpdatedAgo what="the job runs" data={runs} />
      </Stack>
      <PagedListBody
        query={runs}
        answer={data}
        rows={
          data === undefined
            ? undefined
            : keyed(data.runs, (run) => run.id).map(([key, run]) => <RunRow key={key} run={run} now={now} />)
        }
        errorTitle="Could not load the job runs"
        empty={{
          icon: <ScheduleIcon fontSize="inherit" />,
          title: filtered ? 'No runs match' : 'No runs yet',
          text: filtered
            ? 'No run matches the filters. Change or clear them.'
            : 'The runs of forecasting, optimisation, trading bids, problem detection and data exchange are listed here.',
          onClear: filtered ? reset : undefined,
        }}
        table={{ label: 'Job runs', columns: COLUMNS, loadingLabel: 'Loading the job runs' }}
        pages={{ label: 'Job run pages', description, hrefFor: (page) => hrefFor({ type: 'setPage', page }) }}
      />
    </Stack>
  );
}
