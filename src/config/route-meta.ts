/*
 * What the shell knows about each route beyond its pattern (paths.ts): its title, the screen it is a section of,
 * where its back button leads. Only guarded screens and the route table load this module, never the /login entry
 * (DESIGN §6), so route metadata can grow (permissions, breadcrumbs) without costing the sign-in page anything.
 */
import {
  accessOf,
  fillPattern,
  HOME_PATH,
  patternOf,
  ROUTE_IDS,
  type RouteAccess,
  type RouteId,
} from './paths.ts';
import { ROUTE_PARAM_RULES } from './route-params.gen.ts';

interface RouteMeta {
  readonly title: string;
  /** Set on the SPEC's "children" (history-log, site-telemetry …): rendered inside that route's screen. */
  readonly childOf?: RouteId;
  /** 'history': the back button goes one step back (SPEC §2, /api/internal). Default: the parent screen. */
  readonly back?: 'history';
  /**
   * The screen above this one where the path does not say it (its back target and its breadcrumbs' parent), with
   * which of this route's params fill that screen's (`{ parentParam: thisParam }`).
   */
  readonly up?: { readonly id: RouteId; readonly from?: Readonly<Record<string, string>> };
}

const META: Readonly<Record<RouteId, RouteMeta>> = {
  login: { title: 'Sign in' },
  signUp: { title: 'Sign up' },
  verifyEmail: { title: 'Verify email' },
  resetPassword: { title: 'Reset password' },
  accountRecovery: { title: 'Account recovery' },
  home: { title: 'Health Overview' },
  apiDocs: { title: 'API Documentation' },
  apiInternal: { title: 'Internal API Documentation', back: 'history' },
  apiExternal: { title: 'External API Documentation' },
  apiDoc: { title: 'API Documentation' },
  sales: { title: 'Sales' },
  salesSmartChargingDemo: { title: 'Smart Charging Demo' },
  salesTariffOrderFunnel: { title: 'Tariff Order Funnel' },
  salesMicroFrontends: { title: 'Micro Frontends' },
  salesYourEvses: { title: 'Your EVSEs' },
  salesEvseOverview: { title: 'EVSE Overview' },
  salesEvseOverviewHistoryLog: { title: 'History Log', childOf: 'salesEvseOverview' },
  salesEvseOverviewChargingSchedules: { title: 'Charging Schedules', childOf: 'salesEvseOverview' },
  hems: { title: 'Home Energy Management' },
  hemsActive: { title: 'Active Sites' },
  hemsPrepared: { title: 'Prepared Installations' },
  operations: { title: 'Operations' },
  operationsPricing: { title: 'Pricing' },
  operationsChargepointModels: { title: 'Chargepoint Models' },
  operationsTrends: { title: 'Trends' },
  operationsDataExchange: { title: 'Data Exchange' },
  operationsExchangeMessage: { title: 'Message' },
  operationsOrderFunnelLeads: { title: 'Order Funnel Leads' },
  operationsPendingSignUps: { title: 'Pending Sign-ups' },
  operationsThreadLogs: { title: 'Job runs' },
  operationsJobRun: { title: 'Job run' },
  operationsUserRoles: { title: 'User Roles' },
  operationsActivity: { title: 'Activity' },
  fleets: { title: 'Fleets' },
  fleet: { title: 'Fleet' },
  fleetSite: { title: 'Fleet Site' },
  fleetEnergyDashboard: {
    title: 'Fleet Energy Dashboard',
    up: { id: 'fleet', from: { fleet_uuid: 'fleetUuid' } },
  },
  fleetEvsesOverview: { title: 'EVSEs Overview' },
  fleetAllEvses: { title: 'All EVSEs' },
  fleetSubscription: { title: 'Fleet Subscription' },
  fleetSiteEnergyHistory: { title: 'Site Energy History', childOf: 'fleetSubscription' },
  fleetSiteTelemetry: { title: 'Site Telemetry', childOf: 'fleetSubscription' },
  fleetLiveStream: { title: 'Live Stream', childOf: 'fleetSubscription' },
  fleetEvseOverview: { title: 'EVSE Overview' },
  fleetEvseOverviewHistoryLog: { title: 'History Log', childOf: 'fleetEvseOverview' },
  fleetEvseOverviewChargingSchedules: { title: 'Charging Schedules', childOf: 'fleetEvseOverview' },
  install: { title: 'Install' },
  installInstallations: { title: 'Installations' },
  installAdminInstallations: { title: 'Admin Installations' },
  installVpp: { title: 'Virtual Power Plant' },
  installEvseOverview: { title: 'EVSE Overview' },
  installEvseOverviewHistoryLog: { title: 'History Log', childOf: 'installEvseOverview' },
  installEvseOverviewChargingSchedules: { title: 'Charging Schedules', childOf: 'installEvseOverview' },
  // A site is listed under its HEMS provider's active sites; /hems is the area (SPEC §2 gives /site no area).
  site: { title: 'Site', up: { id: 'hems' } },
  assets: { title: 'Assets' },
  assetsSearchGateways: { title: 'Search Gateways' },
  assetsEvses: { title: 'EVSEs' },
  assetsOcppCandidates: { title: 'OCPP Chargepoint Candidates' },
  assetsGateway: { title: 'Gateway' },
  assetsEvseSchedules: { title: 'EVSE Schedules' },
  assetsEvseStatus: { title: 'EVSE Status' },
  assetsGatewayDevices: { title: 'Gateway Devices' },
  assetsAddEvse: { title: 'Add EVSE' },
  assetsEditEvse: { title: 'Edit EVSE' },
};

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
  ROUTE_IDS.map((id) => {
    const { title, childOf, back } = META[id];
    return Object.freeze({
      id,
      pattern: patternOf(id),
      title,
      access: accessOf(id),
      ...(childOf !== undefined ? { childOf } : {}),
      ...(back !== undefined ? { back } : {}),
      paramNames: Object.freeze(paramNamesOf(patternOf(id))),
    });
  }),
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

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const shapeOf = (segments: readonly string[]): string =>
  segments.map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
