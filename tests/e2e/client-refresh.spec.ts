// The client's refresh-and-retry flow in real headless Chromium. Node's fetch tolerates a fetch called as a method
// of another object; Chromium throws "Illegal invocation" (DESIGN §5), so only a browser proves the client keeps
// its own fetch. The client module (src/api/client.ts, as the app ships it) is bundled for the page by Vite and
// driven on a bare page of the preview origin, independent of what the screens render.
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
// A page of our origin that runs no app code (the mock proxy's control endpoint answers JSON).
const BARE_PAGE = '/__mock/once';

let clientBundle = '';

test.beforeAll(async () => {
  const output = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      copyPublicDir: false,
      lib: {
        entry: resolve(ROOT, 'src/api/client.ts'),
        formats: ['iife'],
        name: 'PortalApi',
        fileName: () => 'api.js',
      },
    },
  });
  const [first] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = first?.output.find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('no client bundle');
  clientBundle = chunk.code;
});

interface SentRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  prefer: string | undefined;
  body: string | null;
}

/** A real token pair of the mock (it verifies every token: a made-up refresh token is refused). */
async function signedInPair(request: APIRequestContext): Promise<{ access: string; refresh: string }> {
  const answer = await request.post('/authentication-api/login', {
    data: { email: 'ops@operator-portal.example', password: 'any' },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

test('a stale token: 401, one refresh through the mock, the request repeated with the new token', async ({
  page,
  mock,
  request,
}) => {
  const { refresh } = await signedInPair(request);
  await page.goto(BARE_PAGE);
  // Why this test runs in a browser: the trap is real here.
  const trap = await page.evaluate(async () => {
    const holder = { fetch: window.fetch };
    try {
      await holder.fetch('/ui/v1/hems-providers');
      return 'no error';
    } catch (error) {
      return String(error);
    }
  });
  expect(trap).toContain('Illegal invocation');

  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/ui/') && !url.pathname.startsWith('/authentication-api/')) return;
    const headers = request.headers();
    sent.push({
      method: request.method(),
      path: url.pathname,
      authorization: headers.authorization,
      prefer: headers.prefer,
      body: request.postData(),
    });
  });
  await mock.once({ scenario: 'code=401', method: 'GET', path: '/ui/v1/hems-providers' });
  await page.addScriptTag({ content: clientBundle });

  const outcome = await page.evaluate(async (refreshToken) => {
    type Result = { data?: { providers?: unknown[] }; error?: { toJSON(): unknown } };
    type Api = { GET(path: string): Promise<Result> };
    const { createApiClient } = (window as unknown as { PortalApi: { createApiClient(o: unknown): Api } })
      .PortalApi;
    const session = {
      token: 'stale-token' as string | null,
      refresh: refreshToken as string | null,
      signOuts: 0,
    };
    const api = createApiClient({
      tokenStore: {
        getToken: () => session.token,
        getRefreshToken: () => session.refresh,
        getSubscriptionToken: () => null,
        setToken: (token: string) => {
          session.token = token;
        },
        clearSession: () => {
          session.token = null;
          session.refresh = null;
        },
      },
      onSignOut: () => {
        session.signOuts += 1;
      },
      currentPath: () => location.pathname,
    });
    const result = await api.GET('/ui/v1/hems-providers');
    return {
      providers: result.data?.providers?.length ?? null,
      error: result.error ? result.error.toJSON() : null,
      token: session.token,
      signOuts: session.signOuts,
    };
  }, refresh);

  expect(outcome.error).toBeNull();
  expect(outcome.providers).toBeGreaterThan(0);
  expect(outcome.signOuts).toBe(0);
  expect(outcome.token).not.toBe('stale-token');
  expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
    'GET /ui/v1/hems-providers',
    'POST /authentication-api/refresh-token',
    'GET /ui/v1/hems-providers',
  ]);
  expect(sent[0]?.authorization).toBe('Bearer stale-token');
  expect(JSON.parse(sent[1]?.body ?? '')).toEqual({ refresh });
  expect(sent[2]?.authorization).toBe(`Bearer ${outcome.token}`);
  expect(sent.every((r) => r.prefer === undefined)).toBe(true);
});

test('a POST answered 401 is repeated once after the refresh with its body byte for byte', async ({
  page,
  request,
}) => {
  const { refresh } = await signedInPair(request);
  await page.goto(BARE_PAGE);
  await page.addScriptTag({ content: clientBundle });
  // The UI API has no bearer-auth POST yet, so the browser's network layer plays that endpoint: 401 for the
  // stale token, an echo for any other. The refresh call still goes to the mock.
  const bodies: { authorization: string | undefined; body: string | null }[] = [];
  await page.route('**/ui/v1/echo/**', async (route) => {
    const request = route.request();
    const authorization = request.headers().authorization;
    bodies.push({ authorization, body: request.postData() });
    if (authorization === 'Bearer stale-token') {
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Unauthorized', status: 401 }),
      });
    } else {
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ echoed: request.postData() }),
      });
    }
  });
  const payload = { text: 'Grüße, 東京 😀 "quoted" \\ back', list: [1, 2, 3] };

  const outcome = await page.evaluate(
    async ({ body, refreshToken }) => {
      type Result = { data?: { echoed?: string }; error?: { toJSON(): unknown } };
      type Api = { POST(path: string, init: unknown): Promise<Result> };
      const { createApiClient } = (window as unknown as { PortalApi: { createApiClient(o: unknown): Api } })
        .PortalApi;
      let token: string | null = 'stale-token';
      const api = createApiClient({
        tokenStore: {
          getToken: () => token,
          getRefreshToken: () => refreshToken,
          getSubscriptionToken: () => null,
          setToken: (next: string) => {
            token = next;
          },
          clearSession: () => {
            token = null;
          },
        },
        onSignOut: () => undefined,
        currentPath: () => location.pathname,
      });
      const result = await api.POST('/ui/v1/echo/{n}', { params: { path: { n: '1' } }, body });
      return { echoed: result.data?.echoed ?? null, error: result.error ? result.error.toJSON() : null };
    },
    { body: payload, refreshToken: refresh },
  );

  expect(outcome.error).toBeNull();
  expect(bodies).toHaveLength(2);
  expect(bodies[0]?.authorization).toBe('Bearer stale-token');
  expect(bodies[1]?.authorization).not.toBe('Bearer stale-token');
  expect(bodies[0]?.body).toBe(JSON.stringify(payload));
  expect(bodies[1]?.body).toBe(bodies[0]?.body);
  expect(outcome.echoed).toBe(JSON.stringify(payload));
});
