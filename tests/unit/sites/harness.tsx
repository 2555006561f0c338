// Shared by the sites, hems, fleets and site-detail component tests: real route modules in a memory router, the
// real API client over an injected fetch that sees every request's full URL.
import { PermissionsProvider } from '../../../src/auth/permissions-provider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { fakeApiClient } from '../api/fake-api.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { ApiClientContext } from '../../../src/api/api-client-context.ts';
import { createQueryClient } from '../../../src/api/query-client.ts';
import { theme } from '../../../src/app/theme.ts';
import { FleetRoute } from '../../../src/routes/fleet.tsx';
import { FleetSiteRoute } from '../../../src/routes/fleet-site.tsx';
import { FleetsRoute } from '../../../src/routes/fleets.tsx';
import { HemsActiveRoute } from '../../../src/routes/hems-active.tsx';
import { HemsRoute } from '../../../src/routes/hems.tsx';
import { SiteRoute } from '../../../src/routes/site.tsx';
import { timeLimit } from '../../../scripts/test/time-limit.ts';

// Big MUI tables under StrictMode on a busy 2-core machine: give async queries more than the default second.
configure({ asyncUtilTimeout: timeLimit(5000) });

/**
 * user-event with its pointer-events check off: the check runs getComputedStyle up the tree on every event, which
 * jsdom answers slowly under MUI's many style rules (seconds per click on a 50-row table), and MUI never disables
 * pointer events on an element a test clicks. No pause between actions either: nothing here waits for time between
 * events (the search debounce is waited for explicitly).
 */
export const setupUser = () =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

type S = components['schemas'];
export type SiteRow = S['SiteRow'];
export type Fleet = S['Fleet'];

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export type Api = (url: URL, request: Request) => Response | Promise<Response>;

const routes: RouteObject[] = [
  { path: '/hems', element: <HemsRoute /> },
  { path: '/hems/active/:id', element: <HemsActiveRoute /> },
  { path: '/hems/prepared/:id', element: <p>prepared installations screen</p> },
  { path: '/site/:subUuid', element: <SiteRoute /> },
  { path: '/fleet', element: <FleetsRoute /> },
  { path: '/fleet/:fleet_uuid', element: <FleetRoute /> },
  { path: '/fleet/:fleet_uuid/:site_uuid', element: <FleetSiteRoute /> },
];

/** Renders the screens at `path`; `api` answers every call. StrictMode on, as in the app. */
export function renderScreen(path: string, api: Api) {
  const calls: URL[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    calls.push(url);
    return api(url, request);
  };
  const client = fakeApiClient(fetch, { currentPath: '/hems' });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // A cache of its own per render, as each mount of the app has: no test sees another's answers.
  const queryClient = createQueryClient();
  const view = render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <ApiClientContext.Provider value={client}>
            {/* As in the shell: the stored permissions (the harness's whole catalogue unless a test stores less). */}
            <PermissionsProvider>
              <RouterProvider router={router} />
            </PermissionsProvider>
          </ApiClientContext.Provider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return { router, calls, view, queryClient };
}

