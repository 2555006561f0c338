// The order funnel and its leads in the mock (scripts/mock/areas/leads/leads.handlers.ts): the funnel
// counts the same leads the list pages; the list never carries contact details and honours its filters ("mine"
// included); a contact is revealed only for a consented lead; updates validate beside their fields; the writes and
// the reveal appear in the activity log; an Operations persona may read but not write; the export answers the
// consented contacts as CSV, and a Sales assistant may not export.
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';
import { FUNNEL_STEPS } from '../../../../src/domain/sales/funnel-steps.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });
let owners = 0;

function client(owner = `leads-test-${(owners += 1)}`) {
  let bearer: string | undefined;
  const call = (method: string, url: string, body?: unknown) => {
    const match = matchOperation(spec, method, url);
    if (!match) throw new Error(`no operation for ${method} ${url}`);
    const input = { owner, ...(bearer === undefined ? {} : { bearer }) };
    const refused = layer.authorize(match, input);
    if (refused) return refused;
    return layer.answer(match, { ...input, url, body: body === undefined ? '' : JSON.stringify(body) });
  };
  const signIn = (email: string) => {
    const answer = call('POST', '/authentication-api/login', { email, password: 'any password' });
    bearer = (answer.body as { access: string }).access;
    return answer;
  };
  return { call, signIn };
}

const leadsOf = (answer: { body?: unknown }) => answer.body as Schemas['OrderFunnelLeadsResponse'];

