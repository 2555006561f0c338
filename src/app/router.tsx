import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { routeEntries, routeSamples, type RouteEntry, type RouteId } from '../config/paths.ts';
import { lazyRoute } from './lazy-route.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/*
 * THE route table (SPEC §2). Paths, titles and access come from src/config/paths.ts; this file decides which
 * module renders each route. Every screen is its own lazy chunk, so /login loads neither the shell nor any screen.
 */

type LoadScreen = () => Promise<ComponentType>;

// A screen that gets real content replaces its one module; routes not listed share the honest "not available" one.
const screens: Partial<Record<RouteId, LoadScreen>> = {
  login: () => import('../routes/login.tsx').then((m) => m.LoginRoute),
  signUp: () => import('../routes/sign-up.tsx').then((m) => m.SignUpRoute),
  verifyEmail: () => import('../routes/verify-email.tsx').then((m) => m.VerifyEmailRoute),
  resetPassword: () => import('../routes/reset-password.tsx').then((m) => m.ResetPasswordRoute),
  accountRecovery: () => import('../routes/account-recovery.tsx').then((m) => m.AccountRecoveryRoute),
  home: () => import('../routes/home.tsx').then((m) => m.HomeRoute),
  apiDocs: () => import('../routes/api-docs.tsx').then((m) => m.ApiDocsRoute),
  apiInternal: () => import('../routes/api-internal.tsx').then((m) => m.ApiInternalRoute),
  apiExternal: () => import('../routes/api-external.tsx').then((m) => m.ApiExternalRoute),
  apiDoc: () => import('../routes/api-doc.tsx').then((m) => m.ApiDocRoute),
  hems: () => import('../routes/hems.tsx').then((m) => m.HemsRoute),
  hemsActive: () => import('../routes/hems-active.tsx').then((m) => m.HemsActiveRoute),
  hemsPrepared: () => import('../routes/hems-prepared.tsx').then((m) => m.HemsPreparedRoute),
  site: () => import('../routes/site.tsx').then((m) => m.SiteRoute),
  fleets: () => import('../routes/fleets.tsx').then((m) => m.FleetsRoute),
  fleet: () => import('../routes/fleet.tsx').then((m) => m.FleetRoute),
  fleetSite: () => import('../routes/fleet-site.tsx').then((m) => m.FleetSiteRoute),
  ...evseScreens(),
  // --- gateways (issue #22) ---
  assetsSearchGateways: () => import('../routes/gateway-screens.tsx').then((m) => m.SearchGatewaysRoute),
  assetsGateway: () => import('../routes/gateway-screens.tsx').then((m) => m.GatewayRoute),
  assetsGatewayDevices: () => import('../routes/gateway-screens.tsx').then((m) => m.GatewayDevicesRoute),
  assetsOcppCandidates: () =>
    import('../routes/gateway-screens.tsx').then((m) => m.ChargepointCandidatesRoute),
  operationsChargepointModels: () =>
    import('../routes/gateway-screens.tsx').then((m) => m.ChargepointModelsRoute),
  // --- site energy (issue 21) ---
  fleetSubscription: () => import('../routes/fleet-subscription.tsx').then((m) => m.FleetSubscriptionRoute),
  fleetSiteEnergyHistory: () =>
    import('../routes/fleet-site-energy-history.tsx').then((m) => m.FleetSiteEnergyHistoryRoute),
  fleetSiteTelemetry: () =>
    import('../routes/fleet-site-telemetry.tsx').then((m) => m.FleetSiteTelemetryRoute),
  fleetLiveStream: () => import('../routes/fleet-live-stream.tsx').then((m) => m.FleetLiveStreamRoute),
  fleetEnergyDashboard: () =>
    import('../routes/fleet-energy-dashboard.tsx').then((m) => m.FleetEnergyDashboardRoute),
};

