// The data layer behind the real proxy and the real Prism on the generated mock spec: Prism still refuses what the
// contract refuses, a 2xx comes from the dataset, the scenario switcher still overrides, and reset restores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_DATE } from '../../../../scripts/generate/fixtures.ts';
import { DATA_HEADER, MOCK_OWNER_HEADER, MOCK_RESET_PATH } from '../../../../scripts/mock/proxy.ts';
import { SCENARIO_HEADER } from '../../../../scripts/mock/select-example.ts';
import { startMockServer, type MockServer } from '../../../../scripts/mock/server.ts';
import { httpCall } from '../../scripts/http-get.ts';

let mock: MockServer;
const auth = { authorization: 'Bearer test' };

beforeAll(async () => {
  mock = await startMockServer({ prismPort: 4330, now: REFERENCE_DATE });
}, 90_000);
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
