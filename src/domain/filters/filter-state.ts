import type {
  EvseConnectivity,
  EvseEventType,
  EvseProblemCode,
  FirmwareSupport,
} from '../evse/evse-types.ts';
import type { HealthKey } from '../health/health.ts';
import type { VppEnrolmentState } from '../vpp/vpp-eligibility.ts';
import type {
  ActivationFilter,
  InstallationStatus,
  PreparedStatus,
  ReadinessLabel,
  SiteStatus,
} from '../sites/statuses.ts';

export const SITE_ATTRIBUTES = ['hasPv', 'hasBattery', 'hasEvse', 'hasHp'] as const;
export type SiteAttribute = (typeof SITE_ATTRIBUTES)[number];

export const TRADING_ATTRIBUTES = ['tradingEnabledSupply', 'tradingEnabledFeedIn'] as const;
export type TradingAttribute = (typeof TRADING_ATTRIBUTES)[number];

/** The row date fields the date filter can compare (SPEC §3's client-side filter fields). */
export const DATE_FIELDS = ['created', 'activationDate', 'timestamp'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export const DATE_FIELD_LABELS: Readonly<Record<DateField, string>> = {
  created: 'Created',
  activationDate: 'Activated',
  timestamp: 'Last seen',
};

/**
 * Whole local dates as `yyyy-MM-dd` (the wire format of the sites call). One date set means equality with it; both
 * set means the inclusive range (SPEC §5). Compared against the row's `field`; absent means `created` (DESIGN §3).
 */
export interface DateFilter {
  readonly start: string | null;
  readonly end: string | null;
  /** Absent: `created`. */
  readonly field?: Exclude<DateField, 'created'>;
}

/**
 * One key per filter group. Within a group the choices OR; across groups they AND (DESIGN §3). An empty list (or
 * null) means the group is inactive.
 */
export interface FilterState {
  /** HEMS_ONLINE / HEMS_OFFLINE match `online`; ACTIVE / AUTO_ACTIVATED match `status`. */
  readonly activation: readonly ActivationFilter[];
  /** Site statuses, matched against `status`. */
  readonly currentStatus: readonly SiteStatus[];
  /** Installation statuses, matched against `status` (prepared-installation rows). */
  readonly installationStatus: readonly InstallationStatus[];
  /** Single choice; choosing the chosen option again clears it. */
  readonly preparedStatus: PreparedStatus | null;
  readonly dates: DateFilter;
  /** Fleet names; a row matches when its `fleetsStr` contains one of them. */
  readonly fleets: readonly string[];
  readonly siteAttributes: readonly SiteAttribute[];
  readonly tradingAttributes: readonly TradingAttribute[];
  /** Matches when any of the three readiness labels equals a choice; then rows are deduplicated by `siteUuid`. */
  readonly readiness: readonly ReadinessLabel[];
  /** Grid operator names; `TSO_NOT_AVAILABLE` matches rows without a TSO. */
  readonly tso: readonly string[];
  /** Problem codes, matched against `problemName`. */
  readonly problems: readonly string[];
  readonly health: readonly HealthKey[];
  /** Charger connectivity (SPEC §4: EVSE_ONLINE / EVSE_OFFLINE), matched against `connectivity`. */
  readonly connectivity: readonly EvseConnectivity[];
  /** Charger support states against the charge-point models list, matched against `firmwareSupport`. */
  readonly firmwareSupport: readonly FirmwareSupport[];
  /** The two EVSE problem codes; a charger matches when its `evseProblems` has one of them. */
  readonly evseProblems: readonly EvseProblemCode[];
  /** A charger's history log: event types, matched against the event's `type`. */
  readonly eventTypes: readonly EvseEventType[];
  /**
   * A company's installations: whose installations — `mine` (the caller's), `all`, or an installer's
   * staff user id; null: the list's default (`mine` for an installer, everyone's otherwise).
   */
  readonly installer: string | null;
  /** The VPP sites: enrolment states, matched against the row's `state`. */
  readonly vppEnrolment: readonly VppEnrolmentState[];
}

export type FilterGroup = keyof FilterState;

/** A state being built group by group (the codec's parse). */
export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/** Every group, in the order of chips and URL params (and of the filter-group table). */
export const FILTER_GROUPS = [
  'activation',
  'currentStatus',
  'installationStatus',
  'preparedStatus',
  'dates',
  'fleets',
  'siteAttributes',
  'tradingAttributes',
  'readiness',
  'tso',
  'problems',
  'health',
  'connectivity',
  'firmwareSupport',
  'evseProblems',
  'eventTypes',
  'installer',
  'vppEnrolment',
] as const satisfies readonly FilterGroup[];

// Every member of FilterState is in FILTER_GROUPS (a missing one fails to compile here).
const everyGroupListed: [Exclude<FilterGroup, (typeof FILTER_GROUPS)[number]>] extends [never]
  ? true
  : never = true;
void everyGroupListed;

export const NO_DATES: DateFilter = Object.freeze({ start: null, end: null });

export const EMPTY_FILTER_STATE: FilterState = Object.freeze({
  activation: [],
  currentStatus: [],
  installationStatus: [],
  preparedStatus: null,
  dates: NO_DATES,
  fleets: [],
  siteAttributes: [],
  tradingAttributes: [],
  readiness: [],
  tso: [],
  problems: [],
  health: [],
  connectivity: [],
  firmwareSupport: [],
  evseProblems: [],
  eventTypes: [],
  installer: null,
  vppEnrolment: [],
});
