import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable } from '../../../components/data-table.tsx';
import { DetailCard } from '../../../components/detail-card.tsx';
import { FilterCheckboxGroup } from '../../../components/filter-checkbox-group.tsx';
import { AnswerPagination } from '../../../components/list-pagination.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { MessagePanel } from '../../../components/message-panel.tsx';
import { useKeptParams } from '../../../components/use-kept-params.ts';
import { useListUrl } from '../../../components/use-list-url.ts';
import { paths } from '../../../config/paths.ts';
import { displayDateTime } from '../../../domain/format/date-display.ts';
import { choicesOf } from '../../../domain/exchange/kept-filters.ts';
import { JOB_LABELS, LOG_LEVELS, durationText } from '../../../domain/job-runs/job-run.ts';
import type { ListConfig } from '../../../domain/lists/list-state.ts';
import { formatCount } from '../../../domain/format/locale-format.ts';
import { useJobRun, useJobRunLog, type JobRun } from '../api/job-runs.ts';
import { RunStateChip } from './run-state-chip.tsx';

const LEVEL_PARAM = 'level';
const LOG_LIST: ListConfig = Object.freeze({ groups: [], keep: [LEVEL_PARAM] });
const LEVEL_LABELS = { debug: 'Debug', info: 'Info', warning: 'Warning', error: 'Error' } as const;
const LOG_COLUMNS = [
  { label: 'Time', ariaSort: 'ascending' as const },
  { label: 'Level' },
  { label: 'Site' },
  { label: 'Message' },
] as const;

/** The run's log, paged by 50 lines and filtered by level in the URL; it grows while the run runs. */
function RunLog({ run }: { run: JobRun }) {
  const { state, hrefFor } = useListUrl(LOG_LIST);
  const { params, change } = useKeptParams();
  const level = choicesOf(params, LEVEL_PARAM, LOG_LEVELS);
  const log = useJobRunLog(run.id, { page: state.page, level }, run.state === 'running');
  const data = log.data;
  return (
    <Stack spacing={2} component="section" aria-label="Log">
      <FilterCheckboxGroup
        legend="Log level"
        options={LOG_LEVELS.map((value) => ({ value, label: LEVEL_LABELS[value] }))}
        value={level}
        onChange={(next) => change({ [LEVEL_PARAM]: next })}
      />
      {log.status === 'error' ? (
        <LoadErrorAlert title="Could not load the log" error={log.error} onRetry={log.retry} />
      ) : data !== undefined && data.lines.length === 0 ? (
        <MessagePanel title="No log lines" titleAs="h2">
          {level.length > 0 ? 'No line of the chosen levels.' : 'The run has not logged anything yet.'}
        </MessagePanel>
      ) : (
        <>
          <DataTable
            label="Log lines"
            columns={LOG_COLUMNS}
            loading={data === undefined}
            loadingLabel="Loading the log"
            skeletonRows={6}
          >
            {(data?.lines ?? []).map((line, index) => (
              <TableRow key={`${line.at}-${index}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(line.at)}</TableCell>
                <TableCell>{LEVEL_LABELS[line.level]}</TableCell>
                <TableCell>
                  {line.site === null ? (
                    '—'
                  ) : (
                    <Link component={RouterLink} to={paths.site({ subUuid: line.site.subscription })}>
                      {line.site.userReference}
                    </Link>
                  )}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{line.message}</TableCell>
              </TableRow>
            ))}
          </DataTable>
          <AnswerPagination
            answer={data}
            hrefFor={(page) => hrefFor({ type: 'setPage', page })}
            description={data === undefined ? '' : `${formatCount(data.countTotal)} lines`}
            label="Log pages"
          />
        </>
      )}
    </Stack>
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
