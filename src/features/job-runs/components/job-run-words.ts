import type { Job, LogLevel, RunState } from '../../../domain/job-runs/job-run.ts';
import { JOB_LABELS, RUN_STATE_LABELS } from '../../../domain/job-runs/job-run.ts';
import { tOr } from '../../../i18n/i18n.ts';

const LEVEL_LABELS: Readonly<Record<LogLevel, string>> = {
  debug: 'Debug',
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

/** The job runs' vocabulary in the language shown (the domain's English where the catalogue has none). */
export const jobText = (job: Job): string => tOr(`jobRuns.job.${job}`, JOB_LABELS[job]);

export const runStateText = (state: RunState): string =>
  tOr(`jobRuns.state.${state}`, RUN_STATE_LABELS[state]);

export const logLevelText = (level: LogLevel): string => tOr(`jobRuns.level.${level}`, LEVEL_LABELS[level]);
