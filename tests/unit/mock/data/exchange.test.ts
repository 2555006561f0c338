// The data exchange and job run handlers through the mock's data layer: filters and paging with
// the screen's rules, overdue and running derived at the world's now, the resend's state machine, its audit entry
// and its refusal (409 MESSAGE_NOT_RESENDABLE; the 403 without data-exchange:retry is the proxy's, from the spec).
import { describe, expect, it } from 'vitest';
import { createDataLayer } from '../../../../scripts/mock/data/data-layer.ts';
import { createDataset } from '../../../../scripts/mock/data/dataset.ts';
import { loadMockSpec, matchOperation } from '../../../../scripts/mock/select-example.ts';
import type { components } from '../../../../src/api/schema.gen.ts';

type Schemas = components['schemas'];
const spec = loadMockSpec();
const base = createDataset();
const layer = createDataLayer({ spec, base });

function ask(method: string, url: string, owner: string, actor = 'opslead@operator-portal.example') {
  const match = matchOperation(spec, method, url);
  if (!match) throw new Error(`no operation for ${method} ${url}`);
  return layer.answer(match, { url, body: '', owner, actor });
}
const messages = (owner: string, query = '') =>
  ask('GET', `/ui/v1/data-exchange/messages${query}`, owner).body as Schemas['ExchangeMessagesResponse'];
const runs = (owner: string, query = '') =>
  ask('GET', `/ui/v1/job-runs${query}`, owner).body as Schemas['JobRunsResponse'];

describe('the data exchange calls', () => {
  it('filter by state, partner, type and site, page by 50 and count the overdue messages of the whole exchange', () => {
    const all = messages('x-list');
    expect(all.messages).toHaveLength(50);
    expect(all.countTotal).toBe(base.messages.length);
    const overdue = messages('x-list', '?state=overdue');
    expect(overdue.countTotal).toBe(all.overdue);
    expect(overdue.countTotal).toBeGreaterThan(0);
    expect(
      overdue.messages.every(
        (row) => row.state === 'overdue' && Date.parse(row.acknowledgementDue!) < Date.now(),
      ),
    ).toBe(true);
    const narrow = messages('x-list', '?state=rejected&state=acknowledged&partner=DSO&type=PLANNED_SCHEDULE');
    expect(narrow.countTotal).toBeGreaterThan(0);
    for (const row of narrow.messages) {
      expect(['rejected', 'acknowledged']).toContain(row.state);
      expect(row).toMatchObject({ partner: { kind: 'DSO' }, type: 'PLANNED_SCHEDULE' });
    }
    const site = all.messages.find((row) => row.site !== null)!.site!.subscription;
    expect(messages('x-list', `?site=${site}`).messages.every((row) => row.site?.subscription === site)).toBe(
      true,
    );
    expect(messages('x-list', '?page=999').messages).toEqual([]);
  });

  it('opens a message with its payload, error and acknowledgement; 404 for an unknown one', () => {
    const rejected = base.messages.find((message) => message.state === 'rejected')!;
    const answer = ask('GET', `/ui/v1/data-exchange/messages/${rejected.id}`, 'x-get');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: rejected.id, state: 'rejected', payload: rejected.payload });
    expect((answer.body as Schemas['ExchangeMessage']).acknowledgement?.outcome).toBe('rejected');
    expect(ask('GET', '/ui/v1/data-exchange/messages/msg-nope', 'x-get')).toMatchObject({
      status: 404,
      body: { errorId: 'NOT_FOUND' },
    });
  });

  it('resends a rejected message once, records it in the activity log, and refuses other states', () => {
    const owner = 'x-resend';
    const rejected = base.messages.find((message) => message.state === 'rejected')!;
    const url = `/ui/v1/data-exchange/messages/${rejected.id}/resend`;
    const answer = ask('POST', url, owner);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ state: 'sent', attempts: rejected.attempts + 1 });
    // Sent again and not yet due: a second resend is refused with its error id.
    expect(ask('POST', url, owner)).toMatchObject({
      status: 409,
      body: { errorId: 'MESSAGE_NOT_RESENDABLE' },
    });
    const acknowledged = base.messages.find((message) => message.state === 'acknowledged')!;
    expect(ask('POST', `/ui/v1/data-exchange/messages/${acknowledged.id}/resend`, owner).status).toBe(409);
    const log = ask('GET', '/ui/v1/activity', owner).body as Schemas['ActivityResponse'];
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      operationId: 'resendExchangeMessage',
      target: { kind: 'exchange-message', key: rejected.id },
    });
    expect(log.entries[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'state', before: 'rejected', after: 'sent' }),
    );
  });
});

describe('the job run calls', () => {
  it('filter by job, state and site; a site keeps the runs whose log names it', () => {
    const all = runs('r-list');
    expect(all.running).toBe(5);
    const failedForecasts = runs('r-list', '?job=forecasting&state=failed&state=partly-failed');
    expect(failedForecasts.countTotal).toBeGreaterThan(0);
    expect(failedForecasts.runs.every((run) => run.job === 'forecasting' && run.sitesFailed > 0)).toBe(true);
    const problem = base.siteProblems.find((row) => row.problemName === 'SITE_NOT_OPTIMIZABLE')!;
    const forSite = runs('r-list', `?site=${problem.subscription}&job=optimisation`);
    expect(forSite.countTotal).toBeGreaterThan(0);
    const [run] = forSite.runs;
    const log = ask('GET', `/ui/v1/job-runs/${run!.id}/log?level=error`, 'r-list')
      .body as Schemas['JobRunLogResponse'];
    const pages = Array.from({ length: log.countPages }, (_, index) =>
      index === 0
        ? log
        : (ask('GET', `/ui/v1/job-runs/${run!.id}/log?level=error&page=${index + 1}`, 'r-list')
            .body as Schemas['JobRunLogResponse']),
    );
    expect(
      pages.flatMap((page) => page.lines).some((line) => line.site?.subscription === problem.subscription),
    ).toBe(true);
  });

  it("a running run's processed sites and log are what it did by now; 404 for an unknown run", () => {
    const running = runs('r-run', '?state=running').runs[0]!;
    expect(running.finishedAt).toBeNull();
    expect(running.sitesProcessed).toBeLessThanOrEqual(running.sitesTotal);
    const one = ask('GET', `/ui/v1/job-runs/${running.id}`, 'r-run').body as Schemas['JobRun'];
    expect(one.sitesProcessed).toBeGreaterThanOrEqual(running.sitesProcessed);
    const log = ask('GET', `/ui/v1/job-runs/${running.id}/log`, 'r-run').body as Schemas['JobRunLogResponse'];
    expect(log.lines.every((line) => Date.parse(line.at) <= Date.now() + 1000)).toBe(true);
    expect(ask('GET', '/ui/v1/job-runs/run-nope', 'r-run').status).toBe(404);
    expect(ask('GET', '/ui/v1/job-runs/run-nope/log', 'r-run').status).toBe(404);
  });
});
