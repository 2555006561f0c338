// The answers of the order funnel and its leads as functions of the lead world, called by both
// the named examples (leads.examples.ts) and the mock's handlers (scripts/mock/areas/leads/leads.handlers.ts), so Prism's
// examples and the data layer agree. The funnel is counted from the same leads the list answers.
import type { components } from '../../../../src/api/schema.gen.ts';
import { compareFunnel, type Funnel } from '../../../../src/domain/sales/funnel.ts';
import type { Channel } from '../../../../src/domain/sales/funnel-steps.ts';
import { LEADS_PAGE_SIZE, matchesLead, type LeadFilters } from '../../../../src/domain/sales/lead-query.ts';
import { leadAssignees, type LeadRecord } from './leads.fixtures.ts';
import type { StaffUser } from '../access/staff.fixtures.ts';

type Schemas = components['schemas'];
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

function figures(funnel: Funnel): Schemas['OrderFunnelFigures'] {
  return {
    from: iso(funnel.period.from),
    to: iso(funnel.period.to),
    started: funnel.started,
    completed: funnel.completed,
    steps: funnel.steps.map((step) => ({
      step: step.step,
      count: step.count,
      stopped: step.stopped,
      overallConversion: step.overallConversion,
      stepConversion: step.stepConversion,
      medianSecondsFromPrevious:
        step.medianMsFromPrevious === null ? null : Math.round(step.medianMsFromPrevious / 1000),
    })),
  };
}

/** The funnel of the `period` days before `now` (of one channel, or all) and of the period before it. */
export function funnelAnswer(
  leads: readonly LeadRecord[],
  period: Schemas['OrderFunnelPeriod'],
  channel: Channel | null,
  now: number,
): Schemas['OrderFunnelResponse'] {
  const orders = leads
    .filter((lead) => channel === null || lead.channel === channel)
    .map((lead) => ({ reachedAt: lead.reachedAt.map(Date.parse) }));
  const { current, previous } = compareFunnel(orders, { from: now - period * DAY, to: now });
  return { period, channel, current: figures(current), previous: figures(previous) };
}

const assigneeOf = (user: StaffUser): Schemas['LeadAssignee'] => ({ id: user.id, name: user.name });

/** A lead as the list answers it: no contact details. */
export function leadRow(lead: LeadRecord, staff: readonly StaffUser[]): Schemas['OrderFunnelLead'] {
  const assignee = lead.assigneeId === null ? undefined : staff.find((user) => user.id === lead.assigneeId);
  return {
    id: lead.id,
    startedAt: lead.startedAt,
    lastStep: lead.lastStep,
    lastStepAt: lead.reachedAt[lead.reachedAt.length - 1] ?? lead.startedAt,
    channel: lead.channel,
    postcode: lead.postcode,
    tariff: lead.tariff,
    consent: lead.consent,
    status: lead.status,
    assignee: assignee ? assigneeOf(assignee) : null,
    note: lead.note,
    updatedAt: lead.updatedAt,
  };
}

/** One page of the leads that pass `filters` (newest started first, as stored). */
export function leadsPage(
  leads: readonly LeadRecord[],
  staff: readonly StaffUser[],
  filters: LeadFilters,
  page: number,
  callerId: string | undefined,
): Schemas['OrderFunnelLeadsResponse'] {
  const matching = leads.filter((lead) => matchesLead(lead, filters, callerId));
  return {
    leads: matching
      .slice((page - 1) * LEADS_PAGE_SIZE, page * LEADS_PAGE_SIZE)
      .map((lead) => leadRow(lead, staff)),
    page,
    countPages: Math.ceil(matching.length / LEADS_PAGE_SIZE),
    countTotal: matching.length,
    assignees: leadAssignees(staff).map(assigneeOf),
  };
}
