// The answers of the data exchange and job run calls as functions of the world and the server's
// now, called by both the named examples (exchange.examples.ts) and the data-backed handlers
// (scripts/mock/areas/exchange/exchange.handlers.ts, job-runs.handlers.ts), so Prism's example and the data layer agree.
import type { components } from '../../../../src/api/schema.gen.ts';
import { shownState } from '../../../../src/domain/exchange/message-state.ts';
import { runDurationMs, runStateOf } from '../../../../src/domain/job-runs/job-run.ts';
import { matchesMessage, type ExchangeWireQuery } from '../../../../src/domain/exchange/exchange.list.ts';
import { matchesRun, type JobRunsWireQuery } from '../../../../src/domain/job-runs/job-runs.list.ts';
import { LIST_PAGE_SIZE } from '../../../../src/domain/lists/paging.ts';
import type { ExchangeRecord, JobRunRecord, LogLine } from './exchange.fixtures.ts';

type Schemas = components['schemas'];

const page = <T>(rows: readonly T[], number: number) => ({
  rows: rows.slice((number - 1) * LIST_PAGE_SIZE, number * LIST_PAGE_SIZE),
  page: number,
  countPages: Math.ceil(rows.length / LIST_PAGE_SIZE),
  countTotal: rows.length,
});

export function messageRow(record: ExchangeRecord, now: number): Schemas['ExchangeMessageRow'] {
  return {
    id: record.id,
    direction: record.direction,
    partner: { ...record.partner },
    type: record.type,
    site: record.site === null ? null : { ...record.site },
    state: shownState(record, now),
    createdAt: record.createdAt,
    sentAt: record.sentAt,
    acknowledgementDue: record.acknowledgementDue,
    attempts: record.attempts,
  };
}

export function messageAnswer(record: ExchangeRecord, now: number): Schemas['ExchangeMessage'] {
  return {
    ...messageRow(record, now),
    documentId: record.documentId,
    refersTo: record.refersTo,
    payload: record.payload,
    error: record.error === null ? null : { ...record.error },
    acknowledgement: record.acknowledgement === null ? null : { ...record.acknowledgement },
  };
}

export function messagesPage(
  messages: readonly ExchangeRecord[],
  query: Omit<ExchangeWireQuery, 'page'> & { page: number },
  now: number,
): Schemas['ExchangeMessagesResponse'] {
  const rows = messages.map((record) => messageRow(record, now));
  const { rows: shown, ...paging } = page(
    rows.filter((row) => matchesMessage(row, query)),
    query.page,
  );
  return { messages: shown, ...paging, overdue: rows.filter((row) => row.state === 'overdue').length };
}

/** A run at `now`: a running run's processed sites grow with the time it has run. */
export function runAnswer(run: JobRunRecord, now: number): Schemas['JobRun'] {
  const elapsed = runDurationMs(run, now);
  const sitesProcessed =
    run.finishedAt === null
      ? Math.min(run.sitesTotal, Math.floor(elapsed / run.msPerSite))
      : run.sitesProcessed;
  const sitesFailed = run.failedSites.length;
  return {
    id: run.id,
    job: run.job,
    state: runStateOf({ finishedAt: run.finishedAt, sitesProcessed, sitesFailed }),
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: elapsed,
    sitesTotal: run.sitesTotal,
    sitesProcessed,
    sitesFailed,
  };
}

/** The subscriptions a run's log names. */
export const sitesOfRun = (run: JobRunRecord): Set<string> =>
  new Set(run.log.flatMap((line) => (line.site === null ? [] : [line.site.subscription])));

export function runsPage(
  runs: readonly JobRunRecord[],
  query: Omit<JobRunsWireQuery, 'page'> & { page: number },
  now: number,
): Schemas['JobRunsResponse'] {
  const answers = runs.map((run) => ({ run, answer: runAnswer(run, now) }));
  const matching = answers.filter(({ run, answer }) =>
    matchesRun({ ...answer, sites: sitesOfRun(run) }, query),
  );
  const { rows, ...paging } = page(
    matching.map(({ answer }) => answer),
    query.page,
  );
  return {
    runs: rows,
    ...paging,
    running: answers.filter(({ answer }) => answer.state === 'running').length,
  };
}

/** What the run has logged by `now`, filtered by level, oldest first. */
export function logPage(
  run: JobRunRecord,
  query: { page: number; level?: readonly LogLine['level'][] },
  now: number,
): Schemas['JobRunLogResponse'] {
  const levels = query.level ?? [];
  const lines = run.log.filter(
    (line) => Date.parse(line.at) <= now && (levels.length === 0 || levels.includes(line.level)),
  );
  const { rows, ...paging } = page(
    lines.map((line) => ({ ...line, site: line.site === null ? null : { ...line.site } })),
    query.page,
  );
  return { lines: rows, ...paging };
}
