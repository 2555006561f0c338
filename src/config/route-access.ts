/*
 * What each guarded route needs (DESIGN §3 "Access"): the primary read operations its screen
 * calls — the route's permissions are theirs, as the spec's security requirements name them — and, for a route whose
 * calls are not in the spec yet (its screen is "not available yet"), the catalogue's permission for it directly.
 * An area page (`area`) lists its screens and opens when one of them does. A route with nothing listed is open to every
 * signed-in person (home, whose sections gate themselves). tests/unit/access/route-access.test.ts checks every name
 * against the spec. Config is a leaf: the names are plain strings here and typed where they are read (src/auth).
 * Not in paths.ts: the /login entry must not load this (DESIGN §6).
 */
import type { PUBLIC_ROUTE_IDS, RouteId } from './paths.ts';

/** Every route behind the session guard: each must say what it needs. */
export type GuardedRouteId = Exclude<RouteId, (typeof PUBLIC_ROUTE_IDS)[number]>;

export interface RouteAccessDeclaration {
  /** operationIds the screen calls to show its content; each must be allowed. */
  readonly operations?: readonly string[];
  /** Catalogue permissions needed besides (or instead of, while the calls are not specified yet) the operations'. */
  readonly permissions?: readonly string[];
  /** An area page: its screens (what its cards lead to); it opens when one of them does. */
  readonly area?: readonly RouteId[];
}

const EVSE_SECTIONS = {
  overview: ['getEvse'],
  history: ['listEvseHistory'],
  schedules: ['listEvseChargingProfiles'],
} as const;

export const ROUTE_ACCESS = {
  home: {},
  apiDocs: { operations: ['listApiDocs'] },
  apiInternal: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:internal'] },
  apiExternal: { operations: ['listApiDocs', 'getApiDoc'], permissions: ['api-docs:external'] },
  apiDoc: { operations: ['getApiDoc'] },
  sales: {
    area: ['salesSmartChargingDemo', 'salesTariffOrderFunnel', 'salesMicroFrontends', 'salesYourEvses'],
  },
  salesSmartChargingDemo: { operations: ['getDayAheadPrices'], permissions: ['sales:read'] },
  salesTariffOrderFunnel: { operations: ['getOrderFunnel'], permissions: ['sales:read'] },
  salesMicroFrontends: { operations: ['listWidgets'] },
  salesYourEvses: { operations: ['listYourEvses'] },
  salesEvseOverview: { operations: EVSE_SECTIONS.overview, permissions: ['sales:read'] },
  salesEvseOverviewHistoryLog: { operations: EVSE_SECTIONS.history },
  salesEvseOverviewChargingSchedules: { operations: EVSE_SECTIONS.schedules },
  hems: { operations: ['listHemsProviders'] },
  hemsActive: { operations: ['listSites'] },
  hemsPrepared: { operations: ['listPreparedInstallations'] },
  operations: {
    area: [
      'operationsPricing',
      'operationsChargepointModels',
      'operationsTrends',
      'operationsDataExchange',
      'operationsOrderFunnelLeads',
      'operationsActivity',
      'operationsPendingSignUps',
      'operationsThreadLogs',
      'operationsUserRoles',
    ],
  },
  operationsPricing: { permissions: ['pricing:read'] },
  operationsChargepointModels: { operations: ['listChargepointModels'] },
  operationsTrends: { permissions: ['trends:read'] },
  operationsDataExchange: { operations: ['listExchangeMessages'] },
  operationsExchangeMessage: { operations: ['getExchangeMessage'] },
  operationsOrderFunnelLeads: { operations: ['listOrderFunnelLeads'], permissions: ['leads:read'] },
  operationsPendingSignUps: { operations: ['listSignUps'] },
  operationsActivity: { operations: ['listActivity'] },
  operationsThreadLogs: { operations: ['listJobRuns'] },
  operationsJobRun: { operations: ['getJobRun', 'listJobRunLog'] },
  operationsUserRoles: { operations: ['listStaffUsers'] },
  fleets: { operations: ['listFleets'] },
  fleet: { operations: ['listFleets', 'listSites'] },
  fleetSite: { operations: ['getSite'] },
  fleetEnergyDashboard: { operations: ['getFleetEnergySummary', 'getFleetEnergyDaily'] },
  fleetEvsesOverview: { operations: ['getFleetEvseSummary'] },
  fleetAllEvses: { operations: ['listEvses'] },
  fleetSubscription: { operations: ['getSite', 'getSiteEnergyAssets'] },
  fleetSiteEnergyHistory: { operations: ['getSiteEnergyHistory'] },
  fleetSiteTelemetry: { operations: ['getSiteTelemetry'] },
  fleetLiveStream: { operations: ['getSiteEnergyLive'] },
  fleetEvseOverview: { operations: EVSE_SECTIONS.overview },
  fleetEvseOverviewHistoryLog: { operations: EVSE_SECTIONS.history },
  fleetEvseOverviewChargingSchedules: { operations: EVSE_SECTIONS.schedules },
  install: { area: ['installInstallations', 'installAdminInstallations', 'installVpp'] },
  installInstallations: { operations: ['listCompanyInstallations'] },
  installAdminInstallations: { permissions: ['installations:admin'] },
  installVpp: { permissions: ['vpp:read'] },
  installEvseOverview: { operations: EVSE_SECTIONS.overview },
  installEvseOverviewHistoryLog: { operations: EVSE_SECTIONS.history },
  installEvseOverviewChargingSchedules: { operations: EVSE_SECTIONS.schedules },
  site: { operations: ['getSite'] },
  assets: { area: ['assetsSearchGateways', 'assetsEvses', 'assetsOcppCandidates'] },
  assetsSearchGateways: { operations: ['searchGateways'] },
  assetsEvses: { operations: ['listEvses'] },
  assetsOcppCandidates: { operations: ['listChargepointCandidates'] },
  assetsGateway: { operations: ['getGateway'] },
  assetsEvseSchedules: { operations: [...EVSE_SECTIONS.overview, ...EVSE_SECTIONS.schedules] },
  assetsEvseStatus: { operations: EVSE_SECTIONS.overview },
  assetsGatewayDevices: { operations: ['listInstallationGateways'] },
  assetsAddEvse: { operations: ['listInstallationGateways', 'verifyEvse', 'createEvse'] },
  assetsEditEvse: { operations: ['getEvse', 'updateEvse'] },
} as const satisfies Record<GuardedRouteId, RouteAccessDeclaration>;
