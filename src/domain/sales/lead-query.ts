// The order-funnel leads' query: what the server filters by — status, channel, last step,
// assignee (a staff id, `mine` for the caller, `none`), a started window and a search over postcode (prefix) and
// tariff — and pages by. One rule: the mock's handler filters with `matchesLead`; the screen builds the request with
// the list's module (domain/sales/leads.list.ts).
import type { Channel, FunnelStep, LeadStatus } from './funnel-steps.ts';

export const LEADS_PAGE_SIZE = 50;
/** The assignee filter's two words besides a staff id. */
export const ASSIGNEE_MINE = 'mine';
export const ASSIGNEE_NONE = 'none';

export interface LeadFilters {
  readonly status?: readonly LeadStatus[];
  readonly channel?: readonly Channel[];
  readonly lastStep?: readonly FunnelStep[];
  /** A staff user id, `mine` or `none`. */
  readonly assignee?: string;
  /** ISO instants: started at or after `startedSince`, before `startedUntil`. */
  readonly startedSince?: string;
  readonly startedUntil?: string;
  readonly q?: string;
}

/**
 * What is wrong with a started window, or null: both ends ISO instants, the start before the end. The list and its
 * export refuse such a window with 400 (the spec's types are checked by Prism; the order is this rule).
 */
export function startedWindowProblem(since: string | undefined, until: string | undefined): string | null {
  const from = since === undefined ? undefined : Date.parse(since);
  const to = until === undefined ? undefined : Date.parse(until);
  if (from !== undefined && Number.isNaN(from)) return 'startedSince is not an instant';
  if (to !== undefined && Number.isNaN(to)) return 'startedUntil is not an instant';
  if (from !== undefined && to !== undefined && from >= to) return 'startedSince must be before startedUntil';
  return null;
}

/** What a lead is matched on. */
export interface LeadMatchable {
  readonly startedAt: string;
  readonly lastStep: FunnelStep;
  readonly channel: Channel;
  readonly postcode: string;
  readonly tariff: string;
  readonly status: LeadStatus;
  readonly assigneeId: string | null;
}

const folded = (text: string) => text.trim().toLocaleLowerCase('de');
const inList = <T>(list: readonly T[] | undefined, value: T) =>
  list === undefined || list.length === 0 || list.includes(value);

/** Whether `lead` passes `filters`; `callerId` is who `mine` means. */
export function matchesLead(
  lead: LeadMatchable,
  filters: LeadFilters,
  callerId: string | undefined,
): boolean {
  if (!inList(filters.status, lead.status)) return false;
  if (!inList(filters.channel, lead.channel)) return false;
  if (!inList(filters.lastStep, lead.lastStep)) return false;
  const assignee = filters.assignee ?? '';
  if (assignee === ASSIGNEE_NONE && lead.assigneeId !== null) return false;
  if (assignee === ASSIGNEE_MINE && (callerId === undefined || lead.assigneeId !== callerId)) return false;
  if (
    assignee !== '' &&
    assignee !== ASSIGNEE_NONE &&
    assignee !== ASSIGNEE_MINE &&
    lead.assigneeId !== assignee
  )
    return false;
  const started = Date.parse(lead.startedAt);
  if (filters.startedSince !== undefined && !(started >= Date.parse(filters.startedSince))) return false;
  if (filters.startedUntil !== undefined && !(started < Date.parse(filters.startedUntil))) return false;
  const text = folded(filters.q ?? '');
  if (text !== '' && !lead.postcode.startsWith(text) && !folded(lead.tariff).includes(text)) return false;
  return true;
}

/** Won only when the supply start was confirmed: the rule updateLead enforces. */
export const canBeWon = (lastStep: FunnelStep): boolean => lastStep === 'supply-confirmed';
