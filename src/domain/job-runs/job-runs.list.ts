import type { operations } from '../../api/schema.gen.ts';
import type { DateFilter } from '../filters/filter-state.ts';
import { choicesOf, datesOf, instantWindow, oneOf, siteOf, withinWindow } from '../exchange/kept-filters.ts';
import { JOBS, RUN_STATES, type Job, type RunState } from '../job-runs/job-run.ts';
import { listRequest, sortedChoices, type KeptListModule } from '../lists/list-module.ts';

/*
 * The job runs' module (listJobRuns): like the data exchange's, its filters (job, state, site,
 * dates) are kept URL params and the request's context; `matchesRun` is the server's rule.
 */

export type JobRunsWireQuery = NonNullable<operations['listJobRuns']['parameters']['query']>;

export const JOB_RUN_PARAMS = { job: 'job', state: 'state', site: 'site', from: 'from', to: 'to' } as const;

export interface JobRunFilters {
  readonly jobs: readonly Job[];
  readonly states: readonly RunState[];
  /** A site's subscription uuid: the runs whose log names it; or ''. */
  readonly site: string;
  /** Local dates (yyyy-MM-dd) of the run's start, inclusive. */
  readonly dates: DateFilter;
}

export const NO_JOB_RUN_FILTERS: JobRunFilters = {
  jobs: [],
  states: [],
  site: '',
  dates: { start: null, end: null },
};

export const JOB_RUNS_LIST_MODULE: KeptListModule<never, never, JobRunsWireQuery, JobRunFilters> = {
  name: 'runs',
  list: { groups: [], table: {}, keep: Object.values(JOB_RUN_PARAMS) },
  kept: {
    read: (params) => jobRunFiltersOf(params),
    count: (filters) =>
      filters.jobs.length +
      filters.states.length +
      (filters.site === '' ? 0 : 1) +
      (filters.dates.start === null && filters.dates.end === null ? 0 : 1),
    clear: Object.fromEntries(Object.values(JOB_RUN_PARAMS).map((name) => [name, null])),
  },
  params: { page: 'int', job: 'many', state: 'many', site: 'one', since: 'one', until: 'one' },
  server: {},
  base: (state, filters) => ({
    page: state.page,
    ...(filters.jobs.length > 0 ? { job: sortedChoices(filters.jobs) } : {}),
    ...(filters.states.length > 0 ? { state: sortedChoices(filters.states) } : {}),
    ...(filters.site !== '' ? { site: filters.site } : {}),
    ...instantWindow(filters.dates),
  }),
};

export function jobRunsQueryOf(filters: JobRunFilters, page: number): JobRunsWireQuery & { page: number } {
  return { ...listRequest(JOB_RUNS_LIST_MODULE, { filters: {}, text: '', page, sort: null }, filters), page };
}

export interface MatchableRun {
  readonly job: Job;
  readonly state: RunState;
  readonly startedAt: string;
  /** The subscriptions its log names. */
  readonly sites: ReadonlySet<string>;
}

export function matchesRun(run: MatchableRun, query: Omit<JobRunsWireQuery, 'page'>): boolean {
  return (
    oneOf(query.job, run.job) &&
    oneOf(query.state, run.state) &&
    (query.site === undefined || query.site === '' || run.sites.has(query.site)) &&
    withinWindow(run.startedAt, query)
  );
}

/** The list's filters of the URL; unknown values are dropped. */
export function jobRunFiltersOf(params: URLSearchParams): JobRunFilters {
  return {
    jobs: choicesOf(params, JOB_RUN_PARAMS.job, JOBS),
    states: choicesOf(params, JOB_RUN_PARAMS.state, RUN_STATES),
    site: siteOf(params, JOB_RUN_PARAMS.site),
    dates: datesOf(params, JOB_RUN_PARAMS.from, JOB_RUN_PARAMS.to),
  };
}
