// The data layer behind the real proxy and the real Prism on the generated mock spec: Prism still refuses what the
// contract refuses, a 2xx comes from the dataset, the scenario switcher still overrides, and reset restores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { MOCK_NOW_HEADER, PINNED_INSTANTS } from '../../../../scripts/mock/instants.ts';
import {
  DATA_HEADER,
  mockNowFromEnv,
  MOCK_OWNER_HEADER,
  MOCK_RESET_PATH,
} from '../../../../scripts/mock/proxy.ts';
import { SCENARIO_HEADER } from '../../../../scripts/mock/select-example.ts';
import { startMockServer, type MockServer } from '../../../../scripts/mock/server.ts';
import { mockToken } from '../../../helpers/mock-tokens.ts';
import { httpCall } from '../../scripts/http-get.ts';
import { timeLimit } from '../../../../scripts/test/time-limit.ts';
import { sharedPrism } from '../../../helpers/shared-prism.ts';

let mock: MockServer;
const auth = { authorization: `Bearer ${mockToken()}` };

beforeAll(async () => {
  mock = await startMockServer({ prism: sharedPrism(), now: REFERENCE_DATE });
}, timeLimit(90_000));
afterAll(async () => {
  await mock?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  httpCall(`${mock.url}${path}`, { headers: { ...auth, ...headers } });

describe('data-backed answers through Prism', () => {
  it('answers a search from the dataset (the gateway of page 3), marked as such', async () => {
    const page3 = JSON.parse((await get('/ui/v1/sites/hems/sonnen?page=3')).body) as {
      subscriptions: { gatewayId: string }[];
    };
    const gatewayId = page3.subscriptions[0]?.gatewayId ?? '';
    const answer = await get(`/ui/v1/sites/hems/sonnen?text=${gatewayId}`);
    expect(answer.status).toBe(200);
    expect(answer.headers[DATA_HEADER]).toBe('sites');
    expect(JSON.parse(answer.body)).toMatchObject({ countTotal: 1, countPages: 1, page: 1 });
  });

  it("passes Prism's refusals through: an invalid parameter (the declared 400) and a missing token (401)", async () => {
    const invalid = await get('/ui/v1/sites/hems/sonnen?page=0');
    expect(invalid.status).toBe(400);
    expect(invalid.headers[DATA_HEADER]).toBeUndefined();
    const anonymous = await httpCall(`${mock.url}/ui/v1/sites/fleets`);
    expect(anonymous.status).toBe(401);
  });

  it('answers a request that breaks the spec with the declared 400 naming the field, not an example error', async () => {
    const send = (method: string, path: string, body: string) =>
      httpCall(`${mock.url}${path}`, {
        method,
        headers: { ...auth, 'content-type': 'application/json' },
        body,
      });
    const tab = await send('PATCH', '/ui/v1/order-funnel-leads/L-1', JSON.stringify({ note: 'a\tb' }));
    expect(tab.status).toBe(400);
    expect(JSON.parse(tab.body)).toMatchObject({
      status: 400,
      errorId: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'note' }],
    });
    const device = await send(
      'POST',
      '/ui/v1/installations/00000000-0000-4000-8000-000000000000/gateways/gw-1/evse-verifications',
      JSON.stringify({}),
    );
    expect(device.status).toBe(400);
    expect(JSON.parse(device.body)).toMatchObject({ fieldErrors: [{ field: 'uniqueIdentifier' }] });
    const path = await get('/ui/v1/sites/hems/%3Cscript%3E?page=1');
    expect(JSON.parse(path.body)).toMatchObject({ status: 400, fieldErrors: [{ field: 'hemsId' }] });
    const unreadable = await send('PATCH', '/ui/v1/order-funnel-leads/L-1', '{not json');
    expect(JSON.parse(unreadable.body)).toMatchObject({ status: 400, fieldErrors: [{ field: 'body' }] });
  });

  it('lets the scenario switcher override the dataset (an error, a named example)', async () => {
    expect((await get('/ui/v1/sites/fleets', { [SCENARIO_HEADER]: 'code=500' })).status).toBe(500);
    const empty = await get('/ui/v1/sites/fleets', { [SCENARIO_HEADER]: 'example=empty' });
    expect(JSON.parse(empty.body)).toEqual({ fleets: [] });
    expect(empty.headers[DATA_HEADER]).toBeUndefined();
  });

  it('answers an unknown key with a 404 API error instead of an example for another site', async () => {
    const answer = await get('/ui/v1/site/00000000-0000-4000-8000-000000000000');
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 404, errorId: 'NOT_FOUND' });
  });

  it('reset answers for one owner or everyone, and refuses anything but POST', async () => {
    const one = await httpCall(`${mock.url}${MOCK_RESET_PATH}?owner=worker-1`, { method: 'POST' });
    expect(JSON.parse(one.body)).toEqual({ reset: 'worker-1' });
    const all = await httpCall(`${mock.url}${MOCK_RESET_PATH}`, { method: 'POST' });
    expect(JSON.parse(all.body)).toEqual({ reset: 'everyone' });
    expect((await httpCall(`${mock.url}${MOCK_RESET_PATH}`)).status).toBe(405);
    // Owners' reads are independent copies of the same world.
    const mine = await get('/ui/v1/sites/fleets', { [MOCK_OWNER_HEADER]: 'worker-1' });
    const theirs = await get('/ui/v1/sites/fleets', { [MOCK_OWNER_HEADER]: 'worker-2' });
    expect(mine.body).toBe(theirs.body);
  });
});

describe('the x-mock-now header pins the owner’s now (dev and test stacks; scripts/mock/instants.ts)', () => {
  const evse = '/ui/v1/evses/92dbaa9e-6ffc-4d92-a3e5-1dccb6074cae';
  const lastConnection = async (headers: Record<string, string>) =>
    Date.parse(
      (JSON.parse((await get(evse, headers)).body) as { evse: { lastConnection: string } }).evse
        .lastConnection,
    );

  it('answers from the world at that instant, by name or as an ISO date-time', async () => {
    const reference = await lastConnection({ [MOCK_OWNER_HEADER]: 'now-1' });
    const named = await lastConnection({ [MOCK_OWNER_HEADER]: 'now-2', [MOCK_NOW_HEADER]: 'staff-hour' });
    const iso = await lastConnection({
      [MOCK_OWNER_HEADER]: 'now-3',
      [MOCK_NOW_HEADER]: new Date(PINNED_INSTANTS['staff-hour']).toISOString(),
    });
    expect(named - reference).toBe(PINNED_INSTANTS['staff-hour'] - REFERENCE_DATE);
    expect(iso).toBe(named);
  });

  it('refuses an instant it cannot read instead of guessing', async () => {
    const answer = await get(evse, { [MOCK_NOW_HEADER]: 'teatime' });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ errorId: 'MOCK_NOW' });
  });

  it('MOCK_NOW takes the same names', () => {
    expect(mockNowFromEnv('staff-hour')).toBe(PINNED_INSTANTS['staff-hour']);
    expect(mockNowFromEnv('reference')).toBe(REFERENCE_DATE);
    expect(mockNowFromEnv('2026-12-24T18:00:00Z')).toBe(Date.parse('2026-12-24T18:00:00Z'));
    expect(() => mockNowFromEnv('teatime')).toThrow(/neither reference nor staff-hour/);
  });
});