/** The EV charger screens (issue #20): three lists, the fleet's counts and one charger in four mounts. */
function evseScreens(): Partial<Record<RouteId, LoadScreen>> {
  const lists = () => import('../routes/evse-lists.tsx');
  const overview: LoadScreen = () => import('../routes/evse-overview.tsx').then((m) => m.EvseOverviewRoute);
  const history: LoadScreen = () =>
    import('../routes/evse-history-log.tsx').then((m) => m.EvseHistoryLogRoute);
  const schedules: LoadScreen = () =>
    import('../routes/evse-charging-schedules.tsx').then((m) => m.EvseChargingSchedulesRoute);
  return {
    assetsEvses: () => lists().then((m) => m.AssetsEvsesRoute),
    salesYourEvses: () => lists().then((m) => m.SalesYourEvsesRoute),
    fleetAllEvses: () => lists().then((m) => m.FleetAllEvsesRoute),
    fleetEvsesOverview: () => lists().then((m) => m.FleetEvsesOverviewRoute),
    assetsEvseStatus: overview,
    assetsEvseSchedules: overview,
    salesEvseOverview: overview,
    fleetEvseOverview: overview,
    installEvseOverview: overview,
    salesEvseOverviewHistoryLog: history,
    fleetEvseOverviewHistoryLog: history,
    installEvseOverviewHistoryLog: history,
    salesEvseOverviewChargingSchedules: schedules,
    fleetEvseOverviewChargingSchedules: schedules,
    installEvseOverviewChargingSchedules: schedules,
    assetsAddEvse: () => import('../routes/evse-add.tsx').then((m) => m.AddEvseRoute),
    assetsEditEvse: () => import('../routes/evse-edit.tsx').then((m) => m.EditEvseRoute),
  };
}

const notAvailableScreen: LoadScreen = () =>
  import('../routes/not-available.tsx').then((m) => m.NotAvailableRoute);
const notAvailableSection: LoadScreen = () =>
  import('../routes/not-available-section.tsx').then((m) => m.NotAvailableSectionRoute);

function loaderFor(entry: RouteEntry): LoadScreen {
  return screens[entry.id] ?? (entry.childOf !== undefined ? notAvailableSection : notAvailableScreen);
}

function toRoute(entry: RouteEntry, path: string): RouteObject {
  const load = loaderFor(entry);
  const children = routeEntries.filter((child) => child.childOf === entry.id);
  return {
    id: entry.id,
    path,
    // Each screen has its own boundary, so a failing screen keeps the navigation around it.
    errorElement: <RouteErrorPage />,
    // A chunk that fails or stalls past 120 s (SPEC §9) shows the load-failure page in the screen's place.
    lazy: lazyRoute(load),
    ...(children.length > 0
      ? { children: children.map((child) => toRoute(child, child.pattern.slice(entry.pattern.length + 1))) }
      : {}),
  };
}

const topLevel = (access: RouteEntry['access']) =>
  routeEntries.filter((entry) => entry.access === access && entry.childOf === undefined);

export const NOT_FOUND_ROUTE_ID = 'notFound';

export function createAppRoutes(): RouteObject[] {
  const publicRoutes = topLevel('public');
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: LoadingScreen,
      children: [
        {
          id: 'public-without-footer',
          element: <PublicLayout footer={false} />,
          children: publicRoutes.filter((e) => e.id === 'login').map((e) => toRoute(e, e.pattern)),
        },
        {
          id: 'public',
          element: <PublicLayout footer />,
          children: publicRoutes.filter((e) => e.id !== 'login').map((e) => toRoute(e, e.pattern)),
        },
        {
          id: 'shell',
          lazy: lazyRoute(() => import('./shell-layout.tsx').then((m) => m.ShellLayout)),
          children: [
            ...topLevel('guarded').map((e) => toRoute(e, e.pattern)),
            {
              id: NOT_FOUND_ROUTE_ID,
              path: '*',
              errorElement: <RouteErrorPage />,
              lazy: lazyRoute(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

/** Every route of the table with a concrete URL: the e2e suite visits exactly these. */
export const appRouteTable = routeSamples;

/**
 * Whether a route shows the shared "not available yet" page and nothing of its own: a top-level route without a
 * screen module. Every such route runs the same module with no data, so the route-JS check loads one of them fresh
 * and gives the others its figure (tests/e2e/budgets.spec.ts); a route leaves the set when it gets its screen.
 */
export function rendersNotAvailablePage(id: RouteId): boolean {
  const entry = routeEntries.find((candidate) => candidate.id === id);
  return entry !== undefined && loaderFor(entry) === notAvailableScreen;
}
