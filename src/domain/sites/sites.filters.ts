import {
  attributeGroup,
  catalogueGroup,
  isText,
  listGroup,
  PROBLEM_CODE,
  type FilterGroupTable,
} from '../filters/group-kinds.ts';
import type { SiteAttribute, TradingAttribute } from '../filters/filter-state.ts';
import { SITE_ATTRIBUTES, TRADING_ATTRIBUTES } from '../filters/filter-state.ts';
import {
  activationTest,
  fleetsTest,
  offlineWindowTest,
  problemsTest,
  readinessTest,
  siteAttributesTest,
  statusTest,
  tradingTest,
  tsoTest,
} from '../filters/row-tests.ts';
import { OFFLINE_WINDOWS, OFFLINE_WINDOW_LABELS, type OfflineWindow } from '../filters/offline-window.ts';
import {
  ACTIVATION_FILTERS,
  ACTIVATION_FILTER_LABELS,
  READINESS_LABELS,
  READINESS_LABEL_TEXT,
  SITE_STATUSES,
  SITE_STATUS_LABELS,
  type ActivationFilter,
  type InstallationStatus,
  type ReadinessLabel,
  type SiteStatus,
} from './statuses.ts';

/*
 * The sites' filter groups (SPEC §5): activation and status, fleets, site and trading attributes, master data
 * (readiness, TSO) and problems. Typed here, into the engine's open FilterState and row shape; composed with the
 * other areas' groups in domain/filter-table/filter-groups.ts.
 */
declare module '../filters/filter-state.ts' {
  interface FilterState {
    /** HEMS_ONLINE / HEMS_OFFLINE match `online`; ACTIVE / AUTO_ACTIVATED match `status`. */
    readonly activation: readonly ActivationFilter[];
    /** Site statuses, matched against `status`. */
    readonly currentStatus: readonly SiteStatus[];
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
    /** Went offline in the last 6 h / 24 h / 7 d (filters/offline-window.ts); chosen windows OR: the widest. */
    readonly offline: readonly OfflineWindow[];
  }
}

declare module '../filters/filter-row.ts' {
  interface FilterableRow {
    readonly status?: SiteStatus | InstallationStatus;
    readonly readyForForecastingLabel?: ReadinessLabel;
    readonly readyForOptimizationLabel?: ReadinessLabel;
    readonly readyForTradingLabel?: ReadinessLabel;
  }
  interface GroupNeeds {
    activation: { online: boolean; status: SiteStatus };
    currentStatus: { status: SiteStatus };
    fleets: { fleetsStr: string };
    siteAttributes: { hasPv: boolean; hasBattery: boolean; hasEvse: boolean; hasHp: boolean };
    tradingAttributes: { tradingEnabledSupply: boolean; tradingEnabledFeedIn: boolean };
    readiness: {
      siteUuid: string;
      readyForForecastingLabel: ReadinessLabel;
      readyForOptimizationLabel: ReadinessLabel;
      readyForTradingLabel: ReadinessLabel;
    };
    tso: { tso?: string | null };
    problems: { problemName: string };
    offline: { online: boolean; timestamp: string };
  }
}

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

/** This area's groups, for the composed table (domain/filter-table/filter-groups.ts). */
export const SITES_FILTER_GROUPS: Pick<
  FilterGroupTable,
  | 'activation'
  | 'currentStatus'
  | 'fleets'
  | 'siteAttributes'
  | 'tradingAttributes'
  | 'readiness'
  | 'tso'
  | 'problems'
  | 'offline'
> = {
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
  // Checkboxes, so the charger lists' light panel offers it too; a chip per chosen window.
  offline: catalogueGroup<OfflineWindow>({
    param: 'offline',
    values: OFFLINE_WINDOWS,
    labels: OFFLINE_WINDOW_LABELS,
    chip: (label) => `Went offline: ${label}`,
    test: offlineWindowTest,
    section: 'offline',
    legend: 'Went offline',
    control: 'checkboxes',
  }),
};
