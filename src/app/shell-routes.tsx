import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RouteId } from '../config/paths.ts';
import type { AreaScreenId } from '../routes/area.tsx';
import { routeEntries, routeEntry, type RouteEntry } from '../config/route-meta.ts';
import { EVSE_CHARGER_ROUTE_IDS } from '../features/evses/hooks/evse-mounts.ts';
import { lazyRoute } from './lazy-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/*
 * The guarded half of THE route table (SPEC §2): the shell and every screen behind sign-in. The /login entry does not
 * load this module: router.tsx adds it to the router on the first navigation to a guarded URL (React Router's
 * patchRoutesOnNavigation), so neither this table, nor route-meta.ts, nor the screens' preload lists cost the sign-in
 * page anything (DESIGN §6). Every screen is its own lazy chunk.
 */

export type LoadScreen = () => Promise<ComponentType>;

// A screen that gets real content replaces its one module; routes not listed share the honest "not available" one.
const screens: Partial<Record<RouteId, LoadScreen>> = {
  home: () => import('../routes/home.tsx').then((m) => m.HomeRoute),
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
  // --- area pages: each lists its screens, linked where they have content ---
  ...areaScreens(),
  // --- gateways ---
  assetsSearchGateways: () => import('../routes/gateway-screens.tsx').then((m) => m.SearchGatewaysRoute),
  assetsGateway: () => import('../routes/gateway-screens.tsx').then((m) => m.GatewayRoute),
  assetsGatewayDevices: () => import('../routes/gateway-screens.tsx').then((m) => m.GatewayDevicesRoute),
  assetsOcppCandidates: () =>
    import('../routes/gateway-screens.tsx').then((m) => m.ChargepointCandidatesRoute),
  operationsChargepointModels: () =>
    import('../routes/gateway-screens.tsx').then((m) => m.ChargepointModelsRoute),
  // --- access ---
  operationsActivity: () =>
    import('../routes/operations-activity.tsx').then((m) => m.OperationsActivityRoute),
  operationsUserRoles: () =>
    import('../routes/operations-user-roles.tsx').then((m) => m.OperationsUserRolesRoute),
  installVpp: () => import('../routes/install-vpp.tsx').then((m) => m.InstallVppRoute),
  salesMicroFrontends: () =>
    import('../routes/sales-micro-frontends.tsx').then((m) => m.SalesMicroFrontendsRoute),
  operationsPendingSignUps: () =>
    import('../routes/operations-pending-sign-ups.tsx').then((m) => m.OperationsPendingSignUpsRoute),
  // --- data exchange and job runs ---
  operationsDataExchange: () =>
    import('../routes/operations-exchange.tsx').then((m) => m.OperationsDataExchangeRoute),
  operationsExchangeMessage: () =>
    import('../routes/operations-exchange.tsx').then((m) => m.OperationsExchangeMessageRoute),
  operationsThreadLogs: () =>
    import('../routes/operations-job-runs.tsx').then((m) => m.OperationsJobRunsRoute),
  operationsJobRun: () => import('../routes/operations-job-runs.tsx').then((m) => m.OperationsJobRunRoute),
  // --- install ---
  installInstallations: () =>
    import('../routes/install-installations.tsx').then((m) => m.InstallInstallationsRoute),
  installAdminInstallations: () =>
    import('../routes/install-admin-installations.tsx').then((m) => m.InstallAdminInstallationsRoute),
  // --- operations insight ---
  operationsTrends: () => import('../routes/operations-trends.tsx').then((m) => m.OperationsTrendsRoute),
  operationsPricing: () => import('../routes/operations-pricing.tsx').then((m) => m.OperationsPricingRoute),
  // --- sales ---
  salesTariffOrderFunnel: () =>
    import('../routes/sales-tariff-order-funnel.tsx').then((m) => m.SalesTariffOrderFunnelRoute),
  operationsOrderFunnelLeads: () =>
    import('../routes/operations-order-funnel-leads.tsx').then((m) => m.OperationsOrderFunnelLeadsRoute),
  salesSmartChargingDemo: () =>
    import('../routes/sales-smart-charging-demo.tsx').then((m) => m.SalesSmartChargingDemoRoute),
  // --- site energy ---
  fleetSubscription: () => import('../routes/fleet-subscription.tsx').then((m) => m.FleetSubscriptionRoute),
  fleetSiteEnergyHistory: () =>
    import('../routes/fleet-site-energy-history.tsx').then((m) => m.FleetSiteEnergyHistoryRoute),
  fleetSiteTelemetry: () =>
    import('../routes/fleet-site-telemetry.tsx').then((m) => m.FleetSiteTelemetryRoute),
  fleetLiveStream: () => import('../routes/fleet-live-stream.tsx').then((m) => m.FleetLiveStreamRoute),
  fleetEnergyDashboard: () =>
    import('../routes/fleet-energy-dashboard.tsx').then((m) => m.FleetEnergyDashboardRoute),
};

