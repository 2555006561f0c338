// The order-funnel leads screen's URL state: the leads' own filters, the postcode/tariff search
// and the page, read with every hostile value dropped, and written back with defaults left out.
import type { DateFilter } from '../filters/filter-state.ts';
import { parseLocalDate, toLocalDate } from '../format/local-date.ts';
import {
  isChannel,
  isFunnelStep,
  isLeadStatus,
  type Channel,
  type FunnelStep,
  type LeadStatus,
} from './funnel-steps.ts';

/** The leads' filters as the list request carries them. */
export interface LeadsContext {
  readonly status: readonly LeadStatus[];
  readonly channel: readonly Channel[];
  readonly lastStep: readonly FunnelStep[];
  /** A staff user id, `mine`, `none` or '' (anyone). */
  readonly assignee: string;
  /** ISO instants, or '' for open. */
  readonly startedSince: string;
  readonly startedUntil: string;
}

export interface LeadsView {
  /** The request's filters; `startedSince`/`startedUntil` are the instants of `started`. */
  readonly context: LeadsContext;
  /** The started filter as staff chose it: local dates (yyyy-MM-dd), the last one included. */
  readonly started: DateFilter;
  readonly text: string;
  readonly page: number;
}

const ASSIGNEE = /^[A-Za-z0-9._:@-]{1,100}$/;
const MAX_TEXT = 100;

/** The postcode/tariff search as the call takes it: no control characters, at most 100 characters. */
export function leadsSearchText(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters never reach the request
  return text.replace(/[\u0000-\u001F\u007F]/g, '').slice(0, MAX_TEXT);
}

const localDate = (text: string | null) => (text !== null && parseLocalDate(text) !== null ? text : null);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
/** A UTC instant as the wire writes it (`2026-11-02T05:00:00.000Z`), or null. */
const instant = (text: string | null) =>
  text !== null && INSTANT.test(text) && !Number.isNaN(Date.parse(text)) ? text : null;

/**
 * The instants of a started filter: from local midnight of its first day, to local midnight after its last (the next
 * calendar day, so a DST change keeps midnight); '' for an open end.
 */
export function startedWindow(started: DateFilter): Pick<LeadsContext, 'startedSince' | 'startedUntil'> {
  const first = started.start === null ? null : parseLocalDate(started.start);
  const last = started.end === null ? null : parseLocalDate(started.end);
  return {
    startedSince: first === null ? '' : first.toISOString(),
    startedUntil:
      last === null ? '' : new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1).toISOString(),
  };
}

/**
 * A link whose last day comes before its first (typed or edited by hand) means the days between them: swapped, not a
 * window that ends before it starts, which the server refuses (400).
 */
const inOrder = ({ start, end }: DateFilter): DateFilter =>
  start !== null && end !== null && end < start ? { start: end, end: start } : { start, end };

/**
 * The started window a URL asks for. `since`/`until` are local dates (yyyy-MM-dd), the started filter's first and
 * last day; or exact instants (a funnel step's link carries its period so: `until` exclusive), shown as the days
 * they fall on and sent as they are. A window of instants that ends before it starts is its days'.
 */
function startedOf(
  params: URLSearchParams,
): Pick<LeadsView, 'started'> & Pick<LeadsContext, 'startedSince' | 'startedUntil'> {
  const since = instant(params.get('since'));
  const until = instant(params.get('until'));
  const started = inOrder({
    start: since !== null ? toLocalDate(new Date(since)) : localDate(params.get('since')),
    end: until !== null ? toLocalDate(new Date(Date.parse(until) - 1)) : localDate(params.get('until')),
  });
  const days = startedWindow(started);
  const exact = { startedSince: since ?? days.startedSince, startedUntil: until ?? days.startedUntil };
  const backwards =
    exact.startedSince !== '' &&
    exact.startedUntil !== '' &&
    Date.parse(exact.startedSince) >= Date.parse(exact.startedUntil);
  return { started, ...(backwards ? days : exact) };
}

/** The view a URL asks for (the started window: `startedOf`). */
export function leadsViewFromParams(params: URLSearchParams): LeadsView {
  const unique = <T>(values: T[]) => [...new Set(values)];
  const assignee = params.get('assignee') ?? '';
  const page = Number(params.get('page') ?? '1');
  const { started, ...window } = startedOf(params);
  return {
    started,
    context: {
      ...window,
      status: unique(params.getAll('status').filter(isLeadStatus)),
      channel: unique(params.getAll('channel').filter(isChannel)),
      lastStep: unique(params.getAll('lastStep').filter(isFunnelStep)),
      assignee: ASSIGNEE.test(assignee) ? assignee : '',
    },
    text: leadsSearchText(params.get('q') ?? ''),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The params of a view (other params kept). */
export function leadsViewToParams(view: LeadsView, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['status', 'channel', 'lastStep', 'assignee', 'since', 'until', 'q', 'page'])
    next.delete(name);
  view.context.status.forEach((value) => next.append('status', value));
  view.context.channel.forEach((value) => next.append('channel', value));
  view.context.lastStep.forEach((value) => next.append('lastStep', value));
  if (view.context.assignee !== '') next.set('assignee', view.context.assignee);
  // Exact instants (a funnel step's period) stay instants; a window of whole days is written as its days.
  const days = startedWindow(view.started);
  if (view.context.startedSince !== days.startedSince) next.set('since', view.context.startedSince);
  else if (view.started.start !== null) next.set('since', view.started.start);
  if (view.context.startedUntil !== days.startedUntil) next.set('until', view.context.startedUntil);
  else if (view.started.end !== null) next.set('until', view.started.end);
  if (view.text.trim() !== '') next.set('q', view.text);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}
