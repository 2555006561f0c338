import type { SitesServerQuery } from '../sites-server-query.ts';
import type { Fleet } from '../sites-row.ts';
import { HEALTH_KEYS, healthLabel, type HealthKey } from '../health.ts';
import {
  ACTIVATION_FILTERS,
  ACTIVATION_FILTER_LABELS,
  INSTALLATION_STATUSES,
  INSTALLATION_STATUS_LABELS,
  PREPARED_STATUSES,
  READINESS_LABELS,
  READINESS_LABEL_TEXT,
  SITE_STATUSES,
  SITE_STATUS_LABELS,
  isInstallationStatus,
  isPreparedStatus,
  type ActivationFilter,
  type InstallationStatus,
  type ReadinessLabel,
  type SiteStatus,
} from '../statuses.ts';
import type {
  DateFilter,
  FilterGroup,
  FilterState,
  SiteAttribute,
  TradingAttribute,
} from './filter-state.ts';
import {
  DATE_FIELDS,
  DATE_FIELD_LABELS,
  NO_DATES,
  SITE_ATTRIBUTES,
  TRADING_ATTRIBUTES,
} from './filter-state.ts';
import { displayLocalDate } from '../date-display.ts';
import { isLocalDate } from './local-date.ts';
import {
  EVSE_CONNECTIVITIES,
  EVSE_CONNECTIVITY_LABELS,
  EVSE_PROBLEM_CODES,
  EVSE_PROBLEM_LABELS,
  FIRMWARE_SUPPORTS,
  FIRMWARE_SUPPORT_LABELS,
} from '../evse/evse-catalogue.ts';
import type { EvseConnectivity, EvseProblemCode, FirmwareSupport } from '../evse/evse-types.ts';
import {
  activationTest,
  connectivityTest,
  evseProblemsTest,
  firmwareSupportTest,
  datesTest,
  fleetsTest,
  healthTest,
  problemsTest,
  readinessTest,
  siteAttributesTest,
  statusTest,
  tradingTest,
  tsoTest,
  type RowTest,
} from './row-tests.ts';

/*
 * THE filter-group table: each group of FilterState declared once — its URL params and codec, its row test, its
 * chips, its panel section and options, and the sites call's query parameter that filters it on the server (null:
 * only the client filters it). The URL codec (filter-url.ts), the engine (apply-filters.ts), the chips
 * (filter-chips.ts), the panel (components/filter-panel.tsx) and the server query (sites-query.ts) are driven by it.
 * Adding a group: a member of FilterState, its entry here, and its section in the panel if it has a new kind.
 */

export interface FilterOption<T extends string = string> {
  readonly value: T;
  readonly label: string;
}

/** How the panel offers a group (SPEC §2 "Filter panel sections"). */
export type PanelControl = 'checkboxes' | 'singleChoice' | 'multiSelect' | 'dateRange';

/** The panel sections, in their fixed order; a section may hold several groups (Master Data: readiness + TSO). */
export const PANEL_SECTIONS = [
  'activation',
  'installationStatus',
  'preparedStatus',
  'dates',
  'fleets',
  'siteAttributes',
  'tradingAttributes',
  'masterData',
  'problems',
  'health',
  'connectivity',
  'firmwareSupport',
  'evseProblems',
] as const;
export type PanelSection = (typeof PANEL_SECTIONS)[number];

export interface ParseContext {
  /** Restricts the accepted problem codes, e.g. to one list's catalogue; by default any UPPER_SNAKE code. */
  readonly problemCodes?: readonly string[];
}

export interface ChipLabelOptions {
  /** Text for a problem code; the problem catalogue lives elsewhere, so by default the code itself is shown. */
  readonly problemLabel?: (code: string) => string;
}

