import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../src/api/query-client.ts';
import { PermissionsProvider } from '../../src/auth/permissions-provider.tsx';
import { createAppApiClient } from '../../src/app/create-app-api-client.ts';
import { AppProviders } from '../../src/app/providers.tsx';
import { createAppRoutes } from '../../src/app/route-table.tsx';
import type { RuntimeConfig } from '../../src/config/runtime-config.ts';
import { exampleAnswer } from './example-api.ts';
import { testStyleCache } from './test-styles.ts';

export const API_BASE = 'http://api.test';

/**
 * The /config.json the harness's app runs with: production, so no environment badge (its own tests show one), and a
 * company site for the footer's links.
 */
export const TEST_CONFIG: RuntimeConfig = Object.freeze({
  environment: 'production',
  apiBasePath: '',
  companySiteUrl: 'https://www.example-energy.test',
  tagManager: undefined,
});

/** `path` is the pathname, `pathWithQuery` adds the query string. */
export type FakeApi = (
  method: string,
  path: string,
  body: unknown,
  pathWithQuery: string,
) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers with `api` and records every request (method, path, body, Authorization). */
function recordingFetch(api: FakeApi) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const text = await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    const { pathname, search } = new URL(request.url);
    calls.push({
      method: request.method,
      path: pathname,
      body,
      authorization: request.headers.get('Authorization'),
    });
    return api(request.method, pathname, body, `${pathname}${search}`);
  };
  return { calls, fetch };
}

/**
 * The whole app (real route table, providers, client) in a memory router, with the API answered by `api` — by
 * default like the mock: each operation's selected named example.
 */
export function renderApp(
  path: string,
  api: FakeApi = (method, _path, _body, pathWithQuery) => exampleAnswer(method, pathWithQuery),
  config: RuntimeConfig = TEST_CONFIG,
) {
  const { calls, fetch } = recordingFetch(api);
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const client = createAppApiClient({
    baseUrl: API_BASE,
    fetch,
    currentPath: () => router.state.location.pathname,
  });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders api={client} config={config} queryClient={queryClient} styleCache={testStyleCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, calls, view, queryClient };
}

/** One component (no router) with the app's providers, server-state cache and client, the API answered by `api`. */
export function renderWithApi(element: ReactElement, api: FakeApi) {
  const { calls, fetch } = recordingFetch(api);
  const client = createAppApiClient({ baseUrl: API_BASE, fetch, currentPath: () => '/' });
  const queryClient = createQueryClient();
  const view = render(
    <AppProviders api={client} config={TEST_CONFIG} queryClient={queryClient} styleCache={testStyleCache()}>
      <QueryClientProvider client={queryClient}>
        {/* As in the shell: the stored permissions (the whole catalogue unless the test stored less). */}
        <PermissionsProvider>{element}</PermissionsProvider>
      </QueryClientProvider>
    </AppProviders>,
  );
  return { calls, view, queryClient };
}