/** The area pages and /api (its cards for the internal and external pages): one module, one preload list. */
function areaScreens(): Partial<Record<RouteId, LoadScreen>> {
  const area =
    (id: AreaScreenId): LoadScreen =>
    () =>
      import('../routes/area.tsx').then((m) => m.areaScreen(id, hasOwnScreen));
  return {
    apiDocs: area('apiDocs'),
    sales: area('sales'),
    operations: area('operations'),
    install: area('install'),
    assets: area('assets'),
  };
}

/** The EV charger screens: three lists, the fleet's counts and one charger in four mounts. */
function evseScreens(): Partial<Record<RouteId, LoadScreen>> {
  const lists = () => import('../routes/evse-lists.tsx');
  // One module knows the four mounts and renders the charger with the matched section; a section's own route
  // renders nothing of its own.
  const charger = () => import('../routes/evse-charger.tsx');
  const screen: LoadScreen = () => charger().then((m) => m.EvseChargerRoute);
  const section: LoadScreen = () => charger().then((m) => m.EvseSectionRoute);
  return {
    assetsEvses: () => lists().then((m) => m.AssetsEvsesRoute),
    salesYourEvses: () => lists().then((m) => m.SalesYourEvsesRoute),
    fleetAllEvses: () => lists().then((m) => m.FleetAllEvsesRoute),
    fleetEvsesOverview: () => lists().then((m) => m.FleetEvsesOverviewRoute),
    ...Object.fromEntries(
      EVSE_CHARGER_ROUTE_IDS.map((id) => [id, routeEntry(id).childOf === undefined ? screen : section]),
    ),
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
  const children = routeEntries.filter((child) => child.childOf === entry.id);
  return {
    id: entry.id,
    path,
    // Each screen has its own boundary, so a failing screen keeps the navigation around it.
    errorElement: <RouteErrorPage />,
    // A chunk that fails or stalls past 120 s (SPEC §9) shows the load-failure page in the screen's place.
    lazy: lazyRoute(loaderFor(entry)),
    ...(children.length > 0
      ? { children: children.map((child) => toRoute(child, child.pattern.slice(entry.pattern.length + 1))) }
      : {}),
  };
}

export const NOT_FOUND_ROUTE_ID = 'notFound';

/** The shell route: the session guard and frame around every guarded screen, and the not-found page. */
export function shellRoute(): RouteObject {
  return {
    id: 'shell',
    lazy: lazyRoute(() => import('./shell-layout.tsx').then((m) => m.ShellLayout)),
    children: [
      ...routeEntries
        .filter((entry) => entry.access === 'guarded' && entry.childOf === undefined)
        .map((entry) => toRoute(entry, entry.pattern)),
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        errorElement: <RouteErrorPage />,
        lazy: lazyRoute(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
      },
    ],
  };
}

/**
 * Whether a route shows the shared "not available yet" page and nothing of its own: a top-level route without a
 * screen module. Every such route runs the same module with no data, so the route-JS check loads one of them fresh
 * and gives the others its figure (tests/e2e/budgets.spec.ts); a route leaves the set when it gets its screen.
 */
export function rendersNotAvailablePage(id: RouteId): boolean {
  const entry = routeEntries.find((candidate) => candidate.id === id);
  return entry !== undefined && loaderFor(entry) === notAvailableScreen;
}

/** Whether a guarded route renders a screen module of its own (content), not the shared "not available" one. */
export function hasOwnScreen(id: RouteId): boolean {
  return screens[id] !== undefined;
}