export const FLEETS: Fleet[] = [
  { uuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21', name: 'Ruhr Flex' },
  { uuid: '1d6b0d2f-8e2c-4f1f-8b64-3f7a9e5c8b32', name: 'Spree Storage' },
  { uuid: '2e7c1e3a-9f3d-4a2a-9c75-4a8b0f6d9c43', name: 'Zugspitze Solar' },
];

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
const uuidOf = (kind: number, n: number) => `${hex(kind, 8)}-0000-4000-8000-${hex(n, 12)}`;
export const subscriptionOf = (n: number) => uuidOf(0xa, n);
export const siteUuidOf = (n: number) => uuidOf(0xb, n);

/** Site n of a deterministic list: fields vary with n so that every filter group keeps some rows and drops others. */
export function site(n: number, overrides: Partial<SiteRow> = {}): SiteRow {
  const statuses: SiteRow['status'][] = ['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'];
  const levels = ['good', 'moderate', 'critical'] as const;
  const day = 1 + (n % 28);
  const row: SiteRow = {
    subscription: subscriptionOf(n),
    siteUuid: siteUuidOf(n),
    activationDate: n % 3 === 2 ? null : `2026-03-${String(day).padStart(2, '0')}T10:00:00Z`,
    gatewayId: `GW-${String(n).padStart(5, '0')}`,
    online: n % 2 === 0,
    status: statuses[n % 3] ?? 'ACTIVE',
    userReference: `CUST-${String(n).padStart(5, '0')}`,
    fleets: n % 4 === 0 ? [] : [FLEETS[n % FLEETS.length] as Fleet],
    created: `2026-02-${String(day).padStart(2, '0')}T08:00:00Z`,
    timestamp: `2026-10-31T${String(n % 24).padStart(2, '0')}:00:00Z`,
    hasPv: n % 2 === 1,
    hasBattery: n % 3 === 0,
    hasEvse: n % 5 === 0,
    hasHp: n % 7 === 0,
    tradingEnabledSupply: n % 2 === 0,
    tradingEnabledFeedIn: n % 3 === 1,
    readyForForecastingLabel: 'READY',
    readyForOptimizationLabel: n % 2 === 0 ? 'READY' : 'NOT_READY',
    readyForTradingLabel: n % 5 === 0 ? 'MISSING_MASTER_DATA' : 'READY',
    health: { overall: levels[n % 3] ?? 'good', iot: levels[(n + 1) % 3] ?? 'good', vpp: 'good' },
    ...overrides,
  };
  if (n % 6 !== 5 && !('tso' in overrides)) row.tso = n % 2 === 0 ? 'Amprion' : 'TenneT';
  return row;
}

/** Sites 1..count in pages of 50, as the sites call answers page `page`. */
export function sitesPage(count: number, page: number, make: (n: number) => SiteRow = site) {
  const countPages = Math.ceil(count / 50);
  const first = (page - 1) * 50 + 1;
  const subscriptions =
    page > countPages
      ? []
      : Array.from({ length: Math.min(50, count - first + 1) }, (_, i) => make(first + i));
  return page > countPages
    ? { subscriptions: [], page: 1, countPages: 0, countTotal: 0 }
    : { subscriptions, page, countPages, countTotal: count };
}

export const PROVIDERS: S['HemsProvider'][] = [
  { id: 'sonnen', name: 'sonnen', siteCount: 120, preparedCount: 12 },
  { id: 'senec', name: 'SENEC', siteCount: 60, preparedCount: 5 },
];

/** A fake UI API with `count` sites for provider `sonnen` (others: none), plus fleets and providers. */
export function sitesApi(
  count: number,
  overrides: Partial<Record<'sites' | 'stream' | 'fleets' | 'providers', Api>> = {},
): Api {
  return (url, request) => {
    const path = url.pathname;
    // The streamed collection is a proposed call: by default the backend lacks it (404) and "load all" pages.
    if (path.startsWith('/ui/v1/sites/hems/') && path.endsWith('/stream'))
      return overrides.stream?.(url, request) ?? json({ message: 'Not Found', status: 404 }, 404);
    if (path === '/ui/v1/hems-providers')
      return overrides.providers?.(url, request) ?? json({ providers: PROVIDERS });
    if (path === '/ui/v1/sites/fleets') return overrides.fleets?.(url, request) ?? json({ fleets: FLEETS });
    if (path.startsWith('/ui/v1/sites/hems/')) {
      if (overrides.sites) return overrides.sites(url, request);
      const page = Number(url.searchParams.get('page') ?? '1');
      return json(path.endsWith('/sonnen') ? sitesPage(count, page) : sitesPage(0, page));
    }
    return json({ message: `not faked: ${path}`, status: 501 }, 501);
  };
}
