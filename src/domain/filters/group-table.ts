import type { RowTest, RowTestContext } from './row-tests.ts';
import type { FilterGroup, FilterState } from './filter-state.ts';
import { FILTER_GROUPS } from './filter-state.ts';

/*
 * A list's filter table and how the engine walks it, apart from the group kinds (group-kinds.ts): the URL codec, the
 * chips and the row engine read a list's table through these alone, so a list without filter groups loads no group
 * kind, row test or catalogue.
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
  'offline',
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
  /** The engine's test; null when the value does not constrain rows. A group relative to the clock reads `now`. */
  readonly test: (value: V | undefined, context?: RowTestContext) => RowTest | null;
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

/** A table of some groups: each group's spec over that group's value, so a group's functions take its own value. */
export type FilterTableOf<G extends FilterGroup> = { readonly [P in G]: FilterGroupSpec<FilterState[P]> };

/**
 * A list's own table: the specs of its groups, taken from the declarations it names (its area's, and the engine's
 * DATES_GROUP), so a list carries only its own groups' code — a charger list no sites catalogue, a list without
 * filters none. Throws at load when a group is in none of them.
 */
export function filterTable<G extends FilterGroup>(
  groups: readonly G[],
  ...declarations: readonly Partial<FilterTableOf<FilterGroup>>[]
): FilterTableOf<G> {
  const table: Partial<Record<FilterGroup, unknown>> = {};
  for (const group of groups) {
    const spec = declarations.find((declaration) => declaration[group] !== undefined)?.[group];
    if (spec === undefined) throw new Error(`filterTable: no declaration of the "${group}" group`);
    table[group] = spec;
  }
  return table as FilterTableOf<G>;
}

/** The groups of a table in the order of chips and URL params (FILTER_GROUPS). */
export function groupsOf<G extends FilterGroup>(table: FilterTableOf<G>): G[] {
  return FILTER_GROUPS.filter((group): group is (typeof FILTER_GROUPS)[number] & G => group in table);
}