describe('the order funnel and its leads in the mock', () => {
  it("counts the funnel from the leads: each step's stopped count is the leads whose last step it is", () => {
    const { call, signIn } = client();
    signIn('admin@example.com');
    const funnel = call('GET', '/ui/v1/sales/order-funnel?period=90&channel=web')
      .body as Schemas['OrderFunnelResponse'];
    expect(funnel.current.started).toBeGreaterThan(0);
    expect(funnel.current.steps.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
    const since = funnel.current.from;
    const until = funnel.current.to;
    for (const figures of funnel.current.steps.slice(0, 3)) {
      const url = `/ui/v1/order-funnel-leads?channel=web&lastStep=${figures.step}&startedSince=${since}&startedUntil=${until}`;
      expect(leadsOf(call('GET', url)).countTotal).toBe(figures.stopped);
    }
    const all = call('GET', '/ui/v1/sales/order-funnel').body as Schemas['OrderFunnelResponse'];
    expect(all.period).toBe(30);
    expect(all.channel).toBeNull();
    expect(Date.parse(all.previous.to)).toBe(Date.parse(all.current.from));
  });

  it('pages leads without contact details, filtered by status, assignee "mine" and search', () => {
    const { call, signIn } = client();
    signIn('sales@example.com');
    const page = leadsOf(call('GET', '/ui/v1/order-funnel-leads'));
    expect(page.leads).toHaveLength(50);
    expect(page.assignees.length).toBeGreaterThan(0);
    expect(JSON.stringify(page)).not.toMatch(/@example\.net|"phone":|"email":/);
    const won = leadsOf(call('GET', '/ui/v1/order-funnel-leads?status=won'));
    expect(won.leads.every((lead) => lead.status === 'won' && lead.lastStep === 'supply-confirmed')).toBe(
      true,
    );
    const mine = leadsOf(call('GET', '/ui/v1/order-funnel-leads?assignee=mine'));
    const sami = page.assignees.find((person) => person.name === 'Sami Sales');
    expect(mine.leads.every((lead) => lead.assignee?.id === sami?.id)).toBe(true);
    const searched = leadsOf(call('GET', `/ui/v1/order-funnel-leads?q=w%C3%A4rmepumpe`));
    expect(searched.countTotal).toBeGreaterThan(0);
    expect(searched.leads.every((lead) => lead.tariff === 'Wärmepumpe Plus')).toBe(true);
  });

  it('reveals a consented contact (409 otherwise), changes a lead (422 beside the field), and logs both', () => {
    const { call, signIn } = client();
    signIn('admin@example.com');
    const page = leadsOf(call('GET', '/ui/v1/order-funnel-leads?status=new'));
    const consented = page.leads.find((lead) => lead.consent)!;
    const refusing = page.leads.find((lead) => !lead.consent)!;
    const revealed = call('POST', `/ui/v1/order-funnel-leads/${consented.id}/contact-reveals`);
    expect(revealed.status).toBe(200);
    expect((revealed.body as Schemas['LeadContact']).email).toMatch(/@/);
    expect(call('POST', `/ui/v1/order-funnel-leads/${refusing.id}/contact-reveals`)).toMatchObject({
      status: 409,
      body: { errorId: 'LEAD_NOT_CONSENTED' },
    });
    expect(call('POST', '/ui/v1/order-funnel-leads/L-99999/contact-reveals').status).toBe(404);
    const assignee = page.assignees[0]!;
    const changed = call('PATCH', `/ui/v1/order-funnel-leads/${consented.id}`, {
      status: 'contacted',
      assigneeId: assignee.id,
      note: 'Called <b>today</b>',
    });
    expect(changed).toMatchObject({ status: 200, body: { status: 'contacted', assignee } });
    const badWin = call('PATCH', `/ui/v1/order-funnel-leads/${consented.id}`, {
      status: 'won',
      assigneeId: 'nobody',
    });
    expect(badWin).toMatchObject({ status: 422, body: { errorId: 'VALIDATION_FAILED' } });
    expect((badWin.body as Schemas['ApiError']).fieldErrors?.map((error) => error.field)).toEqual([
      'status',
      'assigneeId',
    ]);
    const log = call('GET', '/ui/v1/activity').body as Schemas['ActivityResponse'];
    expect(log.entries.map((entry) => entry.operationId)).toEqual(['updateLead', 'revealLeadContact']);
    expect(log.entries[0]?.target).toMatchObject({ kind: 'lead', key: consented.id });
    expect(JSON.stringify(log)).not.toContain((revealed.body as Schemas['LeadContact']).email);
  });

  it('exports the consented contacts of the filtered leads as formula-safe CSV, logged; 400 and 403 as the spec says', () => {
    const owner = `leads-export-${(owners += 1)}`;
    const { call, signIn } = client(owner);
    signIn('sales@example.com');
    const answer = call('POST', '/ui/v1/order-funnel-leads/exports?channel=web&status=new');
    expect(answer).toMatchObject({ status: 200, contentType: 'text/csv; charset=utf-8' });
    expect(answer.headers?.['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = answer.body as string;
    expect(
      csv.startsWith(
        '\uFEFFLead,Started,Last step,Channel,Postcode,Tariff,Status,Assignee,Name,Email,Phone\r\n',
      ),
    ).toBe(true);
    const ids = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    const expected = base.leads.filter(
      (lead) => lead.channel === 'web' && lead.status === 'new' && lead.consent,
    );
    expect(ids).toEqual(expected.map((lead) => lead.id));
    expect(csv).not.toMatch(/,[=+\-@]/);
    expect(
      call(
        'POST',
        '/ui/v1/order-funnel-leads/exports?startedSince=2026-11-02T00:00:00Z&startedUntil=2026-11-01T00:00:00Z',
      ),
    ).toMatchObject({
      status: 400,
      body: { errorId: 'VALIDATION_FAILED' },
    });
    // The list follows the same rule as its export.
    expect(
      call(
        'GET',
        '/ui/v1/order-funnel-leads?startedSince=2026-11-02T00:00:00Z&startedUntil=2026-11-01T00:00:00Z',
      ),
    ).toMatchObject({ status: 400, body: { message: 'startedSince must be before startedUntil' } });
    const auditor = client(owner);
    auditor.signIn('admin@example.com');
    const log = auditor.call('GET', '/ui/v1/activity').body as Schemas['ActivityResponse'];
    expect(log.entries.map((entry) => entry.operationId)).toEqual(['exportLeads']);
    expect(log.entries[0]?.target).toMatchObject({ kind: 'leads-export', key: 'channel=web&status=new' });
    expect(JSON.stringify(log)).not.toMatch(/@example\.net/);

    const assistant = client();
    assistant.signIn('sales-assistant@example.com');
    expect(assistant.call('GET', '/ui/v1/order-funnel-leads').status).toBe(200);
    expect(assistant.call('POST', '/ui/v1/order-funnel-leads/exports')).toMatchObject({
      status: 403,
      body: { errorId: 'PERMISSION_DENIED', missingPermission: 'leads:export' },
    });
  });

  it('lets an Operations persona read leads but not change them', () => {
    const { call, signIn } = client();
    signIn('ops@example.com');
    const page = leadsOf(call('GET', '/ui/v1/order-funnel-leads'));
    expect(page.leads.length).toBeGreaterThan(0);
    expect(call('PATCH', `/ui/v1/order-funnel-leads/${page.leads[0]!.id}`, { status: 'lost' })).toMatchObject(
      {
        status: 403,
        body: { errorId: 'PERMISSION_DENIED', missingPermission: 'leads:write' },
      },
    );
  });
});
