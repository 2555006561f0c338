import { HEALTH_KEYS, healthLabel, type HealthKey } from '../health/health.ts';
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
} from '../sites/statuses.ts';
import type {
  DateFilter,
  FilterGroup,
  FilterState,
  SiteAttribute,
  TradingAttribute,
} from '../filters/filter-state.ts';
import {
  DATE_FIELDS,
  DATE_FIELD_LABELS,
  FILTER_GROUPS,
  NO_DATES,
  SITE_ATTRIBUTES,
  TRADING_ATTRIBUTES,
} from '../filters/filter-state.ts';
import { displayLocalDate } from '../format/date-display.ts';
import { isLocalDate } from '../format/local-date.ts';
import { VPP_STATES, VPP_STATE_LABELS } from '../vpp/vpp-catalogue.ts';
import type { VppEnrolmentState } from '../vpp/vpp-eligibility.ts';
import {
  EVSE_EVENT_TYPES,
  EVSE_EVENT_TYPE_LABELS,
  EVSE_CONNECTIVITIES,
  EVSE_CONNECTIVITY_LABELS,
  EVSE_PROBLEM_CODES,
  EVSE_PROBLEM_LABELS,
  FIRMWARE_SUPPORTS,
  FIRMWARE_SUPPORT_LABELS,
} from '../evse/evse-catalogue.ts';
import type {
  EvseConnectivity,
  EvseEventType,
  EvseProblemCode,
  FirmwareSupport,
} from '../evse/evse-types.ts';
import {
  activationTest,
  connectivityTest,
  evseProblemsTest,
  eventTypeTest,
  firmwareSupportTest,
  datesTest,
  fleetsTest,
  healthTest,
  installerTest,
  problemsTest,
  readinessTest,
  siteAttributesTest,
  statusTest,
  tradingTest,
  tsoTest,
  vppEnrolmentTest,
  type RowTest,
} from '../filters/row-tests.ts';

/*
 * THE filter-group table: each group of FilterState declared once — its URL params and codec, its row test, its
 * chips, its panel section and options. The URL codec (filter-url.ts), the engine (apply-filters.ts), the chips
 * (filter-chips.ts) and the panel (components/filter-panel.tsx) are driven by it. Which call parameter narrows a
 * group on the server is not said here but by each list's module (domain/lists/): the same group goes on different
 * wires for different calls. Adding a group: a member of FilterState, its entry here, and its section in the panel
 * if it has a new kind.
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
  'eventTypes',
  'installer',
  'vppEnrolment',
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

export interface FilterGroupSpec<V> {
  /** The URL search params this group reads and writes. */
  readonly params: readonly string[];
  readonly empty: V;
  /** Unknown or malformed values are dropped, never thrown on. */
  readonly parse: (params: URLSearchParams, context: ParseContext) => V;
  readonly serialize: (value: V) => readonly (readonly [string, string])[];
  /** The engine's test; null when the value does not constrain rows. */
  readonly test: (value: V | undefined) => RowTest | null;
  /** One chip per returned value. */
  readonly chipValues: (value: V) => readonly string[];
  readonly chipLabel: (chipValue: string, options: ChipLabelOptions) => string;
  /** The value without one chip's value. */
  readonly without: (value: V, chipValue: string) => V;
  readonly section: PanelSection;
  /** Legend or label of the group's control in the panel. */
  readonly legend: string;
  readonly control: PanelControl;
  /** Fixed choices; groups whose choices come from the rows (fleets, TSO, problems) are given them by the screen. */
  readonly options?: readonly FilterOption[];
}

/** The table's type: each group's spec over that group's value, so a group's functions take its own value. */
export type FilterGroupTable = { readonly [G in FilterGroup]: FilterGroupSpec<FilterState[G]> };

const MAX_TEXT_LENGTH = 200;
const INSTALLER_ID = /^[A-Za-z0-9._:@-]{1,100}$/;
/** The installer filter's fixed choices; any other valid value is an installer's staff user id. */
export const INSTALLER_CHOICES = ['mine', 'all'] as const;
export const INSTALLER_CHOICE_LABELS: Readonly<Record<string, string>> = { mine: 'mine', all: 'everyone' };
const isInstallerChoice = (value: string): boolean => INSTALLER_ID.test(value);
const PROBLEM_CODE = /^[A-Z][A-Z0-9_]*$/;