const byShape = new Map<string, RouteEntry>();
for (const entry of routeEntries) {
  const shape = shapeOf(segmentsOf(entry.pattern));
  if (entry.access === 'guarded' && shape !== '' && !byShape.has(shape)) byShape.set(shape, entry);
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params of `pathname` read against `pattern` (segment by segment; a missing segment is an empty value). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const actual = segmentsOf(pathname);
  const params: Record<string, string> = {};
  segmentsOf(pattern).forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(actual[index] ?? '');
  });
  return params;
}

/**
 * The screen above a page and its URL, or undefined for an area (nothing above it but home): the route's `up`
 * where route-meta names one, else the nearest screen above it in the route tree by path shape (so
 * `/fleet/:fleetUuid/subscription/:subUuid` is below `/fleet/:fleet_uuid`), filled from the page's URL.
 */
export function parentOf(
  entry: RouteEntry,
  pathname: string,
): { readonly id: RouteId; readonly href: string } | undefined {
  const up = META[entry.id].up;
  if (up !== undefined) {
    const params = paramsOf(entry.pattern, pathname);
    const filled = Object.fromEntries(
      routeEntry(up.id).paramNames.map((name) => [name, params[up.from?.[name] ?? name] ?? '']),
    );
    return { id: up.id, href: fillPattern(patternOf(up.id), filled) };
  }
  const patternSegments = segmentsOf(entry.pattern);
  const actual = segmentsOf(pathname);
  for (let length = patternSegments.length - 1; length > 0; length -= 1) {
    const parent = byShape.get(shapeOf(patternSegments.slice(0, length)));
    if (parent !== undefined) return { id: parent.id, href: `/${actual.slice(0, length).join('/')}` };
  }
  return undefined;
}

/** Where a screen's back button leads: the screen above it (`parentOf`), else home. */
export function parentHref(entry: RouteEntry, pathname: string): string {
  return parentOf(entry, pathname)?.href ?? HOME_PATH;
}

/**
 * Each route key's rule: the pattern and length of the spec's path parameter the key is sent as (generated from the
 * spec, scripts/generate/route-params.ts), so a key the server would refuse never reaches a call.
 */
const KEY_RULES = new Map(
  Object.entries(ROUTE_PARAM_RULES).map(([name, rule]) => [
    name,
    { ...rule, test: new RegExp(rule.pattern, 'u') },
  ]),
);

/** Whether a route key (a param of paths.ts) has a value its API parameter allows; a key without a rule passes. */
export function isValidKeyParam(name: string, value: string | undefined): boolean {
  const rule = KEY_RULES.get(name);
  if (rule === undefined) return true;
  return typeof value === 'string' && value.length <= rule.maxLength && rule.test.test(value);
}

/** The route keys that have a rule (every param of the route table has one; a unit test checks it). */
export const KEY_PARAM_NAMES: ReadonlySet<string> = new Set(KEY_RULES.keys());

/** What each API parameter's values look like, in words (the invalid-link screen says it). */
const EXPECTATIONS: Readonly<Record<string, string>> = {
  hemsId: 'a HEMS provider key (lower-case letters, digits and -, like sonnen)',
  apiKey: 'an API key (capital letters, digits and _, like UI_API)',
  hemsLogicalId: 'a gateway or HEMS id (letters, digits and . _ : -, like SB-349659)',
  hemGatewayId: 'a gateway or HEMS id (letters, digits and . _ : -, like SB-349659)',
  messageId: 'a message id (letters, digits and . _ : -, like msg-000282)',
  runId: 'a job run id (letters, digits and . _ : -, like run-optimisation-20261031T2259)',
};

/** What a key param must look like, in words (the invalid-link screen says it). */
export function keyParamExpectation(name: string): string {
  const source = KEY_RULES.get(name)?.source ?? '';
  return EXPECTATIONS[source] ?? 'a UUID (like 123e4567-e89b-12d3-a456-426614174000)';
}

/** The key params of a match whose values the API would refuse (a uuid that is not one, a provider key with `<`). */
export function invalidKeyParams(params: Readonly<Record<string, string | undefined>>): string[] {
  return Object.entries(params)
    .filter(([name, value]) => !isValidKeyParam(name, value))
    .map(([name]) => name);
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
  // The first installer company of the dataset (the installer persona's).
  companyUuid: '37531401-d074-4fc0-9b9d-903c46f7ebe0',
  installationUuid: '7904a569-bcfa-4ec9-8fa9-e54b9d8aa7e0',
  // A charger's asset uuid is its evse uuid.
  assetUuid: 'c5764fe7-2b3b-4fa5-b782-6d2eab043ff1',
  // A rejected message and a partly failed run of the dataset.
  messageId: 'msg-000282',
  runId: 'run-optimisation-20261031T2259',
});

/** Every route with a concrete URL to visit: what the e2e suite iterates. */
export const routeSamples: readonly (RouteEntry & { readonly samplePath: string })[] = Object.freeze(
  routeEntries.map((entry) =>
    Object.freeze({ ...entry, samplePath: fillPattern(entry.pattern, SAMPLE_PARAMS) }),
  ),
);