export interface FilterGroupSpec<G extends FilterGroup> {
  /** The URL search params this group reads and writes. */
  readonly params: readonly string[];
  readonly empty: FilterState[G];
  /** Unknown or malformed values are dropped, never thrown on. */
  readonly parse: (params: URLSearchParams, context: ParseContext) => FilterState[G];
  readonly serialize: (value: FilterState[G]) => readonly (readonly [string, string])[];
  /** The engine's test; null when the value does not constrain rows. */
  readonly test: (value: FilterState[G] | undefined) => RowTest | null;
  /** One chip per returned value. */
  readonly chipValues: (value: FilterState[G]) => readonly string[];
  readonly chipLabel: (chipValue: string, options: ChipLabelOptions) => string;
  /** The value without one chip's value. */
  readonly without: (value: FilterState[G], chipValue: string) => FilterState[G];
  readonly section: PanelSection;
  /** Legend or label of the group's control in the panel. */
  readonly legend: string;
  readonly control: PanelControl;
  /** Fixed choices; groups whose choices come from the rows (fleets, TSO, problems) are given them by the screen. */
  readonly options?: readonly FilterOption[];
  /**
   * How the sites call narrows this group on the server (SPEC §7): its query parameters and the part of the query
   * a value makes; null when only the client filters the group.
   */
  readonly server: ServerFilter<G> | null;
}

/** What the server query needs beyond the filter state: the fleets, whose uuids go on the wire for their names. */
export interface ServerContext {
  readonly fleets: readonly Fleet[];
}

export interface ServerFilter<G extends FilterGroup> {
  readonly params: readonly (keyof SitesServerQuery)[];
  /** The query parameters for a value; `{}` when the value does not narrow (or cannot be said on the wire). */
  readonly query: (value: FilterState[G], context: ServerContext) => SitesServerQuery;
}

/**
 * The fleet uuids to send for the chosen fleet names, or null when the choice cannot be expressed in uuids (a name
 * no listed fleet has). The engine matches a name anywhere in `fleetsStr`, so every fleet whose name contains a
 * chosen name is sent: the server may then answer more rows than the engine keeps, never fewer.
 */
export function serverFleetUuids(names: readonly string[], fleets: readonly Fleet[]): string[] | null {
  const uuids = new Set<string>();
  for (const name of names) {
    const matching = fleets.filter((fleet) => fleet.name.includes(name));
    if (matching.length === 0) return null;
    for (const fleet of matching) uuids.add(fleet.uuid);
  }
  return [...uuids].sort();
}

/** A list group whose chosen values go on the wire as they are, sorted (equal queries, equal cache keys). */
const sortedList = <P extends 'activation_status' | 'current_status'>(param: P) => ({
  params: [param],
  query: (value: readonly string[]): SitesServerQuery =>
    value.length === 0 ? {} : ({ [param]: [...value].sort() } as SitesServerQuery),
});

const MAX_TEXT_LENGTH = 200;
const PROBLEM_CODE = /^[A-Z][A-Z0-9_]*$/;

function isText(value: string): boolean {
  return value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;
}

function oneOf<T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value): value is T => (values as readonly string[]).includes(value);
}

const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] => values.map((value) => ({ value, label: labels[value] }));

type ListGroup = { [G in FilterGroup]: FilterState[G] extends readonly string[] ? G : never }[FilterGroup];

/** A group whose value is a list of chosen strings: repeated param, first occurrence kept, in URL order. */
function listGroup<G extends ListGroup>(spec: {
  param: string;
  valid: (value: string, context: ParseContext) => boolean;
  test: (chosen: FilterState[G] | undefined) => RowTest | null;
  chipLabel: (value: string, options: ChipLabelOptions) => string;
  section: PanelSection;
  legend: string;
  control: PanelControl;
  options?: readonly FilterOption[];
  server?: ServerFilter<G>;
}): FilterGroupSpec<G> {
  // The value type is a list of the group's strings; `valid` is its guard, so the casts below hold.
  const list = (values: readonly string[]) => values as unknown as FilterState[G];
  return {
    params: [spec.param],
    empty: list([]),
    parse: (params, context) =>
      list([...new Set(params.getAll(spec.param).filter((value) => spec.valid(value, context)))]),
    serialize: (value) => (value as readonly string[]).map((chosen) => [spec.param, chosen] as const),
    test: spec.test,
    chipValues: (value) => value as readonly string[],
    chipLabel: spec.chipLabel,
    without: (value, chipValue) =>
      list((value as readonly string[]).filter((chosen) => chosen !== chipValue)),
    section: spec.section,
    legend: spec.legend,
    control: spec.control,
    ...(spec.options ? { options: spec.options } : {}),
    server: spec.server ?? null,
  };
}

