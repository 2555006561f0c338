// Response templates shared by the consumer tests. Every type comes from the generated `paths`; every value is a
// fixed example (the shapes are what the contract asserts, through type, regex and enum matchers).
import { MatchersV3 } from '@pact-foundation/pact';
import type { components } from '../../src/api/schema.gen.ts';
import {
  arrayOf,
  bool,
  dateTime,
  int,
  jwt,
  matching,
  oneOf,
  orNull,
  shaped,
  text,
  uuid,
} from './matchers.ts';
import { everyValueOf, type JsonBody, type Template } from './types.ts';

type SitesPage = JsonBody<'/ui/v1/sites/hems/{hemsId}', 'get', 200>;
type SiteRow = SitesPage['subscriptions'][number];
type Fleet = JsonBody<'/ui/v1/sites/fleets', 'get', 200>['fleets'][number];
type ProblemRow = JsonBody<'/ui/v1/problems/sites', 'get', 200>['rows'][number];
type PreparedInstallation = JsonBody<'/ui/v1/installation/prepared/{id}', 'get', 200>;
type HemsProvider = JsonBody<'/ui/v1/hems-providers', 'get', 200>['providers'][number];
type NavItem = JsonBody<'/ui/v1/profile', 'get', 200>['navItems'][number];
type Health = SiteRow['health'];

