import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/api-error.ts';
import { createApiClient } from '../../../src/api/client.ts';
import { anyErrorBody, expectWellFormed } from './api-error-arbitraries.ts';
import {
  BASE,
  fakeFetch,
  isRefresh,
  json,
  memoryTokenStore,
  unauthorized,
  type EchoPaths,
  type Handler,
  type SeenRequest,
} from './fake-api.ts';

export const SCHEDULER_RUNS = 300;
export const ERROR_RUNS = 300;

const requestsArb = fc.array(
  fc.record({
    method: fc.constantFrom('GET' as const, 'POST' as const),
    // Any Unicode, including lone surrogates' neighbours, quotes and control characters: the body must survive a
    // retry byte for byte.
    payload: fc.string({ unit: 'binary', maxLength: 200 }),
    // Some callers start only after the scheduler has released other work (e.g. after the refresh finished).
    startLate: fc.boolean(),
  }),
  { minLength: 1, maxLength: 20 },
);

function server(refreshAnswer: () => Response): Handler {
  return (request) => {
    if (isRefresh(request)) return refreshAnswer();
    if (request.headers.get('Authorization') !== 'Bearer fresh') return unauthorized();
    return json(200, {
      n: request.url.pathname.split('/').pop(),
      method: request.method,
      body: request.text,
    });
  };
}

const byRequest = (seen: SeenRequest[]) => {
  const sends = new Map<string, SeenRequest[]>();
  for (const request of seen.filter((r) => !isRefresh(r))) {
    const n = request.url.pathname.split('/').pop() ?? '';
    sends.set(n, [...(sends.get(n) ?? []), request]);
  }
  return sends;
};

describe('concurrent 401s (fc.scheduler)', () => {
  it('property: any interleaving of up to 20 stale-token requests refreshes exactly once, sends each at most twice, retries POST bodies byte-identical, and every caller succeeds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requestsArb, async (s, requests) => {
        const store = memoryTokenStore({ token: 'stale', refresh: 'r1' });
        const fake = fakeFetch(server(() => json(200, { access: 'fresh' })));
        let signOuts = 0;
        const echo = createApiClient<EchoPaths>({
          tokenStore: store,
          onSignOut: () => {
            signOuts += 1;
          },
          baseUrl: BASE,
          // Every answer, the refresh's included, is delivered in an order the scheduler picks.
          fetch: s.scheduleFunction(function send(request: Request) {
            return fake.fetch(request);
          }),
          currentPath: () => '/',
        });
        const call = (i: number) => {
          const request = requests[i];
          if (request === undefined) throw new Error('unreachable');
          const n = String(i);
          return request.method === 'GET'
            ? echo.GET('/ui/v1/echo/{n}', { params: { path: { n } } })
            : echo.POST('/ui/v1/echo/{n}', { params: { path: { n } }, body: { payload: request.payload } });
        };
        const results = await s.waitFor(
          Promise.all(
            requests.map((request, i) =>
              request.startLate ? s.schedule(Promise.resolve(i), `start ${i}`).then(call) : call(i),
            ),
          ),
        );

        expect(fake.seen.filter(isRefresh)).toHaveLength(1);
        expect(signOuts).toBe(0);
        expect(store.token).toBe('fresh');
        const sends = byRequest(fake.seen);
        requests.forEach((request, i) => {
          const expectedBody = request.method === 'POST' ? JSON.stringify({ payload: request.payload }) : '';
          const sent = sends.get(String(i)) ?? [];
          expect(sent.length).toBeGreaterThanOrEqual(1);
          expect(sent.length).toBeLessThanOrEqual(2);
          // A request is repeated exactly when its first attempt carried the stale token.
          expect(sent.length === 2).toBe(sent[0]?.headers.get('Authorization') === 'Bearer stale');
          const expectedBytes = Array.from(Buffer.from(expectedBody, 'utf8'));
          for (const attempt of sent) expect(Array.from(attempt.bytes)).toEqual(expectedBytes);
          expect(results[i]?.error).toBeUndefined();
          expect(results[i]?.data).toEqual({ n: String(i), method: request.method, body: expectedBody });
        });
      }),
      { numRuns: SCHEDULER_RUNS },
    );
  });

  it('property: when the refresh is refused, any interleaving refreshes once, signs out once, and every caller gets a 401 ApiError', async () => {
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), requestsArb, async (s, requests) => {
        const store = memoryTokenStore({ token: 'stale', refresh: 'revoked' });
        const fake = fakeFetch(server(() => json(401, { message: 'Refresh token revoked', status: 401 })));
        let signOuts = 0;
        const echo = createApiClient<EchoPaths>({
          tokenStore: store,
          onSignOut: () => {
            signOuts += 1;
          },
          baseUrl: BASE,
          fetch: s.scheduleFunction(function send(request: Request) {
            return fake.fetch(request);
          }),
          currentPath: () => '/',
        });
        const results = await s.waitFor(
          Promise.all(
            requests.map((request, i) => {
              const n = String(i);
              const call = () =>
                request.method === 'GET'
                  ? echo.GET('/ui/v1/echo/{n}', { params: { path: { n } } })
                  : echo.POST('/ui/v1/echo/{n}', {
                      params: { path: { n } },
                      body: { payload: request.payload },
                    });
              return request.startLate ? s.schedule(Promise.resolve(), `start ${n}`).then(call) : call();
            }),
          ),
        );
        expect(fake.seen.filter(isRefresh)).toHaveLength(1);
        expect(signOuts).toBe(1);
        expect(store.clears).toBe(1);
        expect(store.token).toBeNull();
        expect(store.refresh).toBeNull();
        for (const sent of byRequest(fake.seen).values()) expect(sent).toHaveLength(1);
        for (const result of results) {
          expect(result.error).toBeInstanceOf(ApiError);
          expect(result.error?.status).toBe(401);
        }
      }),
      { numRuns: SCHEDULER_RUNS },
    );
  });
});

describe('non-OK answers through the client', () => {
  it('property: any status >= 400 with any body resolves to a well-formed ApiError; the call never rejects', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 30 }).filter((text) => !/[\r\n]/.test(text)),
        anyErrorBody,
        fc.constantFrom('application/json', 'text/html', 'text/plain', ''),
        async (status, statusText, body, contentType) => {
          const answer = () =>
            new Response(body, {
              status,
              statusText,
              headers: contentType ? { 'Content-Type': contentType } : {},
            });
          const fake = fakeFetch((request) =>
            isRefresh(request) ? json(200, { access: 'fresh' }) : answer(),
          );
          const api = createApiClient({
            tokenStore: memoryTokenStore({ token: 'fresh', refresh: 'r1' }),
            onSignOut: () => undefined,
            baseUrl: BASE,
            fetch: fake.fetch,
            currentPath: () => '/',
          });
          const result = await api.GET('/ui/v1/sites/fleets');
          expect(result.data).toBeUndefined();
          expectWellFormed(result.error, status);
          // 401 is refreshed and repeated once, and the repeat's 401 is final.
          expect(fake.seen.filter((r) => !isRefresh(r))).toHaveLength(status === 401 ? 2 : 1);
        },
      ),
      { numRuns: ERROR_RUNS },
    );
  });
});
