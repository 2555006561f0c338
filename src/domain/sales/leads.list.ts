import type { operations } from '../../api/schema.gen.ts';
import type { DateFilter } from '../filters/filter-state.ts';
import { leadsSearchText, leadsViewFromParams, type LeadsContext } from '../sales/leads-view.ts';
import { listRequest, type KeptListModule } from '../lists/list-module.ts';

/*
 * The order-funnel leads' module (listOrderFunnelLeads): no filter groups of the filter table; the
 * search text is the postcode/tariff search (`q`), the leads' own filters (status, channel, last step, assignee,
 * started window) are kept URL params (`since`/`until` the started filter's local dates) and the request's context,
 * read with every hostile value dropped (domain/sales/leads-view.ts). The rule a server applies is
 * `matchesLead` (domain/sales/lead-query.ts).
 */

export type LeadsWireQuery = NonNullable<operations['listOrderFunnelLeads']['parameters']['query']>;

export const EMPTY_LEADS_CONTEXT: LeadsContext = Object.freeze({
  status: [],
  channel: [],
  lastStep: [],
  assignee: '',
  startedSince: '',
  startedUntil: '',
});

/** The leads' filters as the URL holds them: the request's context and the started filter's local dates. */
export interface LeadsFilters extends LeadsContext {
  /** Local dates (yyyy-MM-dd), the last one included; `startedSince`/`startedUntil` are their instants. */
  readonly started: DateFilter;
}

/** The param of the lead open in its drawer: a reload or a shared link opens it again. */
export const LEAD_PARAM = 'lead';

/** The leads' own URL params beside the shared list state (`q`, `page`). */
export const LEADS_PARAMS = {
  status: 'status',
  channel: 'channel',
  lastStep: 'lastStep',
  assignee: 'assignee',
  since: 'since',
  until: 'until',
} as const;

export const LEADS_LIST_MODULE: KeptListModule<never, never, LeadsWireQuery, LeadsFilters> = {
  name: 'list',
  list: { groups: [], table: {}, keep: Object.values(LEADS_PARAMS), item: LEAD_PARAM },
  kept: {
    read: (params) => {
      const { context, started } = leadsViewFromParams(params);
      return { ...context, started };
    },
    count: (filters) =>
      filters.status.length +
      filters.channel.length +
      filters.lastStep.length +
      (filters.assignee === '' ? 0 : 1) +
      (filters.started.start === null && filters.started.end === null ? 0 : 1),
    clear: Object.fromEntries(Object.values(LEADS_PARAMS).map((name) => [name, null])),
  },
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
  base: (state, context: LeadsContext) => {
    const q = leadsSearchText(state.text).trim();
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
