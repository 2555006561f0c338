import type { operations } from '../../api/schema.gen.ts';
import type { DateFilter } from '../filters/filter-state.ts';
import {
  MESSAGE_TYPES,
  PARTNER_KINDS,
  type MessageType,
  type PartnerKind,
} from '../exchange/exchange-catalogue.ts';
import { choicesOf, datesOf, instantWindow, oneOf, siteOf, withinWindow } from '../exchange/kept-filters.ts';
import { MESSAGE_STATES, type MessageState } from '../exchange/message-state.ts';
import { listRequest, sortedChoices, type KeptListModule } from '../lists/list-module.ts';

/*
 * The data exchange's module (listExchangeMessages): no groups of the filter table; its own filters
 * (state, partner, type, site, dates) are kept URL params and the request's context. The rule a server applies is
 * `matchesMessage`; the mock's handler reads the request from `params` (listQueryOf).
 */

export type ExchangeWireQuery = NonNullable<operations['listExchangeMessages']['parameters']['query']>;

/** The URL params of the list that are not the shared list state. */
export const EXCHANGE_PARAMS = {
  state: 'state',
  partner: 'partner',
  type: 'type',
  site: 'site',
  from: 'from',
  to: 'to',
} as const;

export interface ExchangeFilters {
  readonly states: readonly MessageState[];
  readonly partners: readonly PartnerKind[];
  readonly types: readonly MessageType[];
  /** A site's subscription uuid, or ''. */
  readonly site: string;
  /** Local dates (yyyy-MM-dd) of the message's creation, inclusive. */
  readonly dates: DateFilter;
}

export const NO_EXCHANGE_FILTERS: ExchangeFilters = {
  states: [],
  partners: [],
  types: [],
  site: '',
  dates: { start: null, end: null },
};

export const EXCHANGE_LIST_MODULE: KeptListModule<never, never, ExchangeWireQuery, ExchangeFilters> = {
  name: 'messages',
  list: { groups: [], table: {}, keep: Object.values(EXCHANGE_PARAMS) },
  kept: {
    read: (params) => exchangeFiltersOf(params),
    count: (filters) =>
      filters.states.length +
      filters.partners.length +
      filters.types.length +
      (filters.site === '' ? 0 : 1) +
      (filters.dates.start === null && filters.dates.end === null ? 0 : 1),
    clear: Object.fromEntries(Object.values(EXCHANGE_PARAMS).map((name) => [name, null])),
  },
  params: {
    page: 'int',
    state: 'many',
    partner: 'many',
    type: 'many',
    site: 'one',
    since: 'one',
    until: 'one',
  },
  server: {},
  base: (state, filters) => ({
    page: state.page,
    ...(filters.states.length > 0 ? { state: sortedChoices(filters.states) } : {}),
    ...(filters.partners.length > 0 ? { partner: sortedChoices(filters.partners) } : {}),
    ...(filters.types.length > 0 ? { type: sortedChoices(filters.types) } : {}),
    ...(filters.site !== '' ? { site: filters.site } : {}),
    ...instantWindow(filters.dates),
  }),
};

/** The request of a page of the list. */
export function exchangeQueryOf(
  filters: ExchangeFilters,
  page: number,
): ExchangeWireQuery & { page: number } {
  return { ...listRequest(EXCHANGE_LIST_MODULE, { filters: {}, text: '', page, sort: null }, filters), page };
}

/** What a message is matched on: its state as shown at the server's now, partner, type, site and creation. */
export interface MatchableMessage {
  readonly state: MessageState;
  readonly partner: { readonly kind: PartnerKind };
  readonly type: MessageType;
  readonly site: { readonly subscription: string } | null;
  readonly createdAt: string;
}

/** The server's rule: every parameter ANDs, the values of a repeated one OR. */
export function matchesMessage(message: MatchableMessage, query: Omit<ExchangeWireQuery, 'page'>): boolean {
  return (
    oneOf(query.state, message.state) &&
    oneOf(query.partner, message.partner.kind) &&
    oneOf(query.type, message.type) &&
    (query.site === undefined || query.site === '' || message.site?.subscription === query.site) &&
    withinWindow(message.createdAt, query)
  );
}

/** The list's filters of the URL; unknown values are dropped. */
export function exchangeFiltersOf(params: URLSearchParams): ExchangeFilters {
  return {
    states: choicesOf(params, EXCHANGE_PARAMS.state, MESSAGE_STATES),
    partners: choicesOf(params, EXCHANGE_PARAMS.partner, PARTNER_KINDS),
    types: choicesOf(params, EXCHANGE_PARAMS.type, MESSAGE_TYPES),
    site: siteOf(params, EXCHANGE_PARAMS.site),
    dates: datesOf(params, EXCHANGE_PARAMS.from, EXCHANGE_PARAMS.to),
  };
}
