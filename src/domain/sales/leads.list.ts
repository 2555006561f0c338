import type { operations } from '../../api/schema.gen.ts';
import type { Channel, FunnelStep, LeadStatus } from '../sales/funnel-steps.ts';
import { listRequest, type ListModule } from '../lists/list-module.ts';

/*
 * The order-funnel leads' module (listOrderFunnelLeads): no filter groups of the filter table; the
 * search text is the postcode/tariff search (`q`), the leads' own filters (status, channel, last step, assignee,
 * started window) are the request's context, kept in the URL by the screen. The rule a server applies is
 * `matchesLead` (domain/sales/lead-query.ts).
 */

export type LeadsWireQuery = NonNullable<operations['listOrderFunnelLeads']['parameters']['query']>;

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

export const EMPTY_LEADS_CONTEXT: LeadsContext = Object.freeze({
  status: [],
  channel: [],
  lastStep: [],
  assignee: '',
  startedSince: '',
  startedUntil: '',
});

export const LEADS_LIST_MODULE: ListModule<never, never, LeadsWireQuery, LeadsContext> = {
  name: 'list',
  list: { groups: [], keep: ['status', 'channel', 'lastStep', 'assignee', 'since', 'until'] },
  params: {
    page: 'int',
    status: 'many',
    channel: 'many',
    lastStep: 'many',
    assignee: 'one',
    startedSince: 'one',
    startedUntil: 'one',
    q: 'one',
  },
  server: {},
  base: (state, context) => {
    const q = state.text.trim();
    return {
      page: state.page,
      ...(context.status.length > 0 ? { status: [...context.status] } : {}),
      ...(context.channel.length > 0 ? { channel: [...context.channel] } : {}),
      ...(context.lastStep.length > 0 ? { lastStep: [...context.lastStep] } : {}),
      ...(context.assignee !== '' ? { assignee: context.assignee } : {}),
      ...(context.startedSince !== '' ? { startedSince: context.startedSince } : {}),
      ...(context.startedUntil !== '' ? { startedUntil: context.startedUntil } : {}),
      ...(q !== '' ? { q } : {}),
    };
  },
};

/** The request of a page of the leads. */
export function leadsQueryOf(
  context: LeadsContext,
  text: string,
  page: number,
): LeadsWireQuery & { page: number } {
  return { ...listRequest(LEADS_LIST_MODULE, { filters: {}, text, page, sort: null }, context), page };
}
