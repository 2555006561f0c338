import { describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN,
  EXPIRED_ACCESS_TOKEN,
  REFRESHED_ACCESS_TOKEN,
} from '../../../contracts/support/contract.ts';
import {
  createBackendFilter,
  createMockFilter,
  STATE_SETUP_PATH,
  type FilterRequest,
  type FilterResponse,
  type RequestFilter,
} from '../../../scripts/contracts/verifier.ts';
import { DATASET_STATE_HEADER, MOCK_OWNER_HEADER } from '../../../scripts/mock/proxy.ts';
import { SCENARIO_HEADER } from '../../../scripts/mock/select-example.ts';

interface Answer {
  status: number;
  body: unknown;
}

/** Runs the filter like pact-js's express proxy does; resolves with the answer, or 'next' when passed on. */
function run(filter: RequestFilter, req: FilterRequest): Promise<Answer | 'next'> {
  return new Promise((done) => {
    let status = 200;
    const res: FilterResponse = {
      status(code) {
        status = code;
        return res;
      },
      json(body) {
        done({ status, body });
        return res;
      },
      send(body) {
        done({ status, body });
        return res;
      },
    };
    filter(req, res, () => done('next'));
  });
}

const stateChange = (
  state: string,
  action = 'setup',
  params: Record<string, unknown> = {},
): FilterRequest => ({
  method: 'POST',
  path: STATE_SETUP_PATH,
  originalUrl: STATE_SETUP_PATH,
  headers: {},
  body: { state, params, action },
});
const get = (url: string, authorization?: string): FilterRequest => ({
  method: 'GET',
  path: url.split('?')[0] ?? url,
  originalUrl: url,
  headers: authorization ? { authorization, prefer: 'code=418' } : { prefer: 'code=418' },
});

describe("mock filter: provider state -> the mock proxy's headers", () => {
  it('maps a dataset state to the dataset header, drops any Prefer, and gives each setup its own copy', async () => {
    const filter = createMockFilter();
    expect(await run(filter, stateChange('no fleets exist'))).toEqual({ status: 200, body: {} });
    const req = get('/ui/v1/sites/fleets');
    expect(await run(filter, req)).toBe('next');
    expect(req.headers[DATASET_STATE_HEADER]).toBe('no-fleets');
    expect(req.headers[SCENARIO_HEADER]).toBeUndefined();
    expect(req.headers.prefer).toBeUndefined();
    const owner = req.headers[MOCK_OWNER_HEADER];
    await run(filter, stateChange('fleets exist'));
    const next = get('/ui/v1/sites/fleets');
    await run(filter, next);
    expect(next.headers[MOCK_OWNER_HEADER]).not.toBe(owner);
  });

  it('sends no scenario for a `rule` state (the mock answers as for the portal), and answers the params back', async () => {
    const filter = createMockFilter();
    expect(
      await run(filter, stateChange('the HEMS provider has sites', 'setup', { hemsId: 'sonnen' })),
    ).toEqual({
      status: 200,
      body: { hemsId: 'sonnen' },
    });
    const req = get('/ui/v1/sites/hems/sonnen?page=2&text=x');
    await run(filter, req);
    expect(req.headers[SCENARIO_HEADER]).toBeUndefined();
    expect(req.headers[DATASET_STATE_HEADER]).toBeUndefined();
  });

  it('forgets a state on teardown', async () => {
    const filter = createMockFilter();
    await run(filter, stateChange('the service fails'));
    const during = get('/ui/v1/profile');
    await run(filter, during);
    expect(during.headers[SCENARIO_HEADER]).toBe('code=500');
    await run(filter, stateChange('the service fails', 'teardown'));
    const after = get('/ui/v1/profile');
    await run(filter, after);
    expect(after.headers[SCENARIO_HEADER]).toBeUndefined();
  });

  it('answers 500 for an unmapped state (the verifier then fails the interaction) and reports it', async () => {
    const unmapped = vi.fn<(state: string) => void>();
    const filter = createMockFilter(unmapped);
    const answer = await run(filter, stateChange('the moon is full'));
    expect(answer).toEqual({
      status: 500,
      body: { error: 'Unmapped provider state "the moon is full": map it in contracts/provider-states.ts' },
    });
    expect(unmapped).toHaveBeenCalledWith('the moon is full');
  });
});

describe('backend filter: auth injection and state-change URL', () => {
  it('replaces only the placeholder access tokens, never the fixed expired one', async () => {
    const filter = createBackendFilter({ token: 'real-token', log: () => {} });
    for (const placeholder of [ACCESS_TOKEN, REFRESHED_ACCESS_TOKEN]) {
      const req = get('/ui/v1/profile', `Bearer ${placeholder}`);
      expect(await run(filter, req)).toBe('next');
      expect(req.headers.authorization).toBe('Bearer real-token');
    }
    const expired = get('/ui/v1/profile', `Bearer ${EXPIRED_ACCESS_TOKEN}`);
    await run(filter, expired);
    expect(expired.headers.authorization).toBe(`Bearer ${EXPIRED_ACCESS_TOKEN}`);
    const none = get('/authentication-api/login');
    await run(filter, none);
    expect(none.headers.authorization).toBeUndefined();
  });

  it('posts each state change to the states URL and hands its JSON back (provider-state values)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ refreshToken: 'r-1' }));
    const filter = createBackendFilter({ statesUrl: 'http://127.0.0.1:9/states', fetch, log: () => {} });
    const answer = await run(filter, stateChange('the refresh token is valid', 'setup', { a: 1 }));
    expect(answer).toEqual({ status: 200, body: { refreshToken: 'r-1' } });
    expect(fetch).toHaveBeenCalledWith(
      'http://127.0.0.1:9/states',
      expect.objectContaining({ method: 'POST' }),
    );
    const sent = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as unknown;
    expect(sent).toEqual({ state: 'the refresh token is valid', params: { a: 1 }, action: 'setup' });
  });

  it("fails the state change when the states URL answers an error or can't be reached", async () => {
    const refusing = createBackendFilter({
      statesUrl: 'http://127.0.0.1:9/states',
      fetch: async () => new Response('no such state', { status: 404 }),
      log: () => {},
    });
    expect(await run(refusing, stateChange('fleets exist'))).toMatchObject({ status: 404 });
    const down = createBackendFilter({
      statesUrl: 'http://127.0.0.1:9/states',
      fetch: async () => {
        throw new Error('ECONNREFUSED');
      },
      log: () => {},
    });
    expect(await run(down, stateChange('fleets exist'))).toMatchObject({ status: 502 });
  });

  it('without a states URL, accepts state changes and warns once', async () => {
    const log = vi.fn<(line: string) => void>();
    const filter = createBackendFilter({ log });
    expect(await run(filter, stateChange('fleets exist'))).toEqual({ status: 200, body: {} });
    await run(filter, stateChange('no fleets exist'));
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toContain('no --states-url');
  });
});
