import { render } from '@testing-library/react';
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createApiClient } from '../../../src/api/client.ts';
import type { TokenStore } from '../../../src/api/token-store.ts';
import { AppProviders } from '../../../src/app/providers.tsx';
import { ServerState } from '../../../src/app/server-state.tsx';
import { testStyleCache } from '../../helpers/test-styles.ts';

export const API_BASE = 'http://api.test';

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Answer = (path: string) => Response | Promise<Response>;

const tokens: TokenStore = {
  getToken: () => 'access',
  getRefreshToken: () => null,
  getSubscriptionToken: () => null,
  setToken: () => {},
  clearSession: () => {},
};

/**
 * One route module in a memory router under the real providers (StrictMode, theme, a real client, the shell's
 * server-state cache), the API
 * answered by `answer`. `calls` lists the paths requested, in order.
 */
export function renderRoute(
  routes: { path: string; element: ReactElement }[],
  initialPath: string | string[],
  answer: Answer,
) {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    calls.push(pathname);
    return answer(pathname);
  };
  const api = createApiClient({ tokenStore: tokens, onSignOut: () => {}, baseUrl: API_BASE, fetch });
  const router = createMemoryRouter(routes as RouteObject[], {
    initialEntries: Array.isArray(initialPath) ? initialPath : [initialPath],
    initialIndex: Array.isArray(initialPath) ? initialPath.length - 1 : 0,
  });
  const view = render(
    <AppProviders api={api} styleCache={testStyleCache()}>
      {/* The shell's cache, which a route module rendered without the shell needs. */}
      <ServerState>
        <PermissionsProvider>
          <RouterProvider router={router} />
        </PermissionsProvider>
      </ServerState>
    </AppProviders>,
  );
  return { router, calls, view };
}

/** An answer that never comes, for the loading state. */
export const never = (): Promise<Response> => new Promise(() => {});
