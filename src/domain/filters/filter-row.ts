import type { Health } from '../health/health.ts';
import type { InstallationStatus, ReadinessLabel, SiteStatus } from '../sites/statuses.ts';
import type { FilterGroup, FilterState } from './filter-state.ts';

/**
 * The fields the client-side filters read (SPEC §3 "Site fields used by client-side filters", DESIGN §3). Every
 * field is optional so that site rows (SiteRow + fleetsStr), problem rows and prepared-installation rows all fit.
 */
export interface FilterableRow {
  /** A company's installation: its installer's staff user id. */
  readonly installerId?: string;
  readonly online?: boolean;
  readonly status?: SiteStatus | InstallationStatus;
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
  readonly readyForForecastingLabel?: ReadinessLabel;
  readonly readyForOptimizationLabel?: ReadinessLabel;
  readonly readyForTradingLabel?: ReadinessLabel;
  readonly siteUuid?: string;
  readonly health?: Health;
  /** Charger rows (EVSE lists): SPEC §4's connectivity, the support state and the EVSE problem codes. */
  readonly connectivity?: string;
  readonly firmwareSupport?: string;
  readonly evseProblems?: readonly string[];
  /** History log events: the event's type. */
  readonly type?: string;
  /** VPP site rows: the enrolment state. */
  readonly state?: string;
}

/** The row shape each group needs; a row type lacking it is not offered that group. */
interface GroupNeeds {
  activation: { online: boolean; status: SiteStatus };
  currentStatus: { status: SiteStatus };
  installationStatus: { status: InstallationStatus };
  preparedStatus: { status: InstallationStatus };
  dates: { created: string };
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
  health: { health: Health };
  connectivity: { connectivity: string };
  firmwareSupport: { firmwareSupport: string };
  evseProblems: { evseProblems: readonly string[] };
  eventTypes: { type: string };
  installer: { installerId: string };
  vppEnrolment: { state: string };
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