function isText(value: string): value is string {
  return value.trim() !== '' && value.length <= MAX_TEXT_LENGTH;
}

function oneOf<T extends string>(values: readonly T[]): (value: string) => value is T {
  return (value): value is T => (values as readonly string[]).includes(value);
}

const optionsOf = <T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] => values.map((value) => ({ value, label: labels[value] }));

/** A group whose value is a list of chosen strings: repeated param, first occurrence kept, in URL order. */
function listGroup<T extends string>(spec: {
  param: string;
  valid: (value: string, context: ParseContext) => value is T;
  test: (chosen: readonly T[] | undefined) => RowTest | null;
  chipLabel: (value: string, options: ChipLabelOptions) => string;
  section: PanelSection;
  legend: string;
  control: PanelControl;
  options?: readonly FilterOption[];
}): FilterGroupSpec<readonly T[]> {
  const empty: readonly T[] = [];
  return {
    params: [spec.param],
    empty,
    parse: (params, context) => [
      ...new Set(params.getAll(spec.param).filter((value) => spec.valid(value, context))),
    ],
    serialize: (value) => value.map((chosen) => [spec.param, chosen] as const),
    test: spec.test,
    chipValues: (value) => value,
    chipLabel: spec.chipLabel,
    without: (value, chipValue) => value.filter((chosen) => chosen !== chipValue),
    section: spec.section,
    legend: spec.legend,
    control: spec.control,
    ...(spec.options ? { options: spec.options } : {}),
  };
}

/**
 * A list group over a fixed catalogue: only its values are valid, the panel offers them with their labels, and a
 * chip reads `chip(label, value)` (default: the label) — an unknown value, which the URL codec drops, reads as itself.
 */
function catalogueGroup<T extends string>(spec: {
  param: string;
  values: readonly T[];
  labels: Readonly<Record<T, string>>;
  chip?: (label: string, value: T) => string;
  test: (chosen: readonly T[] | undefined) => RowTest | null;
  section: PanelSection;
  legend: string;
  control: PanelControl;
}): FilterGroupSpec<readonly T[]> {
  const known = oneOf(spec.values);
  const { values, labels, chip = (label: string) => label, ...rest } = spec;
  return listGroup<T>({
    ...rest,
    valid: known,
    chipLabel: (value) => (known(value) ? chip(labels[value], value) : value),
    options: optionsOf(values, labels),
  });
}

