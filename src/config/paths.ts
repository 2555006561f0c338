/*
 * THE list of routes (SPEC §2) as plain data: the router (src/app/router.tsx) is built from it, the typed href
 * builders below are derived from it, and the e2e suite iterates it. Pure: no React, safe to import from Node.
 */

export type RouteAccess = 'public' | 'guarded';

interface RouteDef {
  readonly pattern: string;
  readonly title: string;
  readonly access: RouteAccess;
  /** Set on the SPEC's "children" (history-log, site-telemetry …): rendered inside that route's screen. */
  readonly childOf?: string;
  /** 'history': the back button goes one step back (SPEC §2, /api/internal). Default: the parent screen. */
  readonly back?: 'history';
}

const ROUTES = {
  login: { pattern: '/login', title: 'Sign in', access: 'public' },
  signUp: { pattern: '/sign-up', title: 'Sign up', access: 'public' },
  verifyEmail: { pattern: '/verify-email', title: 'Verify email', access: 'public' },
  resetPassword: { pattern: '/reset-password', title: 'Reset password', access: 'public' },
  accountRecovery: { pattern: '/account-recovery', title: 'Account recovery', access: 'public' },

  home: { pattern: '/', title: 'Health Overview', access: 'guarded' },

  apiDocs: { pattern: '/api', title: 'API Documentation', access: 'guarded' },
  apiInternal: {
    pattern: '/api/internal',
    title: 'Internal API Documentation',
    access: 'guarded',
    back: 'history',
  },
  apiExternal: { pattern: '/api/external', title: 'External API Documentation', access: 'guarded' },
  apiDoc: { pattern: '/api/:apiKey', title: 'API Documentation', access: 'guarded' },

  sales: { pattern: '/sales', title: 'Sales', access: 'guarded' },
  salesSmartChargingDemo: {
    pattern: '/sales/smart-charging-demo',
    title: 'Smart Charging Demo',
    access: 'guarded',
  },
  salesTariffOrderFunnel: {
    pattern: '/sales/tariff-order-funnel',
    title: 'Tariff Order Funnel',
    access: 'guarded',
  },
  salesMicroFrontends: { pattern: '/sales/micro-frontends', title: 'Micro Frontends', access: 'guarded' },
  salesYourEvses: { pattern: '/sales/your-evses', title: 'Your EVSEs', access: 'guarded' },
  salesEvseOverview: {
    pattern: '/sales/your-evses/:evseUuid/evse-overview',
    title: 'EVSE Overview',
    access: 'guarded',
  },
  salesEvseOverviewHistoryLog: {
    pattern: '/sales/your-evses/:evseUuid/evse-overview/history-log',
    title: 'History Log',
    access: 'guarded',
    childOf: 'salesEvseOverview',
  },
  salesEvseOverviewChargingSchedules: {
    pattern: '/sales/your-evses/:evseUuid/evse-overview/charging-schedules',
    title: 'Charging Schedules',
    access: 'guarded',
    childOf: 'salesEvseOverview',
  },

  hems: { pattern: '/hems', title: 'Home Energy Management', access: 'guarded' },
  hemsActive: { pattern: '/hems/active/:id', title: 'Active Sites', access: 'guarded' },
  hemsPrepared: { pattern: '/hems/prepared/:id', title: 'Prepared Installations', access: 'guarded' },

  operations: { pattern: '/operations', title: 'Operations', access: 'guarded' },
  operationsPricing: { pattern: '/operations/pricing', title: 'Pricing', access: 'guarded' },
  operationsChargepointModels: {
    pattern: '/operations/chargepoint-models',
    title: 'Chargepoint Models',
    access: 'guarded',
  },
  operationsTrends: { pattern: '/operations/trends', title: 'Trends', access: 'guarded' },
  operationsDataExchange: { pattern: '/operations/data-exchange', title: 'Data Exchange', access: 'guarded' },
  operationsOrderFunnelLeads: {
    pattern: '/operations/order-funnel-leads',
    title: 'Order Funnel Leads',
    access: 'guarded',
  },
  operationsPendingSignUps: {
    pattern: '/operations/pending-sign-ups',
    title: 'Pending Sign-ups',
    access: 'guarded',
  },
  operationsThreadLogs: { pattern: '/operations/thread-logs', title: 'Thread Logs', access: 'guarded' },
  operationsUserRoles: { pattern: '/operations/user-roles', title: 'User Roles', access: 'guarded' },

  fleets: { pattern: '/fleet', title: 'Fleets', access: 'guarded' },
  fleet: { pattern: '/fleet/:fleet_uuid', title: 'Fleet', access: 'guarded' },
  fleetSite: { pattern: '/fleet/:fleet_uuid/:site_uuid', title: 'Fleet Site', access: 'guarded' },
  fleetEnergyDashboard: {
    pattern: '/fleet-energy-dashboard/:fleetUuid',
    title: 'Fleet Energy Dashboard',
    access: 'guarded',
  },
  fleetEvsesOverview: {
    pattern: '/fleet/:fleetUuid/evses-overview',
    title: 'EVSEs Overview',
    access: 'guarded',
  },
  fleetAllEvses: {
    pattern: '/fleet/:fleetUuid/evses-overview/all-evses',
    title: 'All EVSEs',
    access: 'guarded',
  },
  fleetSubscription: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid',
    title: 'Fleet Subscription',
    access: 'guarded',
  },
  fleetSiteEnergyHistory: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid/site-energy-history',
    title: 'Site Energy History',
    access: 'guarded',
    childOf: 'fleetSubscription',
  },
  fleetSiteTelemetry: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid/site-telemetry',
    title: 'Site Telemetry',
    access: 'guarded',
    childOf: 'fleetSubscription',
  },
  fleetLiveStream: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid/live-stream',
    title: 'Live Stream',
    access: 'guarded',
    childOf: 'fleetSubscription',
  },
  fleetEvseOverview: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview',
    title: 'EVSE Overview',
    access: 'guarded',
  },
  fleetEvseOverviewHistoryLog: {
    pattern: '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/history-log',
    title: 'History Log',
    access: 'guarded',
    childOf: 'fleetEvseOverview',
  },
  fleetEvseOverviewChargingSchedules: {
    pattern:
      '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/charging-schedules',
    title: 'Charging Schedules',
    access: 'guarded',
    childOf: 'fleetEvseOverview',
  },

  install: { pattern: '/install', title: 'Install', access: 'guarded' },
  installInstallations: {
    pattern: '/install/installations/:companyUuid',
    title: 'Installations',
    access: 'guarded',
  },
  installAdminInstallations: {
    pattern: '/install/admin-installations/:companyUuid',
    title: 'Admin Installations',
    access: 'guarded',
  },
  installVpp: { pattern: '/install/vpp', title: 'Virtual Power Plant', access: 'guarded' },
  installEvseOverview: {
    pattern: '/install/evses/:subUuid/evse-overview/:evseUuid',
    title: 'EVSE Overview',
    access: 'guarded',
  },
  installEvseOverviewHistoryLog: {
    pattern: '/install/evses/:subUuid/evse-overview/:evseUuid/history-log',
    title: 'History Log',
    access: 'guarded',
    childOf: 'installEvseOverview',
  },
  installEvseOverviewChargingSchedules: {
    pattern: '/install/evses/:subUuid/evse-overview/:evseUuid/charging-schedules',
    title: 'Charging Schedules',
    access: 'guarded',
    childOf: 'installEvseOverview',
  },

  site: { pattern: '/site/:subUuid', title: 'Site', access: 'guarded' },

  assets: { pattern: '/assets', title: 'Assets', access: 'guarded' },
  assetsSearchGateways: { pattern: '/assets/search-gateways', title: 'Search Gateways', access: 'guarded' },
  assetsEvses: { pattern: '/assets/evses', title: 'EVSEs', access: 'guarded' },
  assetsOcppCandidates: {
    pattern: '/assets/ocpp-chargepoint-candidates',
    title: 'OCPP Chargepoint Candidates',
    access: 'guarded',
  },
  assetsGateway: {
    pattern: '/assets/gateways/:hemsLogicalId/:hemGatewayId',
    title: 'Gateway',
    access: 'guarded',
  },
  assetsEvseSchedules: {
    pattern: '/assets/evses/:evseUuid/schedules',
    title: 'EVSE Schedules',
    access: 'guarded',
  },
  assetsEvseStatus: { pattern: '/assets/evses/:evseUuid/status', title: 'EVSE Status', access: 'guarded' },
  assetsGatewayDevices: {
    pattern: '/assets/gateways-devices/:installationUuid',
    title: 'Gateway Devices',
    access: 'guarded',
  },
  assetsAddEvse: {
    pattern: '/assets/gateways-devices/:installationUuid/:hemGatewayId/add-evse',
    title: 'Add EVSE',
    access: 'guarded',
  },
  assetsEditEvse: {
    pattern: '/assets/gateways-devices/:installationUuid/:hemGatewayId/edit-evse/:assetUuid',
    title: 'Edit EVSE',
    access: 'guarded',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
type PatternOf<Id extends RouteId> = (typeof ROUTES)[Id]['pattern'];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Id extends RouteId> = Record<ParamNames<PatternOf<Id>>, string>;

type HrefBuilder<Id extends RouteId> = [ParamNames<PatternOf<Id>>] extends [never]
  ? () => string
  : (params: RouteParams<Id>) => string;

export interface RouteEntry {
  readonly id: RouteId;
  /** Absolute path pattern in react-router syntax. */
  readonly pattern: string;
  readonly title: string;
  readonly access: RouteAccess;
  readonly childOf?: RouteId;
  readonly back?: 'history';
  readonly paramNames: readonly string[];
}

function paramNamesOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

export const routeEntries: readonly RouteEntry[] = Object.freeze(
  (Object.entries(ROUTES) as [RouteId, RouteDef][]).map(([id, def]) =>
    Object.freeze({
      id,
      pattern: def.pattern,
      title: def.title,
      access: def.access,
      ...(def.childOf !== undefined ? { childOf: def.childOf as RouteId } : {}),
      ...(def.back !== undefined ? { back: def.back } : {}),
      paramNames: Object.freeze(paramNamesOf(def.pattern)),
    }),
  ),
);

const byId = new Map<string, RouteEntry>(routeEntries.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = byId.get(id);
  if (entry === undefined) throw new Error(`Unknown route id ${id}`);
  return entry;
}

export function findRouteEntry(id: string | undefined): RouteEntry | undefined {
  return id === undefined ? undefined : byId.get(id);
}

/** Fills a pattern; every value is URL-encoded, so a param can never add a segment or a query. */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${pattern}`);
    return encodeURIComponent(value);
  });
}

function buildHrefs(): { [Id in RouteId]: HrefBuilder<Id> } {
  const hrefs: Record<string, (params?: Record<string, string>) => string> = {};
  for (const entry of routeEntries) hrefs[entry.id] = (params) => fillPattern(entry.pattern, params ?? {});
  return hrefs as unknown as { [Id in RouteId]: HrefBuilder<Id> };
}

/** Typed href builders: `paths.hemsPrepared({ id: 'sonnen' })` → '/hems/prepared/sonnen'. */
export const paths = Object.freeze(buildHrefs());

/** The login page, remembering where the user was going (`from`, honoured only if same-origin: see domain). */
export function loginHref(from?: string): string {
  return from === undefined || from === '' ? '/login' : `/login?${new URLSearchParams({ from }).toString()}`;
}

export const LOGIN_PATH = ROUTES.login.pattern;
export const HOME_PATH = ROUTES.home.pattern;

/** Params whose values are uuids by name (SPEC §2); any other value is a broken link, shown as such. */
export const UUID_PARAM_NAMES: ReadonlySet<string> = new Set([
  'evseUuid',
  'fleet_uuid',
  'site_uuid',
  'fleetUuid',
  'subUuid',
  'companyUuid',
  'installationUuid',
  'assetUuid',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}

/** The uuid-named params of a match whose values are not uuids. */
export function invalidUuidParams(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => UUID_PARAM_NAMES.has(name) && !isUuid(value))
    .map(([name]) => name);
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const shapeOf = (segments: readonly string[]): string =>
  segments.map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
const shapes = new Set(
  routeEntries.filter((e) => e.access === 'guarded').map((e) => shapeOf(segmentsOf(e.pattern))),
);

/**
 * Where a screen's back button leads: the nearest screen above it in the route tree (by path shape, so
 * `/fleet/:fleetUuid/subscription/:subUuid` goes back to `/fleet/:fleet_uuid`), filled from the current URL.
 */
export function parentHref(entry: RouteEntry, pathname: string): string {
  const patternSegments = segmentsOf(entry.pattern);
  const actual = segmentsOf(pathname);
  for (let length = patternSegments.length - 1; length > 0; length -= 1) {
    if (shapes.has(shapeOf(patternSegments.slice(0, length)))) return `/${actual.slice(0, length).join('/')}`;
  }
  return HOME_PATH;
}

/** Stand-in values for each param name, used to visit every route (e2e) and in tests. */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = Object.freeze({
  id: 'sonnen',
  apiKey: 'UI_API',
  hemsLogicalId: 'hems-logical-1',
  hemGatewayId: 'gateway-1',
  evseUuid: '3f0f3a56-52a4-4c41-9d7b-6a1f2b8c0e11',
  fleet_uuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21',
  site_uuid: '5b2e8f47-1c3d-4a6b-8e9f-0a1b2c3d4e51',
  fleetUuid: '0c5a9c1e-7d1b-4f0e-9a53-2e6f8d4b7a21',
  subUuid: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b61',
  companyUuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c71',
  installationUuid: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d81',
  assetUuid: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e91',
});

/** Every route with a concrete URL to visit: what the e2e suite iterates. */
export const routeSamples: readonly (RouteEntry & { readonly samplePath: string })[] = Object.freeze(
  routeEntries.map((entry) =>
    Object.freeze({ ...entry, samplePath: fillPattern(entry.pattern, SAMPLE_PARAMS) }),
  ),
);