/**
 * A list group over a fixed catalogue: only its values are valid, the panel offers them with their labels, and a
 * chip reads `chip(label, value)` (default: the label) — an unknown value, which the URL codec drops, reads as itself.
 */
function catalogueGroup<G extends ListGroup, T extends string>(spec: {
  param: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  chip?: (label: string, value: T) => string;
  test: (chosen: FilterState[G] | undefined) => RowTest | null;
  section: PanelSection;
  legend: string;
  control: PanelControl;
  server?: ServerFilter<G>;
}): FilterGroupSpec<G> {
  const known = oneOf(spec.values);
  const { values, labels, chip = (label: string) => label, ...rest } = spec;
  return listGroup<G>({
    ...rest,
    valid: known,
    chipLabel: (value) => (known(value) ? chip(labels[value], value) : value),
    options: optionsOf(values, labels),
  });
}

/** Site or trading attributes: boolean fields of the row, offered as checkboxes in a section of their own. */
function attributeGroup<G extends 'siteAttributes' | 'tradingAttributes'>(
  group: G,
  spec: {
    param: string;
    values: readonly FilterState[G][number][];
    labels: Readonly<Record<FilterState[G][number], string>>;
    chipLabels: Readonly<Record<FilterState[G][number], string>>;
    test: (chosen: FilterState[G] | undefined) => RowTest | null;
    legend: string;
  },
): FilterGroupSpec<G> {
  const { chipLabels, ...rest } = spec;
  return catalogueGroup<G, FilterState[G][number]>({
    ...rest,
    chip: (_, value) => chipLabels[value],
    section: group,
    control: 'checkboxes',
  });
}

const DATE_PARAMS = { start: 'creation_start_date', end: 'creation_end_date', field: 'date_field' } as const;

/** The label of a date chip: the date or range, after the field's name unless it is the default `created`. */
export function dateChipLabel(dates: DateFilter): string {
  const { start, end } = dates;
  const range =
    start !== null && end !== null && start !== end
      ? `${displayLocalDate(start)} – ${displayLocalDate(end)}`
      : (start ?? end) === null
        ? ''
        : displayLocalDate((start ?? end) as string);
  return dates.field === undefined || range === '' ? range : `${DATE_FIELD_LABELS[dates.field]}: ${range}`;
}

function firstDate(params: URLSearchParams, name: string): string | null {
  return params.getAll(name).find(isLocalDate) ?? null;
}

const dateFieldOf = (value: string | undefined): DateFilter['field'] =>
  value !== undefined && value !== 'created' && (DATE_FIELDS as readonly string[]).includes(value)
    ? (value as DateFilter['field'])
    : undefined;

/** SPEC §5 chip labels. */
export const SITE_ATTRIBUTE_CHIP_LABELS: Readonly<Record<SiteAttribute, string>> = {
  hasPv: 'has PV',
  hasBattery: 'has Battery',
  hasEvse: 'has EVSE',
  hasHp: 'has HP',
};

export const TRADING_ATTRIBUTE_CHIP_LABELS: Readonly<Record<TradingAttribute, string>> = {
  tradingEnabledSupply: 'Trading Enabled Supply',
  tradingEnabledFeedIn: 'Trading Enabled FeedIn',
};