/** Site or trading attributes: boolean fields of the row, offered as checkboxes in a section of their own. */
function attributeGroup<T extends string>(
  section: 'siteAttributes' | 'tradingAttributes',
  spec: {
    param: string;
    values: readonly T[];
    labels: Readonly<Record<T, string>>;
    chipLabels: Readonly<Record<T, string>>;
    test: (chosen: readonly T[] | undefined) => RowTest | null;
    legend: string;
  },
): FilterGroupSpec<readonly T[]> {
  const { chipLabels, ...rest } = spec;
  return catalogueGroup<T>({
    ...rest,
    chip: (_, value) => chipLabels[value],
    section,
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

export const FILTER_GROUP_TABLE: FilterGroupTable = {
  activation: catalogueGroup<ActivationFilter>({
    param: 'activation_status',
    values: ACTIVATION_FILTERS,
    labels: ACTIVATION_FILTER_LABELS,
    chip: (label, value) =>
      value === 'HEMS_ONLINE' || value === 'HEMS_OFFLINE' ? label : `Activation: ${label}`,
    test: activationTest,
    section: 'activation',
    legend: 'Activation Status',
    control: 'checkboxes',
  }),
  currentStatus: catalogueGroup<SiteStatus>({
    param: 'current_status',
    values: SITE_STATUSES,
    labels: SITE_STATUS_LABELS,
    chip: (label) => `Status: ${label}`,
    test: statusTest,
    section: 'activation',
    legend: 'Current Status',
    control: 'checkboxes',
  }),
  installationStatus: catalogueGroup<InstallationStatus>({
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
  },
  fleets: listGroup<string>({
    param: 'fleet',
    valid: isText,
    test: fleetsTest,
    chipLabel: (value) => `Fleet: ${value}`,
    section: 'fleets',
    legend: 'Fleets',
    control: 'multiSelect',
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
  readiness: catalogueGroup<ReadinessLabel>({
    param: 'readiness',
    values: READINESS_LABELS,
    labels: READINESS_LABEL_TEXT,
    chip: (label) => `Master Data: ${label}`,
    test: readinessTest,
    section: 'masterData',
    legend: 'Readiness',
    control: 'multiSelect',
  }),
  tso: listGroup<string>({
    param: 'tso',
    valid: isText,
    test: tsoTest,
    chipLabel: (value) => `TSO: ${value}`,
    section: 'masterData',
    legend: 'TSO',
    control: 'multiSelect',
  }),
  problems: listGroup<string>({
    param: 'problem',
    valid: (value, context): value is string =>
      PROBLEM_CODE.test(value) &&
      (context.problemCodes === undefined || context.problemCodes.includes(value)),
    test: problemsTest,
    chipLabel: (value, options) => (options.problemLabel ? options.problemLabel(value) : value),
    section: 'problems',
    legend: 'Problems',
    control: 'multiSelect',
  }),
  health: catalogueGroup<HealthKey>({
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
  // The charger lists' groups.
  connectivity: catalogueGroup<EvseConnectivity>({
    param: 'connectivity',
    values: EVSE_CONNECTIVITIES,
    labels: EVSE_CONNECTIVITY_LABELS,
    test: connectivityTest,
    section: 'connectivity',
    legend: 'Connectivity',
    control: 'checkboxes',
  }),
  firmwareSupport: catalogueGroup<FirmwareSupport>({
    param: 'firmware',
    values: FIRMWARE_SUPPORTS,
    labels: FIRMWARE_SUPPORT_LABELS,
    chip: (label) => `Firmware: ${label}`,
    test: firmwareSupportTest,
    section: 'firmwareSupport',
    legend: 'Firmware Support',
    control: 'checkboxes',
  }),
  evseProblems: catalogueGroup<EvseProblemCode>({
    param: 'evse_problem',
    values: EVSE_PROBLEM_CODES,
    labels: EVSE_PROBLEM_LABELS,
    test: evseProblemsTest,
    section: 'evseProblems',
    legend: 'EVSE Problems',
    control: 'checkboxes',
  }),
  // A charger's history log.
  eventTypes: catalogueGroup<EvseEventType>({
    param: 'type',
    values: EVSE_EVENT_TYPES,
    labels: EVSE_EVENT_TYPE_LABELS,
    test: eventTypeTest,
    section: 'eventTypes',
    legend: 'Event types',
    control: 'checkboxes',
  }),
  // A company's installations: one installer, `mine` or `all`; the server narrows it (installerTest).
  installer: {
    params: ['installer'],
    empty: null,
    parse: (params) => params.getAll('installer').find(isInstallerChoice) ?? null,
    serialize: (value) => (value === null ? [] : [['installer', value]]),
    test: installerTest,
    chipValues: (value) => (value === null ? [] : [value]),
    chipLabel: (value) => `Installer: ${INSTALLER_CHOICE_LABELS[value] ?? value}`,
    without: () => null,
    section: 'installer',
    legend: 'Installer',
    control: 'singleChoice',
    options: optionsOf(INSTALLER_CHOICES, INSTALLER_CHOICE_LABELS),
  },
  // The VPP sites.
  vppEnrolment: catalogueGroup<VppEnrolmentState>({
    param: 'vpp_state',
    values: VPP_STATES,
    labels: VPP_STATE_LABELS,
    chip: (label) => `VPP: ${label}`,
    test: vppEnrolmentTest,
    section: 'vppEnrolment',
    legend: 'Enrolment',
    control: 'checkboxes',
  }),
};

/** A group's spec, over that group's own value. */
export function specOf<G extends FilterGroup>(group: G): FilterGroupSpec<FilterState[G]> {
  return FILTER_GROUP_TABLE[group];
}

export { FILTER_GROUPS };

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
  'eventTypes',
  'vppEnrolment',
  'problems',
  'health',
  'fleets',
  'installer',
  'dates',
];

/** True when the group constrains rows in the state (it makes chips). */
export function isActiveGroup<G extends FilterGroup>(state: Partial<FilterState>, group: G): boolean {
  const value = state[group];
  return value !== undefined && specOf(group).chipValues(value).length > 0;
}

/** The groups that constrain rows in a state (those that make chips). */
export function activeGroups(state: Partial<FilterState>): FilterGroup[] {
  return FILTER_GROUPS.filter((group) => isActiveGroup(state, group));
}
