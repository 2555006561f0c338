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

type RouteMore = Pick<RouteDef, 'childOf' | 'back'>;

// The pattern keeps its literal type: the href builders' parameter names are read from it.
const publicPage = <const P extends string>(pattern: P, title: string) =>
  ({ pattern, title, access: 'public' }) as const;
const page = <const P extends string, const M extends RouteMore = Record<never, never>>(
  pattern: P,
  title: string,
  more?: M,
) => ({ pattern, title, access: 'guarded', ...(more as M) }) as const;

const ROUTES = {
  login: publicPage('/login', 'Sign in'),
  signUp: publicPage('/sign-up', 'Sign up'),
  verifyEmail: publicPage('/verify-email', 'Verify email'),
  resetPassword: publicPage('/reset-password', 'Reset password'),
  accountRecovery: publicPage('/account-recovery', 'Account recovery'),

  home: page('/', 'Health Overview'),

  apiDocs: page('/api', 'API Documentation'),
  apiInternal: page('/api/internal', 'Internal API Documentation', { back: 'history' }),
  apiExternal: page('/api/external', 'External API Documentation'),
  apiDoc: page('/api/:apiKey', 'API Documentation'),

  sales: page('/sales', 'Sales'),
  salesSmartChargingDemo: page('/sales/smart-charging-demo', 'Smart Charging Demo'),
  salesTariffOrderFunnel: page('/sales/tariff-order-funnel', 'Tariff Order Funnel'),
  salesMicroFrontends: page('/sales/micro-frontends', 'Micro Frontends'),
  salesYourEvses: page('/sales/your-evses', 'Your EVSEs'),
  salesEvseOverview: page('/sales/your-evses/:evseUuid/evse-overview', 'EVSE Overview'),
  salesEvseOverviewHistoryLog: page('/sales/your-evses/:evseUuid/evse-overview/history-log', 'History Log', {
    childOf: 'salesEvseOverview',
  }),
  salesEvseOverviewChargingSchedules: page(
    '/sales/your-evses/:evseUuid/evse-overview/charging-schedules',
    'Charging Schedules',
    { childOf: 'salesEvseOverview' },
  ),

  hems: page('/hems', 'Home Energy Management'),
  hemsActive: page('/hems/active/:id', 'Active Sites'),
  hemsPrepared: page('/hems/prepared/:id', 'Prepared Installations'),

  operations: page('/operations', 'Operations'),
  operationsPricing: page('/operations/pricing', 'Pricing'),
  operationsChargepointModels: page('/operations/chargepoint-models', 'Chargepoint Models'),
  operationsTrends: page('/operations/trends', 'Trends'),
  operationsDataExchange: page('/operations/data-exchange', 'Data Exchange'),
  operationsOrderFunnelLeads: page('/operations/order-funnel-leads', 'Order Funnel Leads'),
  operationsPendingSignUps: page('/operations/pending-sign-ups', 'Pending Sign-ups'),
  operationsThreadLogs: page('/operations/thread-logs', 'Thread Logs'),
  operationsUserRoles: page('/operations/user-roles', 'User Roles'),

  fleets: page('/fleet', 'Fleets'),
  fleet: page('/fleet/:fleet_uuid', 'Fleet'),
  fleetSite: page('/fleet/:fleet_uuid/:site_uuid', 'Fleet Site'),
  fleetEnergyDashboard: page('/fleet-energy-dashboard/:fleetUuid', 'Fleet Energy Dashboard'),
  fleetEvsesOverview: page('/fleet/:fleetUuid/evses-overview', 'EVSEs Overview'),
  fleetAllEvses: page('/fleet/:fleetUuid/evses-overview/all-evses', 'All EVSEs'),
  fleetSubscription: page('/fleet/:fleetUuid/subscription/:subUuid', 'Fleet Subscription'),
  fleetSiteEnergyHistory: page(
    '/fleet/:fleetUuid/subscription/:subUuid/site-energy-history',
    'Site Energy History',
    { childOf: 'fleetSubscription' },
  ),
  fleetSiteTelemetry: page('/fleet/:fleetUuid/subscription/:subUuid/site-telemetry', 'Site Telemetry', {
    childOf: 'fleetSubscription',
  }),
  fleetLiveStream: page('/fleet/:fleetUuid/subscription/:subUuid/live-stream', 'Live Stream', {
    childOf: 'fleetSubscription',
  }),
  fleetEvseOverview: page(
    '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview',
    'EVSE Overview',
  ),
  fleetEvseOverviewHistoryLog: page(
    '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/history-log',
    'History Log',
    { childOf: 'fleetEvseOverview' },
  ),
  fleetEvseOverviewChargingSchedules: page(
    '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/charging-schedules',
    'Charging Schedules',
    { childOf: 'fleetEvseOverview' },
  ),

  install: page('/install', 'Install'),
  installInstallations: page('/install/installations/:companyUuid', 'Installations'),
  installAdminInstallations: page('/install/admin-installations/:companyUuid', 'Admin Installations'),
  installVpp: page('/install/vpp', 'Virtual Power Plant'),
  installEvseOverview: page('/install/evses/:subUuid/evse-overview/:evseUuid', 'EVSE Overview'),
  installEvseOverviewHistoryLog: page(
    '/install/evses/:subUuid/evse-overview/:evseUuid/history-log',
    'History Log',
    { childOf: 'installEvseOverview' },
  ),
  installEvseOverviewChargingSchedules: page(
    '/install/evses/:subUuid/evse-overview/:evseUuid/charging-schedules',
    'Charging Schedules',
    { childOf: 'installEvseOverview' },
  ),

  site: page('/site/:subUuid', 'Site'),

  assets: page('/assets', 'Assets'),
  assetsSearchGateways: page('/assets/search-gateways', 'Search Gateways'),
  assetsEvses: page('/assets/evses', 'EVSEs'),
  assetsOcppCandidates: page('/assets/ocpp-chargepoint-candidates', 'OCPP Chargepoint Candidates'),
  assetsGateway: page('/assets/gateways/:hemsLogicalId/:hemGatewayId', 'Gateway'),
  assetsEvseSchedules: page('/assets/evses/:evseUuid/schedules', 'EVSE Schedules'),
  assetsEvseStatus: page('/assets/evses/:evseUuid/status', 'EVSE Status'),
  assetsGatewayDevices: page('/assets/gateways-devices/:installationUuid', 'Gateway Devices'),
  assetsAddEvse: page('/assets/gateways-devices/:installationUuid/:hemGatewayId/add-evse', 'Add EVSE'),
  assetsEditEvse: page(
    '/assets/gateways-devices/:installationUuid/:hemGatewayId/edit-evse/:assetUuid',
    'Edit EVSE',
  ),
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

const DEVICE_KEY = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const isDeviceKey = (value: unknown): boolean => typeof value === 'string' && DEVICE_KEY.test(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}

/** The device keys of DESIGN §3 that are not uuids: a HEMS logical id and a gateway id. */
const DEVICE_KEY_PARAM_NAMES: ReadonlySet<string> = new Set(['hemsLogicalId', 'hemGatewayId']);

/** What a key param must look like, in words (the invalid-link screen says it). */
export function keyParamExpectation(name: string): string {
  return DEVICE_KEY_PARAM_NAMES.has(name)
    ? 'a gateway or HEMS id (letters, digits and . _ : -, like SB-349659)'
    : 'a UUID (like 123e4567-e89b-12d3-a456-426614174000)';
}

/** The key params of a match whose values are malformed: uuid-named ones that are not uuids, bad device keys. */
export function invalidUuidParams(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(params)
    .filter(
      ([name, value]) =>
        (UUID_PARAM_NAMES.has(name) && !isUuid(value)) ||
        (DEVICE_KEY_PARAM_NAMES.has(name) && !isDeviceKey(value)),
    )
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

/**
 * Stand-in values for each param name, used to visit every route (e2e) and in tests. The site and fleet keys are
 * those of a site of the mock's generated dataset (seed 20261101: the first online, active sonnen site in one fleet):
 * the data-backed mock answers an unknown site with 404, so a walk over the route table needs a site that exists
 * (tests/unit/mock/data/data-layer.test.ts checks it still does).
 */
export const SAMPLE_PARAMS: Readonly<Record<string, string>> = Object.freeze({
  id: 'sonnen',
  apiKey: 'UI_API',
  // The gateway of the charger below (the mock answers an unknown gateway or installation with 404).
  hemsLogicalId: 'E3DC-4386773',
  hemGatewayId: 'S10-701900165',
  evseUuid: 'c5764fe7-2b3b-4fa5-b782-6d2eab043ff1',
  fleet_uuid: '49c07e35-21d1-42ea-a8ad-50a969add179',
  site_uuid: 'cbd253f7-5b1f-444f-b0b4-f5015e41e3c6',
  fleetUuid: '49c07e35-21d1-42ea-a8ad-50a969add179',
  subUuid: '8936d6cf-20fb-41f2-84c1-071bac3645ef',
  companyUuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c71',
  installationUuid: '7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0',
  // A charger's asset uuid is its evse uuid.
  assetUuid: 'c5764fe7-2b3b-4fa5-b782-6d2eab043ff1',
});

/** Every route with a concrete URL to visit: what the e2e suite iterates. */
export const routeSamples: readonly (RouteEntry & { readonly samplePath: string })[] = Object.freeze(
  routeEntries.map((entry) =>
    Object.freeze({ ...entry, samplePath: fillPattern(entry.pattern, SAMPLE_PARAMS) }),
  ),
);
