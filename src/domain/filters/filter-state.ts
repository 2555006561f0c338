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
 *
 * The engine declares only its own kind of group (dates); every area adds its groups where it declares them, by
 * merging into this interface (`declare module '../filters/filter-state.ts'` in `domain/<area>/<area>.filters.ts`),
 * so the engine imports no area and an area's groups are typed where they are written. The composed table
 * (`domain/filter-table/filter-groups.ts`) must cover every member, or it does not compile.
 */
export interface FilterState {
  readonly dates: DateFilter;
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
  'offline',
  'connectivity',
  'evseStatus',
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

/**
 * True when a group's value constrains rows (it makes chips): a non-empty list, a chosen single value, a date range
 * with an end. Read from the value's kind, so the list engine can tell without the composed table; the table's
 * `isActiveGroup` is this rule.
 */
export function isActiveValue(value: FilterState[FilterGroup] | undefined): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.length > 0;
  const dates = value as DateFilter;
  return dates.start !== null || dates.end !== null;
}

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
  offline: [],
  connectivity: [],
  evseStatus: [],
  firmwareSupport: [],
  evseProblems: [],
  eventTypes: [],
  installer: null,
  vppEnrolment: [],
});