export const FILTER_GROUP_TABLE: { readonly [G in FilterGroup]: FilterGroupSpec<G> } = {
  activation: catalogueGroup<'activation', ActivationFilter>({
    param: 'activation_status',
    values: ACTIVATION_FILTERS,
    labels: ACTIVATION_FILTER_LABELS,
    chip: (label, value) =>
      value === 'HEMS_ONLINE' || value === 'HEMS_OFFLINE' ? label : `Activation: ${label}`,
    test: activationTest,
    section: 'activation',
    legend: 'Activation Status',
    control: 'checkboxes',
    server: sortedList('activation_status'),
  }),
  currentStatus: catalogueGroup<'currentStatus', SiteStatus>({
    param: 'current_status',
    values: SITE_STATUSES,
    labels: SITE_STATUS_LABELS,
    chip: (label) => `Status: ${label}`,
    test: statusTest,
    section: 'activation',
    legend: 'Current Status',
    control: 'checkboxes',
    server: sortedList('current_status'),
  }),
  installationStatus: catalogueGroup<'installationStatus', InstallationStatus>({
    param: 'installation_status',
    values: INSTALLATION_STATUSES,
    labels: INSTALLATION_STATUS_LABELS,
    test: statusTest,
    section: 'installationStatus',
    legend: 'Installations Status',
    control: 'checkboxes',
  }),
  preparedStatus: {
    params: ['prepared_status'],
    empty: null,
    parse: (params) => params.getAll('prepared_status').find(isPreparedStatus) ?? null,
    serialize: (value) => (value === null ? [] : [['prepared_status', value]]),
    test: (value) => (value ? statusTest([value]) : null),
    chipValues: (value) => (value === null ? [] : [value]),
    chipLabel: (value) => (isInstallationStatus(value) ? INSTALLATION_STATUS_LABELS[value] : value),
    without: (value, chipValue) => (value === chipValue ? null : value),
    section: 'preparedStatus',
    legend: 'Prepared Status',
    control: 'singleChoice',
    options: optionsOf(PREPARED_STATUSES, INSTALLATION_STATUS_LABELS),
    server: null,
  },
  dates: {
    params: [DATE_PARAMS.start, DATE_PARAMS.end, DATE_PARAMS.field],
    empty: NO_DATES,
    parse: (params) => {
      const start = firstDate(params, DATE_PARAMS.start);
      const end = firstDate(params, DATE_PARAMS.end);
      const field = dateFieldOf(params.getAll(DATE_PARAMS.field)[0]);
      // A field without a date constrains nothing: the URL keeps no half-filter.
      return field === undefined || (start === null && end === null) ? { start, end } : { start, end, field };
    },
    serialize: (value) => {
      const entries: [string, string][] = [];
      if (value.start !== null) entries.push([DATE_PARAMS.start, value.start]);
      if (value.end !== null) entries.push([DATE_PARAMS.end, value.end]);
      if (entries.length > 0 && value.field !== undefined) entries.push([DATE_PARAMS.field, value.field]);
      return entries;
    },
    test: datesTest,
    // `<start>..<end>`, either side possibly empty, then `..<field>` when the field is not `created`.
    chipValues: (value) =>
      value.start === null && value.end === null
        ? []
        : [[value.start ?? '', value.end ?? '', ...(value.field ? [value.field] : [])].join('..')],
    chipLabel: (value) => {
      const [start = '', end = '', field] = value.split('..');
      const dates: DateFilter = { start: start || null, end: end || null };
      const known = dateFieldOf(field);
      return dateChipLabel(known === undefined ? dates : { ...dates, field: known });
    },
    without: () => NO_DATES,
    section: 'dates',
    legend: 'Date',
    control: 'dateRange',
    options: optionsOf(DATE_FIELDS, DATE_FIELD_LABELS),
    // One date means that day, so it is sent as both ends; the sites call filters `created` only, so a date on
    // another field is the client's alone.
    server: {
      params: ['creation_start_date', 'creation_end_date'],
      query: (value) => {
        const first = value.start ?? value.end;
        const last = value.end ?? value.start;
        return first === null || last === null || value.field !== undefined
          ? {}
          : { creation_start_date: first, creation_end_date: last };
      },
    },
  },
  fleets: listGroup<'fleets'>({
    param: 'fleet',
    valid: isText,
    test: fleetsTest,
    chipLabel: (value) => `Fleet: ${value}`,
    section: 'fleets',
    legend: 'Fleets',
    control: 'multiSelect',
    server: {
      params: ['fleets'],
      query: (value, { fleets }) => {
        const uuids = value.length === 0 ? null : serverFleetUuids(value, fleets);
        return uuids === null ? {} : { fleets: uuids };
      },
    },
  }),
  siteAttributes: attributeGroup('siteAttributes', {
    param: 'site_attribute',
    values: SITE_ATTRIBUTES,
    labels: { hasPv: 'Has PV', hasBattery: 'Has Battery', hasEvse: 'Has EVSE', hasHp: 'Has HP' },
    chipLabels: SITE_ATTRIBUTE_CHIP_LABELS,
    test: siteAttributesTest,
    legend: 'Site Attributes',
  }),
  tradingAttributes: attributeGroup('tradingAttributes', {
    param: 'trading_attribute',
    values: TRADING_ATTRIBUTES,
    labels: {
      tradingEnabledSupply: 'Supply-Trading enabled',
      tradingEnabledFeedIn: 'Feed-in-Trading enabled',
    },
    chipLabels: TRADING_ATTRIBUTE_CHIP_LABELS,
    test: tradingTest,
    legend: 'Trading Attributes',
  }),
  readiness: catalogueGroup<'readiness', ReadinessLabel>({
    param: 'readiness',
    values: READINESS_LABELS,
    labels: READINESS_LABEL_TEXT,
    chip: (label) => `Master Data: ${label}`,
    test: readinessTest,
    section: 'masterData',
    legend: 'Readiness',
    control: 'multiSelect',
  }),
  tso: listGroup<'tso'>({
    param: 'tso',
    valid: isText,
    test: tsoTest,
    chipLabel: (value) => `TSO: ${value}`,
    section: 'masterData',
    legend: 'TSO',
    control: 'multiSelect',
  }),
  problems: listGroup<'problems'>({
    param: 'problem',
    valid: (value, context) =>
      PROBLEM_CODE.test(value) &&
      (context.problemCodes === undefined || context.problemCodes.includes(value)),
    test: problemsTest,
    chipLabel: (value, options) => (options.problemLabel ? options.problemLabel(value) : value),
    section: 'problems',
    legend: 'Problems',
    control: 'multiSelect',
  }),
  health: catalogueGroup<'health', HealthKey>({
    param: 'health',
    values: HEALTH_KEYS,
    labels: Object.fromEntries(HEALTH_KEYS.map((key) => [key, healthLabel(key)])) as Record<
      HealthKey,
      string
    >,
    test: healthTest,
    section: 'health',
    legend: 'Health',
    control: 'checkboxes',
  }),
  // The charger lists' groups (issue #20). Their server is the chargers call, not the sites call: its query is
  // built in domain/evse/evse-query.ts from the same values.
  connectivity: catalogueGroup<'connectivity', EvseConnectivity>({
    param: 'connectivity',
    values: EVSE_CONNECTIVITIES,
    labels: EVSE_CONNECTIVITY_LABELS,
    test: connectivityTest,
    section: 'connectivity',
    legend: 'Connectivity',
    control: 'checkboxes',
  }),
  firmwareSupport: catalogueGroup<'firmwareSupport', FirmwareSupport>({
    param: 'firmware',
    values: FIRMWARE_SUPPORTS,
    labels: FIRMWARE_SUPPORT_LABELS,
    chip: (label) => `Firmware: ${label}`,
    test: firmwareSupportTest,
    section: 'firmwareSupport',
    legend: 'Firmware Support',
    control: 'checkboxes',
  }),
  evseProblems: catalogueGroup<'evseProblems', EvseProblemCode>({
    param: 'evse_problem',
    values: EVSE_PROBLEM_CODES,
    labels: EVSE_PROBLEM_LABELS,
    test: evseProblemsTest,
    section: 'evseProblems',
    legend: 'EVSE Problems',
    control: 'checkboxes',
  }),
};

/** Every group, in the order of chips and URL params: the table's order. */
export const FILTER_GROUPS = Object.keys(FILTER_GROUP_TABLE) as readonly FilterGroup[];

/**
 * The order the engine tests groups in: cheap boolean and enum tests first, so a row stops at the first group it
 * fails and timestamps are only read for rows that reach the date test.
 */
export const ENGINE_ORDER: readonly FilterGroup[] = [
  'siteAttributes',
  'tradingAttributes',
  'activation',
  'currentStatus',
  'installationStatus',
  'preparedStatus',
  'readiness',
  'tso',
  'connectivity',
  'firmwareSupport',
  'evseProblems',
  'problems',
  'health',
  'fleets',
  'dates',
];

/** The groups that constrain rows in a state (those that make chips). */
export function activeGroups(state: Partial<FilterState>): FilterGroup[] {
  return FILTER_GROUPS.filter((group) => {
    const value = state[group];
    return (
      value !== undefined &&
      (FILTER_GROUP_TABLE[group] as FilterGroupSpec<typeof group>).chipValues(value as never).length > 0
    );
  });
}
