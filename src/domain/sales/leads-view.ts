// The order-funnel leads screen's URL state (issue #35 item 3): the leads' own filters, the postcode/tariff search
// and the page, read with every hostile value dropped, and written back with defaults left out.
import { EMPTY_LEADS_CONTEXT, type LeadsContext } from '../lists/leads-list.ts';
import { isChannel, isFunnelStep, isLeadStatus } from './funnel-steps.ts';

export interface LeadsView {
  readonly context: LeadsContext;
  readonly text: string;
  readonly page: number;
}

const ASSIGNEE = /^[A-Za-z0-9._:@-]{1,100}$/;
const MAX_TEXT = 100;

/** The view a URL asks for. `since`/`until` are local dates (yyyy-MM-dd) turned into instants by the caller. */
export function leadsViewFromParams(params: URLSearchParams): LeadsView {
  const unique = <T>(values: T[]) => [...new Set(values)];
  const assignee = params.get('assignee') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    context: {
      ...EMPTY_LEADS_CONTEXT,
      status: unique(params.getAll('status').filter(isLeadStatus)),
      channel: unique(params.getAll('channel').filter(isChannel)),
      lastStep: unique(params.getAll('lastStep').filter(isFunnelStep)),
      assignee: ASSIGNEE.test(assignee) ? assignee : '',
    },
    // eslint-disable-next-line no-control-regex -- control characters never reach the request
    text: (params.get('q') ?? '').replace(/[\u0000-\u001F\u007F]/g, '').slice(0, MAX_TEXT),
    page: Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The params of a view (other params kept). */
export function leadsViewToParams(view: LeadsView, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['status', 'channel', 'lastStep', 'assignee', 'q', 'page']) next.delete(name);
  view.context.status.forEach((value) => next.append('status', value));
  view.context.channel.forEach((value) => next.append('channel', value));
  view.context.lastStep.forEach((value) => next.append('lastStep', value));
  if (view.context.assignee !== '') next.set('assignee', view.context.assignee);
  if (view.text.trim() !== '') next.set('q', view.text);
  if (view.page > 1) next.set('page', String(view.page));
  return next;
}
