// The order-funnel leads screen's URL state: the leads' own filters, the postcode/tariff search
// and the page, read with every hostile value dropped, and written back with defaults left out.
import type { DateFilter } from '../filters/filter-state.ts';
import { parseLocalDate } from '../format/local-date.ts';
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

/** The view a URL asks for. `since`/`until` are local dates (yyyy-MM-dd), the started filter's first and last day. */
export function leadsViewFromParams(params: URLSearchParams): LeadsView {
  const unique = <T>(values: T[]) => [...new Set(values)];
  const assignee = params.get('assignee') ?? '';
  const page = Number(params.get('page') ?? '1');
  const started = inOrder({ start: localDate(params.get('since')), end: localDate(params.get('until')) });
  return {
    started,
    context: {
      ...startedWindow(started),
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
  if (view.started.start !== null) next.set('since', view.started.start);
  if (view.started.end !== null) next.set('until', view.started.end);
  if (view.text.trim() !== '') next.set('q', view.text);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}
