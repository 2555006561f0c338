// The background job runs: the owner's runs answered at the mock's running now (a running run's
// processed sites and log grow as time runs on), filtered with the screen's rule (src/domain/job-runs/job-runs.list.ts)
// and paged by 50; a run's log paged by 50 lines, oldest first.
import { LOG_LEVELS, type LogLevel } from '../../../../src/domain/job-runs/job-run.ts';
import { JOB_RUNS_LIST_MODULE } from '../../../../src/domain/job-runs/job-runs.list.ts';
import { logPage, runAnswer, runsPage } from './exchange.answers.ts';
import { apiError, type DataHandler } from '../../data/data-handler.ts';
import { runningNow, type Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';

const findRun = (data: Dataset, id: string | undefined) => data.jobRuns.find((run) => run.id === id);

const notFound = (id: string | undefined) => apiError(404, `Job run ${id ?? ''} not found`, 'NOT_FOUND');

const levelsOf = (query: URLSearchParams): LogLevel[] =>
  LOG_LEVELS.filter((level) => query.getAll('level').includes(level));

/** The log call's page, read like every list's (its levels are read above, against the known ones). */
const LOG_PARAMS = { params: { page: 'int' } } as const;

export const JOB_RUNS_HANDLERS: Readonly<Record<string, DataHandler>> = {
  listJobRuns: ({ query }, data) => ({
    status: 200,
    body: runsPage(data.jobRuns, listQueryOf(JOB_RUNS_LIST_MODULE, query), runningNow(data)),
  }),

  getJobRun: ({ pathParams }, data) => {
    const run = findRun(data, pathParams.runId);
    return run ? { status: 200, body: runAnswer(run, runningNow(data)) } : notFound(pathParams.runId);
  },

  listJobRunLog: ({ pathParams, query }, data) => {
    const run = findRun(data, pathParams.runId);
    if (!run) return notFound(pathParams.runId);
    return {
      status: 200,
      body: logPage(
        run,
        { page: listQueryOf(LOG_PARAMS, query).page, level: levelsOf(query) },
        runningNow(data),
      ),
    };
  },
};
