import { catalogueGroup, type FilterGroupTable } from '../filters/group-kinds.ts';
import {
  connectivityTest,
  eventTypeTest,
  evseProblemsTest,
  firmwareSupportTest,
  memberOf,
  type RowTest,
} from '../filters/row-tests.ts';
import {
  EVSE_CONNECTIVITIES,
  EVSE_CONNECTIVITY_LABELS,
  EVSE_EVENT_TYPES,
  EVSE_EVENT_TYPE_LABELS,
  EVSE_PROBLEM_CODES,
  EVSE_PROBLEM_LABELS,
  FIRMWARE_SUPPORTS,
  FIRMWARE_SUPPORT_LABELS,
} from './evse-catalogue.ts';
import type { EvseConnectivity, EvseEventType, EvseProblemCode, FirmwareSupport } from './evse-types.ts';
import { EVSE_DERIVED_STATUSES, EVSE_DERIVED_STATUS_LABELS, type EvseDerivedStatus } from './evse-status.ts';

/* The charger lists' filter groups, and a charger's history log's event types. */
declare module '../filters/filter-state.ts' {
  interface FilterState {
    /** Charger connectivity (SPEC §4: EVSE_ONLINE / EVSE_OFFLINE), matched against `connectivity`. */
    readonly connectivity: readonly EvseConnectivity[];
    /** Charger support states against the charge-point models list, matched against `firmwareSupport`. */
    readonly firmwareSupport: readonly FirmwareSupport[];
    /** The two EVSE problem codes; a charger matches when its `evseProblems` has one of them. */
    readonly evseProblems: readonly EvseProblemCode[];
    /** A charger's history log: event types, matched against the event's `type`. */
    readonly eventTypes: readonly EvseEventType[];
    /** Derived charger statuses (`evseDerivedStatus`: Faulted among them), matched against `evseStatus`. */
    readonly evseStatus: readonly EvseDerivedStatus[];
  }
}

declare module '../filters/filter-row.ts' {
  interface FilterableRow {
    /** Charger rows: the derived status (domain/evse/evse-status.ts). */
    readonly evseStatus?: string;
  }
  interface GroupNeeds {
    connectivity: { connectivity: string };
    firmwareSupport: { firmwareSupport: string };
    evseProblems: { evseProblems: readonly string[] };
    eventTypes: { type: string };
    evseStatus: { evseStatus: string };
  }
}

/** The Status group's test: the charger's derived status is one of the chosen. */
export function evseStatusTest(chosen: readonly EvseDerivedStatus[] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(row.evseStatus);
}

/**
 * The Status group's choices: the derived statuses of an online charger. Offline is the Connectivity group's choice
 * (the rule's first step is connectivity), so it is not offered twice; the wire's `status` still accepts it.
 */
const STATUS_CHOICES = EVSE_DERIVED_STATUSES.filter((status) => status !== 'offline');

/** This area's groups, for the composed table (domain/filter-table/filter-groups.ts). */
export const EVSE_FILTER_GROUPS: Pick<
  FilterGroupTable,
  'connectivity' | 'firmwareSupport' | 'evseProblems' | 'eventTypes' | 'evseStatus'
> = {
  connectivity: catalogueGroup<EvseConnectivity>({
    param: 'connectivity',
    values: EVSE_CONNECTIVITIES,
    labels: EVSE_CONNECTIVITY_LABELS,
    test: connectivityTest,
    section: 'connectivity',
    legend: 'Connectivity',
    control: 'checkboxes',
  }),
  // Beside connectivity in the panel: both say whether a charger works now.
  evseStatus: catalogueGroup<EvseDerivedStatus>({
    param: 'evse_status',
    values: STATUS_CHOICES,
    labels: EVSE_DERIVED_STATUS_LABELS,
    chip: (label) => `Status: ${label}`,
    test: evseStatusTest,
    section: 'connectivity',
    legend: 'Status',
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
  eventTypes: catalogueGroup<EvseEventType>({
    param: 'type',
    values: EVSE_EVENT_TYPES,
    labels: EVSE_EVENT_TYPE_LABELS,
    test: eventTypeTest,
    section: 'eventTypes',
    legend: 'Event types',
    control: 'checkboxes',
  }),
};
