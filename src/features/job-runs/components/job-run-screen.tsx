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
import { LOG_LEVELS, durationText } from '../../../domain/job-runs/job-run.ts';
import { t } from '../../../i18n/i18n.ts';
import { useT } from '../../../i18n/display-preferences.ts';
import { jobText, logLevelText } from './job-run-words.ts';
import { JOB_RUN_LOG_LIST_MODULE, LOG_LEVEL_PARAM } from '../../../domain/job-runs/job-run-log.list.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useJobRun, useJobRunLog, type JobRun, type JobRunLogLine } from '../api/job-runs.ts';
import { RunStateChip } from './run-state-chip.tsx';

const logColumns = (): readonly ListColumn<JobRunLogLine, never>[] => [
  {
    id: 'time',
    label: t('jobRuns.log.time'),
    order: 'ascending',
    cell: (line) => (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {displayDateTime(line.at)}
      </Box>
    ),
  },
  { id: 'level', label: t('jobRuns.log.level'), cell: (line) => logLevelText(line.level) },
  {
    id: 'site',
    label: t('jobRuns.log.site'),
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
    label: t('jobRuns.log.message'),
    cell: (line) => (
      <Box component="span" sx={{ wordBreak: 'break-word' }}>
        {line.message}
      </Box>
    ),
  },
];

/** The run's log, paged by 50 lines and filtered by level in the URL; it grows while the run runs. */
function RunLog({ run }: { run: JobRun }) {
  useT();
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
      columns={logColumns()}
      table={{ label: t('jobRuns.log.table'), loadingLabel: t('jobRuns.log.loading'), skeletonRows: 6 }}
      what={t('jobRuns.log.what')}
      errorTitle={t('jobRuns.log.failed')}
      region={{ label: t('jobRuns.log.region') }}
      empty={{
        icon: <ScheduleIcon fontSize="inherit" />,
        title: t('jobRuns.log.none'),
        text: t(levels.length > 0 ? 'jobRuns.log.noneOfLevels' : 'jobRuns.log.nothingYet'),
      }}
      pages={
        data === undefined ? undefined : (
          <ListPages
            list={list}
            label={t('jobRuns.log.pages')}
            page={data.page}
            pageCount={data.countPages}
            description={t('jobRuns.log.lines', { n: formatCount(data.countTotal) })}
          />
        )
      }
      // One filter: it stays in view above the lines rather than behind a Filters button.
      slots={{
        beforeBody: (
          <FilterCheckboxGroup
            legend={t('jobRuns.log.legend')}
            options={LOG_LEVELS.map((value) => ({ value, label: logLevelText(value) }))}
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
  useT();
  const run = useJobRun(runId);
  if (run.status === 'error')
    return <LoadErrorAlert title={t('jobRuns.run.failed')} error={run.error} onRetry={run.retry} />;
  const data = run.data;
  if (data === undefined)
    return <Skeleton variant="rounded" height={200} aria-label={t('jobRuns.run.loading')} />;
  return (
    <Stack spacing={2}>
      <DetailCard
        title={jobText(data.job)}
        fields={[
          { label: t('jobRuns.field.state'), value: <RunStateChip state={data.state} /> },
          { label: t('jobRuns.field.started'), value: displayDateTime(data.startedAt) },
          {
            label: t('jobRuns.field.finished'),
            value: data.finishedAt === null ? t('jobRuns.stillRunning') : displayDateTime(data.finishedAt),
          },
          { label: t('jobRuns.field.duration'), value: durationText(data.durationMs) },
          {
            label: t('jobRuns.field.processed'),
            value: t('jobRuns.ofTotal', {
              n: formatCount(data.sitesProcessed),
              total: formatCount(data.sitesTotal),
            }),
          },
          { label: t('jobRuns.field.failed'), value: formatCount(data.sitesFailed) },
          { label: t('jobRuns.field.run'), value: data.id, mono: true },
        ]}
      />
      <RunLog run={data} />
    </Stack>
  );
}
