// Response templates of the VPP calls. Values are those of the generated dataset; the shapes are
// what the contract asserts (the optional parts — a site's TSO, PV, battery, heat pump — are not asserted).
import type { components } from '../../src/api/schema.gen.ts';
import { arrayOf, bool, dateTime, int, num, oneOf, orNull, text, uuid } from './matchers.ts';
import { everyValueOf, type JsonBody, type Template } from './types.ts';

type Schemas = components['schemas'];

/** Sites of the default dataset: one eligible, one enrolled, one blocked (not ready for trading, trading off). */
export const ELIGIBLE_SITE = 'd4875659-5127-41c9-ba9b-0efa5bb57a47';
export const ENROLLED_SITE = 'c1a7add2-532a-4f9e-afaf-176974191c84';
export const BLOCKED_SITE = 'abe6fa0e-bb04-484f-b49c-c46a4f499ca5';

const STATES = everyValueOf<Schemas['VppEnrolmentState']>()(['enrolled', 'eligible', 'blocked', 'withdrawn']);
const READINESS = everyValueOf<Schemas['ReadinessLabel']>()(['READY', 'NOT_READY', 'MISSING_MASTER_DATA']);
const LEVELS = everyValueOf<Schemas['HealthLevel']>()(['good', 'moderate', 'critical']);
const BLOCKERS = everyValueOf<Schemas['VppBlocker']>()([
  'SITE_NOT_ACTIVATED',
  'NO_FLEXIBLE_ASSET',
  'NOT_READY_FOR_TRADING',
  'TSO_MISSING',
  'TRADING_DISABLED',
  'VPP_HEALTH_CRITICAL',
  'TELEMETRY_STALE',
  'BLOCKING_PROBLEM',
]);
/** The site problems that block (src/domain/vpp/vpp-eligibility.ts VPP_BLOCKING_PROBLEMS). */
const PROBLEMS = [
  'SITE_NOT_OPTIMIZABLE',
  'SITE_IOT_STATUS_UNHEALTHY_NOW',
  'SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS',
] as const;
const STATUSES = everyValueOf<Schemas['SiteStatus']>()(['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE']);

export const vppSite = (state: Schemas['VppEnrolmentState'] = 'enrolled') =>
  ({
    subscription: uuid(ENROLLED_SITE),
    siteUuid: uuid('89bdcc4a-ab56-421c-9e7d-9fa118f7608c'),
    userReference: text('CUST-000847'),
    gatewayId: text('S10-643016435'),
    status: oneOf(STATUSES, 'AUTO_ACTIVATED'),
    online: bool(true),
    lastSeen: dateTime('2026-11-01T00:00:00Z'),
    dataFresh: bool(true),
    assets: {
      subscription: uuid(ENROLLED_SITE),
      timeZone: text('Europe/Berlin'),
      chargers: arrayOf({ evseUuid: uuid(ELIGIBLE_SITE), label: text('Garage'), maxPowerKw: num(11) }),
    },
    flexiblePowerKw: num(8.7),
    storageKwh: num(11.2),
    readyForForecastingLabel: oneOf(READINESS, 'READY'),
    readyForOptimizationLabel: oneOf(READINESS, 'NOT_READY'),
    readyForTradingLabel: oneOf(READINESS, 'READY'),
    tradingEnabledSupply: bool(true),
    tradingEnabledFeedIn: bool(true),
    vppHealth: oneOf(LEVELS, 'good'),
    blockingProblems: arrayOf(oneOf(PROBLEMS, 'SITE_NOT_OPTIMIZABLE')),
    state: oneOf(STATES, state),
    blockers: arrayOf(oneOf(BLOCKERS, 'TRADING_DISABLED')),
    stateChangedAt: orNull(dateTime('2026-08-09T00:00:00Z')),
  }) satisfies Template<Schemas['VppSite']>;

export const vppSitesPage = {
  sites: arrayOf(vppSite(), 1),
  page: int(1),
  countPages: int(6),
  countTotal: int(299),
} satisfies Template<JsonBody<'/ui/v1/vpp/sites', 'get', 200>>;

export const emptyVppSitesPage = {
  sites: [],
  page: int(1),
  countPages: int(0),
  countTotal: int(0),
} satisfies Template<JsonBody<'/ui/v1/vpp/sites', 'get', 200>>;

const figures = { sites: int(25), flexiblePowerKw: num(518.9), storageKwh: num(262.3) };

export const vppPool = {
  byTso: arrayOf({ tso: text('TenneT'), ...figures }, 1),
  total: figures,
  eligible: int(9),
  blocked: int(262),
  withdrawn: int(3),
} satisfies Template<JsonBody<'/ui/v1/vpp/pool', 'get', 200>>;
