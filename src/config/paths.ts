/*
 * THE route patterns (SPEC §2) and their typed href builders. Pure, small and loaded by the /login entry: what only
 * the shell needs about a route (title, parent, access, area card, screen) is its record (src/routes/<area>.routes.ts),
 * which /login never loads (DESIGN §6: /login ≤ 150 KB). A new route needs its pattern here and its record there.
 */

// The patterns keep their literal types: the href builders' parameter names are read from them.
const PATTERNS = {
  login: '/login',
  signUp: '/sign-up',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  accountRecovery: '/account-recovery',
  home: '/',
  apiDocs: '/api',
  apiInternal: '/api/internal',
  apiExternal: '/api/external',
  apiDoc: '/api/:apiKey',
  sales: '/sales',
  salesSmartChargingDemo: '/sales/smart-charging-demo',
  salesTariffOrderFunnel: '/sales/tariff-order-funnel',
  salesMicroFrontends: '/sales/micro-frontends',
  salesYourEvses: '/sales/your-evses',
  salesEvseOverview: '/sales/your-evses/:evseUuid/evse-overview',
  salesEvseOverviewHistoryLog: '/sales/your-evses/:evseUuid/evse-overview/history-log',
  salesEvseOverviewChargingSchedules: '/sales/your-evses/:evseUuid/evse-overview/charging-schedules',
  hems: '/hems',
  hemsActive: '/hems/active/:id',
  hemsPrepared: '/hems/prepared/:id',
  operations: '/operations',
  operationsPricing: '/operations/pricing',
  operationsChargepointModels: '/operations/chargepoint-models',
  operationsTrends: '/operations/trends',
  operationsDataExchange: '/operations/data-exchange',
  /** Proposed: one message of the data exchange. */
  operationsExchangeMessage: '/operations/data-exchange/:messageId',
  operationsOrderFunnelLeads: '/operations/order-funnel-leads',
  /** Proposed: the activity log. */
  operationsActivity: '/operations/activity',
  operationsPendingSignUps: '/operations/pending-sign-ups',
  operationsThreadLogs: '/operations/thread-logs',
  /** Proposed: one job run with its log. */
  operationsJobRun: '/operations/thread-logs/:runId',
  operationsUserRoles: '/operations/user-roles',
  fleets: '/fleet',
  fleet: '/fleet/:fleet_uuid',
  fleetSite: '/fleet/:fleet_uuid/:site_uuid',
  fleetEnergyDashboard: '/fleet-energy-dashboard/:fleetUuid',
  fleetEvsesOverview: '/fleet/:fleetUuid/evses-overview',
  fleetAllEvses: '/fleet/:fleetUuid/evses-overview/all-evses',
  fleetSubscription: '/fleet/:fleetUuid/subscription/:subUuid',
  fleetSiteEnergyHistory: '/fleet/:fleetUuid/subscription/:subUuid/site-energy-history',
  fleetSiteTelemetry: '/fleet/:fleetUuid/subscription/:subUuid/site-telemetry',
  fleetLiveStream: '/fleet/:fleetUuid/subscription/:subUuid/live-stream',
  fleetEvseOverview: '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview',
  fleetEvseOverviewHistoryLog:
    '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/history-log',
  fleetEvseOverviewChargingSchedules:
    '/fleet/:fleetUuid/subscription/:subUuid/assets/evses/:evseUuid/evse-overview/charging-schedules',
  install: '/install',
  installInstallations: '/install/installations/:companyUuid',
  installAdminInstallations: '/install/admin-installations/:companyUuid',
  installVpp: '/install/vpp',
  installEvseOverview: '/install/evses/:subUuid/evse-overview/:evseUuid',
  installEvseOverviewHistoryLog: '/install/evses/:subUuid/evse-overview/:evseUuid/history-log',
  installEvseOverviewChargingSchedules: '/install/evses/:subUuid/evse-overview/:evseUuid/charging-schedules',
  site: '/site/:subUuid',
  /** Proposed: a site's energy on its own page, for every site (the fleet mount needs a fleet). */
  siteEnergy: '/site/:subUuid/energy',
  siteEnergyHistory: '/site/:subUuid/energy/site-energy-history',
  siteTelemetry: '/site/:subUuid/energy/site-telemetry',
  siteLiveStream: '/site/:subUuid/energy/live-stream',
  assets: '/assets',
  assetsSearchGateways: '/assets/search-gateways',
  assetsEvses: '/assets/evses',
  assetsOcppCandidates: '/assets/ocpp-chargepoint-candidates',
  assetsGateway: '/assets/gateways/:hemsLogicalId/:hemGatewayId',
  assetsEvseSchedules: '/assets/evses/:evseUuid/schedules',
  assetsEvseStatus: '/assets/evses/:evseUuid/status',
  assetsGatewayDevices: '/assets/gateways-devices/:installationUuid',
  assetsAddEvse: '/assets/gateways-devices/:installationUuid/:hemGatewayId/add-evse',
  assetsEditEvse: '/assets/gateways-devices/:installationUuid/:hemGatewayId/edit-evse/:assetUuid',
} as const;

export type RouteId = keyof typeof PATTERNS;
export type RouteAccess = 'public' | 'guarded';

/** The routes a person reaches without signing in; every other route is behind the session guard. */
export const PUBLIC_ROUTE_IDS = [
  'login',
  'signUp',
  'verifyEmail',
  'resetPassword',
  'accountRecovery',
] as const satisfies readonly RouteId[];

export const accessOf = (id: RouteId): RouteAccess =>
  (PUBLIC_ROUTE_IDS as readonly RouteId[]).includes(id) ? 'public' : 'guarded';

/** Absolute path pattern of a route, in react-router syntax. */
export const patternOf = (id: RouteId): string => PATTERNS[id];

export const ROUTE_IDS = Object.freeze(Object.keys(PATTERNS) as RouteId[]);

type PatternOf<Id extends RouteId> = (typeof PATTERNS)[Id];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<Id extends RouteId> = Record<ParamNames<PatternOf<Id>>, string>;

type HrefBuilder<Id extends RouteId> = [ParamNames<PatternOf<Id>>] extends [never]
  ? () => string
  : (params: RouteParams<Id>) => string;

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
  for (const id of ROUTE_IDS) hrefs[id] = (params) => fillPattern(PATTERNS[id], params ?? {});
  return hrefs as unknown as { [Id in RouteId]: HrefBuilder<Id> };
}

/** Typed href builders: `paths.hemsPrepared({ id: 'sonnen' })` → '/hems/prepared/sonnen'. */
export const paths = Object.freeze(buildHrefs());

/** The login page, remembering where the user was going (`from`, honoured only if same-origin: see domain). */
export function loginHref(from?: string): string {
  return from === undefined || from === '' ? '/login' : `/login?${new URLSearchParams({ from }).toString()}`;
}

export const LOGIN_PATH = PATTERNS.login;
export const HOME_PATH = PATTERNS.home;
