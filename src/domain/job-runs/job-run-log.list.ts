import type { operations } from '../../api/schema.gen.ts';
import { choicesOf } from '../exchange/kept-filters.ts';
import { LOG_LEVELS, type LogLevel } from '../job-runs/job-run.ts';
import type { KeptListModule } from '../lists/list-module.ts';

/*
 * A job run's log (listJobRunLog): paged by 50 lines, oldest first; its one filter, the levels, is a kept URL param
 * (`level`, repeated) and the request's context. The run itself is the call's path, not part of the list.
 */

export type JobRunLogWireQuery = NonNullable<operations['listJobRunLog']['parameters']['query']>;

export const LOG_LEVEL_PARAM = 'level';

export interface JobRunLogFilters {
  readonly levels: readonly LogLevel[];
}

export const JOB_RUN_LOG_LIST_MODULE: KeptListModule<never, never, JobRunLogWireQuery, JobRunLogFilters> = {
  name: 'log',
  list: { groups: [], table: {}, keep: [LOG_LEVEL_PARAM] },
  kept: {
    // Unknown levels are dropped.
    read: (params) => ({ levels: choicesOf(params, LOG_LEVEL_PARAM, LOG_LEVELS) }),
    count: (filters) => filters.levels.length,
    clear: { [LOG_LEVEL_PARAM]: null },
  },
  params: { page: 'int', level: 'many' },
  server: {},
  base: (state, filters) => ({
    page: state.page,
    ...(filters.levels.length > 0 ? { level: [...filters.levels] } : {}),
  }),
};
