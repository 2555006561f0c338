// The order funnel and its leads, answered from the owner's lead world: the funnel is counted
// from the same leads the list pages; the list never carries contact details; revealing one consented contact and
// changing a lead are audited writes (x-audit: the audit hook records them, audit-targets.ts).
import { isChannel, isLeadStatus } from '../../../../src/domain/sales/funnel-steps.ts';
import {
  canBeWon,
  matchesLead,
  startedWindowProblem,
  type LeadFilters,
} from '../../../../src/domain/sales/lead-query.ts';
import { leadsExportCsv, leadsExportFileName } from '../../../../src/domain/sales/lead-export.ts';
import { LEADS_LIST_MODULE } from '../../../../src/domain/sales/leads.list.ts';
import { funnelAnswer, leadRow, leadsPage } from './leads.answers.ts';
import { leadAssignees } from './leads.fixtures.ts';
import { apiError, type DataAnswer, type DataHandler } from '../../data/data-handler.ts';
import { datasetNow, runningNow, type Dataset } from '../../data/dataset.ts';
import { listQueryOf } from '../../data/query-params.ts';
import { callerOf } from '../../data/staff.ts';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const PERIODS = [7, 30, 90] as const;

export const findLead = (data: Dataset, id: string | undefined) => data.leads.find((lead) => lead.id === id);
const unknownLead = (id: string | undefined) => apiError(404, `Lead ${id ?? ''} not found`, 'NOT_FOUND');

function fieldErrors(errors: { field: string; message: string }[]): DataAnswer {
  return {
    status: 422,
    body: {
      message: 'The lead was not changed',
      status: 422,
      errorId: 'VALIDATION_FAILED',
      fieldErrors: errors,
    },
  };
}

/**
 * The list's and the export's request read once: its filters and page (the list module's query), the caller (for
 * `mine`), or 400 for a started window that ends before it starts — one rule for both calls.
 */
function leadsAsked(
  request: Parameters<DataHandler>[0],
  data: Dataset,
): DataAnswer | { page: number; filters: LeadFilters; callerId: string | undefined } {
  const { page, ...filters } = listQueryOf(LEADS_LIST_MODULE, request.query);
  const problem = startedWindowProblem(filters.startedSince, filters.startedUntil);
  if (problem !== null) return apiError(400, problem, 'VALIDATION_FAILED');
  const caller = request.bearer === undefined ? undefined : callerOf(data, request.bearer);
  return { page, filters, callerId: caller?.id };
}

export const LEADS_HANDLERS: Readonly<Record<string, DataHandler>> = {
  getOrderFunnel: ({ query }, data) => {
    const period = PERIODS.find((days) => String(days) === query.get('period')) ?? 30;
    const channel = query.get('channel');
    return {
      status: 200,
      body: funnelAnswer(data.leads, period, isChannel(channel) ? channel : null, datasetNow(data)),
    };
  },

  listOrderFunnelLeads: (request, data) => {
    const asked = leadsAsked(request, data);
    if ('status' in asked) return asked;
    const { page, filters, callerId } = asked;
    return { status: 200, body: leadsPage(data.leads, data.staff, filters, page, callerId) };
  },

  exportLeads: (request, data) => {
    const asked = leadsAsked(request, data);
    if ('status' in asked) return asked;
    // Every page: the export is what the filters show.
    const { filters, callerId } = asked;
    const rows = data.leads
      .filter((lead) => matchesLead(lead, filters, callerId))
      .map((lead) => leadRow(lead, data.staff));
    return {
      status: 200,
      body: leadsExportCsv(rows, (leadId) => data.leadContacts[leadId]),
      contentType: 'text/csv; charset=utf-8',
      headers: {
        'content-disposition': `attachment; filename="${leadsExportFileName(new Date(runningNow(data)))}"`,
      },
    };
  },

  revealLeadContact: ({ pathParams }, data) => {
    const lead = findLead(data, pathParams.leadId);
    if (!lead) return unknownLead(pathParams.leadId);
    if (!lead.consent)
      return apiError(409, 'This person did not agree to be contacted', 'LEAD_NOT_CONSENTED');
    const contact = data.leadContacts[lead.id];
    if (!contact) return unknownLead(pathParams.leadId);
    return { status: 200, body: { leadId: lead.id, ...contact } };
  },

  updateLead: ({ pathParams, body }, data) => {
    const lead = findLead(data, pathParams.leadId);
    if (!lead) return unknownLead(pathParams.leadId);
    const change = (body ?? {}) as { status?: unknown; assigneeId?: unknown; note?: unknown };
    const errors: { field: string; message: string }[] = [];
    if (change.status !== undefined) {
      if (!isLeadStatus(change.status)) errors.push({ field: 'status', message: 'Unknown status' });
      else if (change.status === 'won' && !canBeWon(lead.lastStep))
        errors.push({ field: 'status', message: 'Won only once the supply start is confirmed' });
    }
    const assignable = leadAssignees(data.staff);
    if (
      change.assigneeId !== undefined &&
      change.assigneeId !== null &&
      !assignable.some((user) => user.id === change.assigneeId)
    )
      errors.push({ field: 'assigneeId', message: 'Not a staff member leads can be assigned to' });
    if (errors.length > 0) return fieldErrors(errors);
    if (isLeadStatus(change.status)) lead.status = change.status;
    if (change.assigneeId === null || typeof change.assigneeId === 'string')
      lead.assigneeId = change.assigneeId;
    if (typeof change.note === 'string') lead.note = change.note;
    lead.updatedAt = iso(runningNow(data));
    return { status: 200, body: leadRow(lead, data.staff) };
  },
};