export const SITE_STATUSES = everyValueOf<SiteRow['status']>()(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE']);
export const INSTALLATION_STATUSES = everyValueOf<PreparedInstallation['status']>()([
  'IN_PROGRESS',
  'READY',
  'COMPLETED',
  'ACTIVATED',
]);
export const READINESS_LABELS = everyValueOf<SiteRow['readyForTradingLabel']>()([
  'READY',
  'NOT_READY',
  'MISSING_MASTER_DATA',
]);
export const HEALTH_LEVELS = everyValueOf<Health['overall']>()(['good', 'moderate', 'critical']);
export const PROBLEM_CODES = everyValueOf<ProblemRow['problemName']>()([
  'AUTO_ACTIVATED_FOR_MORE_14_DAYS',
  'OFFLINE_SINCE_MORE_THAN_6_HOURS',
  'SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5',
  'ACTIVE_FC_INCOMPLETE',
  'CONSUMPTION_FC_DEVIATION',
  'PV_FORECAST_DEVIATION',
  'SITE_NOT_OPTIMIZABLE',
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
  'OLDER_THAN_30_DAYS',
  'POSSIBLY_INCORRECT_MASTERDATA_PV',
  'EVSE_UNSUPPORTED_FIRMWARE_MODEL',
  'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS',
  'SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS',
  'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
  'SITE_OFFLINE_NOW',
  'SITE_IOT_STATUS_UNHEALTHY_NOW',
  'SITE_HAS_UNREGISTERED_EVSE',
]);
// Types the portal reads from the generated components too; listed so a spec change there fails here as well.
export const ACTIVATION_FILTERS = everyValueOf<components['schemas']['ActivationFilter']>()([
  'HEMS_ONLINE',
  'HEMS_OFFLINE',
  'ACTIVE',
  'AUTO_ACTIVATED',
]);

/** Signed-in tokens as the login call answers them (JWTs expiring in 2099; fixed strings, not generated). */
export const LOGIN_ACCESS_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZkBleGFtcGxlLmNvbSIsImV4cCI6NDEwMjQ0NDc5OSwidHlwIjoiYWNjZXNzIn0.bG9naW4tYWNjZXNz';
export const LOGIN_REFRESH_TOKEN =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdGFmZkBleGFtcGxlLmNvbSIsImV4cCI6NDEwMjQ0NDc5OSwidHlwIjoicmVmcmVzaCJ9.bG9naW4tcmVmcmVzaA';
export const tokenPair = {
  access: jwt(LOGIN_ACCESS_TOKEN),
  refresh: jwt(LOGIN_REFRESH_TOKEN),
} satisfies Template<JsonBody<'/authentication-api/login', 'post', 200>>;

export const navItem = {
  displayText: text('HEMS'),
  targetUrl: text('/hems'),
} satisfies Template<NavItem>;

export const profile = {
  permissions: arrayOf(text('sites:read')),
  navItems: arrayOf(navItem),
  // Who is signed in (the top bar's name and menu); the roles are names of the spec's x-roles.
  person: {
    id: text('0b0d5a54-62c4-4e44-9a5c-2f1e0c6a8e11'),
    name: text('Ada Admin'),
    email: text('admin@operator-portal.example'),
    roles: arrayOf(text('Admin')),
  },
} satisfies Template<JsonBody<'/ui/v1/profile', 'get', 200>>;

export const hemsProvider = {
  id: text('sonnen'),
  name: text('sonnen'),
  siteCount: int(124),
  preparedCount: int(28),
} satisfies Template<HemsProvider>;

export const preparedInstallation = {
  uuid: uuid('a670ebde-1178-4161-bb0f-b5283c25ffd5'),
  name: text('Schröder, Gartenstraße 98, Bremen'),
  hemProvider: text('sonnen'),
  hems: { id: text('SONNEN-2189612') },
  status: oneOf(INSTALLATION_STATUSES, 'READY'),
  created: dateTime('2026-10-22T13:21:46Z'),
  pvBattGatewayType: text('sonnenBatterie 10 performance'),
  pvBattGateway: { id: text('SB-167455') },
  installer: text('INST-05705'),
} satisfies Template<PreparedInstallation>;

export const fleet = {
  uuid: uuid('49c07e35-21d1-42ea-a8ad-50a969add179'),
  name: text('Pfalz PV Partner'),
} satisfies Template<Fleet>;

const health = {
  overall: oneOf(HEALTH_LEVELS, 'good'),
  iot: oneOf(HEALTH_LEVELS, 'good'),
  vpp: oneOf(HEALTH_LEVELS, 'moderate'),
} satisfies Template<Health>;

// `tso` is optional on the wire (missing means 'not available', SPEC §3), so the contract does not require it.
export const siteRow = {
  subscription: uuid('8936d6cf-20fb-41f2-84c1-071bac3645ef'),
  siteUuid: uuid('cbd253f7-5b1f-444f-b0b4-f5015e41e3c6'),
  activationDate: orNull(dateTime('2026-10-28T13:11:54Z')),
  gatewayId: text('SB-663432'),
  online: bool(true),
  status: oneOf(SITE_STATUSES, 'ACTIVE'),
  userReference: text('CUST-740085'),
  fleets: arrayOf(fleet),
  created: dateTime('2026-10-23T21:51:34Z'),
  timestamp: dateTime('2026-10-31T23:57:57Z'),
  hasPv: bool(true),
  hasBattery: bool(false),
  hasEvse: bool(false),
  hasHp: bool(true),
  tradingEnabledSupply: bool(true),
  tradingEnabledFeedIn: bool(false),
  readyForForecastingLabel: oneOf(READINESS_LABELS, 'READY'),
  readyForOptimizationLabel: oneOf(READINESS_LABELS, 'MISSING_MASTER_DATA'),
  readyForTradingLabel: oneOf(READINESS_LABELS, 'MISSING_MASTER_DATA'),
  health,
} satisfies Template<SiteRow>;

/**
 * The streamed sites call's answer (NDJSON): the header line with the total, then one site per line. Any provider's
 * body must match the pattern: the header first, then lines that are site objects (each begins with its
 * subscription), every line ended by `\n`.
 */
export const sitesStream = {
  contentType: 'application/x-ndjson; charset=utf-8',
  example: [{ countTotal: 1 }, MatchersV3.reify(siteRow)].map((line) => `${JSON.stringify(line)}\n`).join(''),
  pattern: '^\\{"countTotal":[0-9]{1,8}\\}\\n(\\{"subscription":"[0-9a-f-]{36}"[^\\n]*\\}\\n)*$',
};

export function sitesPage(page: number): Template<SitesPage> {
  return {
    subscriptions: arrayOf(siteRow),
    page: int(page),
    countPages: int(3),
    countTotal: int(124),
  };
}

export const emptySitesPage = {
  subscriptions: [],
  page: int(9),
  countPages: int(3),
  countTotal: int(124),
} satisfies Template<SitesPage>;

export const siteDetail = {
  site: siteRow,
  problems: arrayOf(oneOf(PROBLEM_CODES, 'OFFLINE_SINCE_MORE_THAN_6_HOURS')),
} satisfies Template<JsonBody<'/ui/v1/site/{siteKey}', 'get', 200>>;

export function problemRow(problemName: ProblemRow['problemName']): Template<ProblemRow> {
  return {
    siteUuid: uuid('77a37ad3-5a12-41f5-863c-35d755f8c239'),
    subscription: uuid('fe9ec50f-7427-4603-bd65-d0de06cc140c'),
    userReference: text('CUST-958253'),
    // The problem lists filter by fleet with these (the fleet energy dashboard links there).
    fleets: arrayOf({ uuid: uuid('49c07e35-21d1-42ea-a8ad-50a969add179'), name: text('Pfalz PV Partner') }),
    problemName: oneOf(PROBLEM_CODES, problemName),
    since: dateTime('2026-10-31T19:34:59Z'),
    hasPv: bool(true),
    hasBattery: bool(true),
    hasEvse: bool(true),
    hasHp: bool(true),
    tradingEnabledSupply: bool(true),
    tradingEnabledFeedIn: bool(false),
    readyForForecastingLabel: oneOf(READINESS_LABELS, 'READY'),
    readyForOptimizationLabel: oneOf(READINESS_LABELS, 'NOT_READY'),
    readyForTradingLabel: oneOf(READINESS_LABELS, 'READY'),
    health,
  };
}

// The spec declares `info` and `paths` as open objects without named properties, so the contract may only ask for
// objects there (the comparator rejects expectations of fields the spec does not name).
export const openApiDocument = {
  openapi: matching('^3\\.\\d+\\.\\d+$', '3.1.0'),
  info: shaped({}),
  paths: shaped({}),
} satisfies Template<JsonBody<'/ui/v1/docs/schemas/{apiKey}', 'get', 200>>;
