import type { FilterGroup, FilterState } from './filter-state.ts';

/**
 * The fields the client-side filters read (areas add theirs: the health levels, the readiness labels …) (SPEC §3 "Site fields used by client-side filters", DESIGN §3). Every
 * field is optional so that site rows (SiteRow + fleetsStr), problem rows and prepared-installation rows all fit.
 */
export interface FilterableRow {
  /** A company's installation: its installer's staff user id. */
  readonly installerId?: string;
  readonly online?: boolean;
  readonly fleetsStr?: string;
  readonly hasPv?: boolean;
  readonly hasBattery?: boolean;
  readonly hasEvse?: boolean;
  readonly hasHp?: boolean;
  readonly tradingEnabledSupply?: boolean;
  readonly tradingEnabledFeedIn?: boolean;
  readonly tso?: string | null;
  readonly activationDate?: string | null;
  /** ISO date-time; the field the date filter compares (as a whole local date). */
  readonly created?: string;
  /** ISO date-time, last seen. */
  readonly timestamp?: string;
  readonly problemName?: string;
  readonly siteUuid?: string;
  /** Charger rows (EVSE lists): SPEC §4's connectivity, the support state and the EVSE problem codes. */
  readonly connectivity?: string;
  readonly firmwareSupport?: string;
  readonly evseProblems?: readonly string[];
  /** History log events: the event's type. */
  readonly type?: string;
  /** VPP site rows: the enrolment state. */
  readonly state?: string;
}

/**
 * The row shape each group needs; a row type lacking it is not offered that group. The engine's own group (dates) is
 * here; each area adds its groups' needs, and narrows the fields above, where it declares the groups (declaration
 * merging, as for FilterState).
 */
export interface GroupNeeds {
  dates: { created: string };
}

type Offers<R, G extends FilterGroup> = [keyof GroupNeeds[G]] extends [keyof R]
  ? Pick<R, keyof GroupNeeds[G] & keyof R> extends GroupNeeds[G]
    ? G
    : never
  : never;

/** The filter groups a row type can be filtered by, e.g. `GroupsFor<ProblemRow>` has no `activation`. */
export type GroupsFor<R> = { [G in FilterGroup]: Offers<R, G> }[FilterGroup];

/** The filter state a screen listing rows of type R may hold: only the groups R offers, each optional. */
export type FilterStateFor<R> = Partial<Pick<FilterState, GroupsFor<R>>>;
