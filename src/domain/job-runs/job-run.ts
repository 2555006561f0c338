/*
 * The runs of the platform's background workers (the route keeps its name "thread logs"), in the
 * vocabulary of job dashboards (bull-board, Sidekiq, Temporal): a run of a job starts, processes sites, ends. Its
 * state is derived from what it did, in one place for the mock and the screen.
 */

export const JOBS = [
  'forecasting',
  'optimisation',
  'trading-bids',
  'problem-detection',
  'data-exchange',
] as const;
export type Job = (typeof JOBS)[number];

export const JOB_LABELS: Readonly<Record<Job, string>> = {
  forecasting: 'Forecasting',
  optimisation: 'Optimisation',
  'trading-bids': 'Trading bids',
  'problem-detection': 'Problem detection',
  'data-exchange': 'Data exchange',
};

export const RUN_STATES = ['running', 'succeeded', 'partly-failed', 'failed'] as const;
export type RunState = (typeof RUN_STATES)[number];

export const RUN_STATE_LABELS: Readonly<Record<RunState, string>> = {
  running: 'Running',
  succeeded: 'Succeeded',
  'partly-failed': 'Partly failed',
  failed: 'Failed',
};

export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RunProgress {
  /** ISO instant, or null while running. */
  readonly finishedAt: string | null;
  readonly sitesProcessed: number;
  readonly sitesFailed: number;
}

/** Running until it finishes; then failed when no site succeeded, partly failed when some did not, else succeeded. */
export function runStateOf(run: RunProgress): RunState {
  if (run.finishedAt === null) return 'running';
  if (run.sitesFailed === 0) return 'succeeded';
  return run.sitesFailed >= run.sitesProcessed ? 'failed' : 'partly-failed';
}

/** How long a run took, or has taken so far at `now` (ms); never negative. */
export function runDurationMs(
  run: { readonly startedAt: string; readonly finishedAt: string | null },
  now: number,
) {
  const start = Date.parse(run.startedAt);
  const end = run.finishedAt === null ? now : Date.parse(run.finishedAt);
  return Number.isFinite(start) && Number.isFinite(end) ? Math.max(0, end - start) : 0;
}

/** While a running run is shown its figures move: the list refetches at this interval, and only then. */
export const RUNNING_REFETCH_MS = 5000;

export function refetchWhileRunning(
  runs: readonly { readonly state: RunState }[] | undefined,
): number | false {
  return runs?.some((run) => run.state === 'running') === true ? RUNNING_REFETCH_MS : false;
}

/** `1 h 02 min`, `3 min 05 s`, `12 s`: a duration for people. */
export function durationText(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}

const member =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export const isJob = member(JOBS);
export const isRunState = member(RUN_STATES);
