import { ScheduleIcon } from '../../../components/icons/schedule.tsx';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { DetailCard } from '../../../components/detail-card.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import type { ListColumn } from '../../../components/list-screen/list-column.ts';
import { ListScreen } from '../../../components/list-screen/list-screen.tsx';
import { ListPages } from '../../../components/list-screen/list-pages.tsx';
import { useListScreen } from '../../../components/list-screen/use-list-screen.ts';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { JOB_LABELS, LOG_LEVELS, durationText } from '../../../domain/job-runs/job-run.ts';
import { JOB_RUN_LOG_LIST_MODULE, LOG_LEVEL_PARAM } from '../../../domain/job-runs/job-run-log.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useJobRun, useJobRunLog, type JobRun, type JobRunLogLine } from '../api/job-runs.ts';
import { RunStateChip } from './run-state-chip.tsx';

const LEVEL_LABELS = { debug: 'Debug', info: 'Info', warning: 'Warning', error: 'Error' } as const;

const LOG_COLUMNS: readonly ListColumn<JobRunLogLine, never>[] = [
  {
    id: 'time',
    label: 'Time',
    order: 'ascending',
    cell: (line) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {displayDateTime(line.at)}
      </Box>
    ),
  },
  { id: 'level', label: 'Level', cell: (line) => LEVEL_LABELS[line.level] },
  {
    id: 'site',
    label: 'Site',
    cell: (line) =>
      line.site === null ? (
        '—'
      ) : (
        <Link component={RouterLink} to={paths.site({ subUuid: line.site.subscription })}>
          {line.site.userReference}
        </Link>
      ),
  },
  {
    id: 'message',
    label: 'Message',
    cell: (line) => (
      <Box component="span" sx={{ wordBreak: 'break-word' }}>
        {line.message}
      </Box>
    ),
  },
];

/** The run's log, paged by 50 lines and filtered by level in the URL; it grows while the run runs. */
function RunLog({ run }: { run: JobRun }) {
  const list = useListScreen(JOB_RUN_LOG_LIST_MODULE);
  const { levels } = list.context;
  const log = useJobRunLog(run.id, list.request, run.state === 'running');
  const data = log.data;
  return (
    <ListScreen
      list={list}
      query={log}
      rows={data?.lines}
      // A line has no id: its instant, level and text tell it apart (a repeat is keyed by its occurrence).
      rowId={(line) => `${line.at} ${line.level} ${line.message}`}
      columns={LOG_COLUMNS}
      table={{ label: 'Log lines', loadingLabel: 'Loading the log', skeletonRows: 6 }}
      what="the log"
      errorTitle="Could not load the log"
      region={{ label: 'Log' }}
      empty={{
        icon: <ScheduleIcon fontSize="inherit" />,
        title: 'No log lines',
        text: levels.length > 0 ? 'No line of the chosen levels.' : 'The run has not logged anything yet.',
      }}
      pages={
        data === undefined ? undefined : (
          <ListPages
            list={list}
            label="Log pages"
            page={data.page}
            pageCount={data.countPages}
            description={`${formatCount(data.countTotal)} lines`}
          />
        )
      }
      // One filter: it stays in view above the lines rather than behind a Filters button.
      slots={{
        beforeBody: (
          <FilterCheckboxGroup
            legend="Log level"
            options={LOG_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
            value={levels}
            onChange={(next) => list.setKept({ [LOG_LEVEL_PARAM]: next })}
          />
        ),
      }}
    />
  );
}

/** One job run: when, how long, what it did, and its log. */
export function JobRunScreen({ runId }: { runId: string }) {
  const run = useJobRun(runId);
  if (run.status === 'error')
    return <LoadErrorAlert title="Could not load the job run" error={run.error} onRetry={run.retry} />;
  const data = run.data;
  if (data === undefined) return <Skeleton variant="rounded" height={200} aria-label="Loading the job run" />;
  return (
    <Stack spacing={2}>
      <DetailCard
        title={JOB_LABELS[data.job]}
        fields={[
          { label: 'State', value: <RunStateChip state={data.state} /> },
          { label: 'Started', value: displayDateTime(data.startedAt) },
          {
            label: 'Finished',
            value: data.finishedAt === null ? 'Still running' : displayDateTime(data.finishedAt),
          },
          { label: 'Duration', value: durationText(data.durationMs) },
          {
            label: 'Sites processed',
            value: `${formatCount(data.sitesProcessed)} of ${formatCount(data.sitesTotal)}`,
          },
          { label: 'Sites failed', value: formatCount(data.sitesFailed) },
          { label: 'Run', value: data.id, mono: true },
        ]}
      />
      <RunLog run={data} />
    </Stack>
  );
}
