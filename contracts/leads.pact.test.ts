// The tariff order funnel and its leads: the funnel of a period and channel with the previous
// period, a page of leads (no contact details), revealing one consented contact, changing a lead.
import { describe, it } from 'vitest';
import {
  BAD_REQUEST,
  EXPIRED,
  SERVER_ERROR,
  invalidField,
  TOO_MANY_REQUESTS,
  forbidden,
  notFound,
  type Failure,
} from './support/failures.ts';
import { expectAnswer, expectText, itAnswersErrors, operation } from './support/operation.ts';
import { createPact } from './support/pact.ts';
import {
  CONSENTED_LEAD,
  SALES_USER,
  UNCONSENTED_LEAD,
  UNKNOWN_LEAD,
  emptyLeadsPage,
  lead,
  leadContact,
  leadsExport,
  leadsPage,
  orderFunnel,
  unassignedLeadsPage,
} from './support/lead-examples.ts';

const pact = createPact();
const STATE = 'tariff orders and their leads exist';

const getOrderFunnel = operation({ id: 'getOrderFunnel', path: '/ui/v1/sales/order-funnel', method: 'get' });
const listOrderFunnelLeads = operation({
  id: 'listOrderFunnelLeads',
  path: '/ui/v1/order-funnel-leads',
  method: 'get',
});
const revealLeadContact = operation({
  id: 'revealLeadContact',
  path: '/ui/v1/order-funnel-leads/{leadId}/contact-reveals',
  method: 'post',
  pathParams: { leadId: CONSENTED_LEAD },
});
const updateLead = operation({
  id: 'updateLead',
  path: '/ui/v1/order-funnel-leads/{leadId}',
  method: 'patch',
  pathParams: { leadId: CONSENTED_LEAD },
  body: { status: 'contacted', assigneeId: SALES_USER, note: 'Called' },
});

const exportLeads = operation({
  id: 'exportLeads',
  path: '/ui/v1/order-funnel-leads/exports',
  method: 'post',
  query: { channel: ['web'], status: ['new'], lastStep: ['tariff'] },
});

const unknownLead = { failure: notFound(STATE), pathParams: { leadId: UNKNOWN_LEAD } };
const NOT_CONSENTED: Failure<409> = {
  status: 409,
  state: STATE,
  message: 'Conflict',
  errorId: 'LEAD_NOT_CONSENTED',
};
const CANNOT_WIN: Failure<422> = {
  status: 422,
  state: STATE,
  message: 'Unprocessable Content',
  errorId: 'VALIDATION_FAILED',
  fieldErrors: [{ field: 'status', message: 'Won only once the supply start is confirmed' }],
};

describe('getOrderFunnel', () => {
  it('answers the last 30 days of every channel and the 30 days before', () =>
    expectAnswer(pact, getOrderFunnel, {
      what: 'the funnel of 30 days',
      state: STATE,
      response: orderFunnel(null, 30),
    }));

  it('sends the period and the channel', () =>
    expectAnswer(pact, getOrderFunnel, {
      what: 'the web funnel of 7 days',
      state: STATE,
      query: { period: 7, channel: 'web' },
      response: orderFunnel('web', 7),
    }));

  itAnswersErrors(pact, getOrderFunnel, [
    { failure: BAD_REQUEST, query: { period: 7 } },
    EXPIRED,
    forbidden(getOrderFunnel),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('listOrderFunnelLeads', () => {
  it("answers the first page of a salesperson's leads, without contact details", () =>
    expectAnswer(pact, listOrderFunnelLeads, {
      what: "page 1 of Sami Sales's leads",
      state: STATE,
      query: { assignee: SALES_USER, page: 1 },
      response: leadsPage,
    }));

  it('sends the filters, the search and the page', () =>
    expectAnswer(pact, listOrderFunnelLeads, {
      what: 'the new unassigned web leads that stopped at the tariff step, searched by postcode',
      state: STATE,
      query: {
        status: ['new'],
        channel: ['web'],
        lastStep: ['tariff'],
        assignee: 'none',
        q: '53709',
        page: 1,
      },
      response: { ...unassignedLeadsPage, countPages: 1, countTotal: 1 },
    }));

  it('answers an empty page when no lead matches', () =>
    expectAnswer(pact, listOrderFunnelLeads, {
      what: 'no lead matches the search',
      state: STATE,
      query: { q: 'no such tariff', page: 1 },
      response: emptyLeadsPage,
    }));

  itAnswersErrors(pact, listOrderFunnelLeads, [
    {
      failure: BAD_REQUEST,
      query: { startedSince: '2026-11-02T00:00:00Z', startedUntil: '2026-11-01T00:00:00Z', page: 1 },
    },
    EXPIRED,
    forbidden(listOrderFunnelLeads),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('revealLeadContact', () => {
  it("answers a consented lead's contact details", () =>
    expectAnswer(pact, revealLeadContact, {
      what: 'a consented contact',
      state: STATE,
      response: leadContact,
    }));

  itAnswersErrors(pact, revealLeadContact, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(revealLeadContact),
    unknownLead,
    { failure: NOT_CONSENTED, pathParams: { leadId: UNCONSENTED_LEAD } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('updateLead', () => {
  it('answers the changed lead', () =>
    expectAnswer(pact, updateLead, {
      what: 'a lead set to contacted and assigned',
      state: STATE,
      response: { ...lead('contacted', true), note: 'Called' },
    }));

  itAnswersErrors(pact, updateLead, [
    BAD_REQUEST,
    EXPIRED,
    forbidden(updateLead),
    unknownLead,
    { failure: CANNOT_WIN, body: { status: 'won' } },
    // A TAB is outside the note's pattern: the 400 names the note, it is no refusal of the lead.
    { failure: invalidField('note'), body: { note: 'Called\tback' } },
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});

describe('exportLeads', () => {
  it("answers the consented leads' contacts of the filters as CSV: the byte-order mark and the header row first", () =>
    expectText(pact, exportLeads, {
      what: 'the consented new web leads that stopped at the tariff step, as CSV',
      state: STATE,
      response: leadsExport,
    }));

  itAnswersErrors(pact, exportLeads, [
    {
      failure: BAD_REQUEST,
      query: { startedSince: '2026-11-02T00:00:00Z', startedUntil: '2026-11-01T00:00:00Z' },
    },
    EXPIRED,
    forbidden(exportLeads),
    TOO_MANY_REQUESTS,
    SERVER_ERROR,
  ]);
});
