// Shared fast-check arbitraries for the filter engine: rows and filter states tuned so that each group, alone,
// keeps roughly a third of the rows (tests/unit/domain/filters-properties.test.ts measures and asserts the ratios),
// which keeps every property from passing vacuously on all-empty or all-kept results.
import fc from 'fast-check';
import { EVSE_EVENT_TYPES } from '../../src/domain/evse/evse-catalogue.ts';
import type { FilterableRow } from '../../src/domain/filters/filter-row.ts';
import type { FilterGroup, FilterState } from '../../src/domain/filters/filter-state.ts';
import { EMPTY_FILTER_STATE } from '../../src/domain/filters/filter-state.ts';
import type { HealthKey, HealthLevel } from '../../src/domain/health/health.ts';
import type {
  ActivationFilter,
  InstallationStatus,
  PreparedStatus,
  ReadinessLabel,
  SiteStatus,
} from '../../src/domain/sites/statuses.ts';

// Values are spelled out here rather than taken from src/, so a wrong catalogue in src/ cannot hide itself.
export const SITE_STATUS_VALUES: SiteStatus[] = ['ACTIVE', 'AUTO_ACTIVATED', 'INACTIVE'];
export const INSTALLATION_STATUS_VALUES: InstallationStatus[] = [
  'IN_PROGRESS',
  'READY',
  'COMPLETED',
  'ACTIVATED',
];
export const PREPARED_STATUS_VALUES: PreparedStatus[] = ['READY', 'IN_PROGRESS', 'COMPLETED'];
export const ACTIVATION_VALUES: ActivationFilter[] = [
  'HEMS_ONLINE',
  'HEMS_OFFLINE',
  'ACTIVE',
  'AUTO_ACTIVATED',
];
export const READINESS_VALUES: ReadinessLabel[] = ['READY', 'NOT_READY', 'MISSING_MASTER_DATA'];
export const LEVELS: HealthLevel[] = ['good', 'moderate', 'critical'];
export const HEALTH_KEY_VALUES: HealthKey[] = [
  'goodOverall',
  'moderateOverall',
  'criticalOverall',
  'goodIot',
  'moderateIot',
  'criticalIot',
  'goodVpp',
  'moderateVpp',
  'criticalVpp',
];
/** 'North' is contained in 'Northeast': the fleet filter is a substring match (SPEC §5). */
export const FLEET_NAMES = ['North', 'South', 'Northeast', 'West'];
export const TSO_NAMES = ['TenneT', 'Amprion', '50Hertz'];
export const TSO_CHOICES = [...TSO_NAMES, 'not available'];
export const PROBLEM_CODES = [
  'SITE_OFFLINE_NOW',
  'SITE_NOT_OPTIMIZABLE',
  'PV_FORECAST_DEVIATION',
  'ACTIVE_FC_INCOMPLETE',
  'INSTALLATION_DUPLICATE',
  'PENDING_ACTIVATION',
];
/** Fewer sites than rows, so the readiness dedupe has duplicates to remove. */
export const SITE_UUIDS = Array.from({ length: 24 }, (_, i) => `site-${String.fromCharCode(97 + i)}`);

/** Local days the dates are drawn from: around the end of daylight saving time in Europe/Berlin (2024-10-27). */
export const DAYS = ['2024-10-25', '2024-10-26', '2024-10-27', '2024-10-28', '2024-10-29'];
// From 2024-10-24 22:00 UTC (local midnight of the 25th) to 2024-10-29 23:00 UTC (local midnight of the 30th),
// widened by two hours on each side so some rows fall just outside every window.
const CREATED_FROM = Date.UTC(2024, 9, 24, 20);
const CREATED_TO = Date.UTC(2024, 9, 30, 1);
const MIDNIGHTS_UTC = [
  Date.UTC(2024, 9, 24, 22),
  Date.UTC(2024, 9, 25, 22),
  Date.UTC(2024, 9, 26, 22),
  Date.UTC(2024, 9, 27, 23),
  Date.UTC(2024, 9, 28, 23),
  Date.UTC(2024, 9, 29, 23),
];

/** An instant, biased towards local midnights (±1 ms) where whole-date comparison goes wrong most easily. */
const instantArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: CREATED_FROM, max: CREATED_TO }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...MIDNIGHTS_UTC), fc.constantFrom(-1, 0, 1)).map(([m, d]) => m + d),
  },
);

/** The same instant as the API sends it, without milliseconds, or with an explicit offset (the parsed path). */
export const createdArb: fc.Arbitrary<string> = fc
  .tuple(instantArb, fc.constantFrom('iso', 'iso', 'iso', 'seconds', 'offset'))
  .map(([ms, form]) => {
    const iso = new Date(ms).toISOString();
    if (form === 'iso') return iso;
    if (form === 'seconds') return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
    const shifted = new Date(ms + 2 * 3_600_000).toISOString();
    return `${shifted.slice(0, 23)}+02:00`;
  });

const chance = (p: number) => fc.integer({ min: 0, max: 999 }).map((n) => n < p * 1000);

/** A row with every field the site and problem groups read (a superset of SiteRow + fleetsStr and ProblemRow). */
export const siteRowArb: fc.Arbitrary<FilterableRow> = fc
  .record({
    siteUuid: fc.constantFrom(...SITE_UUIDS),
    online: chance(0.4),
    status: fc.constantFrom(...SITE_STATUS_VALUES),
    created: createdArb,
    fleets: fc.subarray(FLEET_NAMES, { minLength: 0, maxLength: 2 }),
    hasPv: chance(0.25),
    hasBattery: chance(0.25),
    hasEvse: chance(0.25),
    hasHp: chance(0.25),
    tradingEnabledSupply: chance(0.25),
    tradingEnabledFeedIn: chance(0.25),
    tso: fc.option(fc.constantFrom(...TSO_NAMES), { nil: undefined, freq: 3 }),
    problemName: fc.constantFrom(...PROBLEM_CODES),
    // Labels mostly agree (one label for the site), else each is drawn on its own.
    readiness: fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(...READINESS_VALUES).map((label) => [label, label, label] as const),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(
          ...([0, 1, 2].map(() => fc.constantFrom(...READINESS_VALUES)) as [
            fc.Arbitrary<ReadinessLabel>,
            fc.Arbitrary<ReadinessLabel>,
            fc.Arbitrary<ReadinessLabel>,
          ]),
        ),
      },
    ),
    health: fc.record({
      overall: fc.constantFrom(...LEVELS),
      iot: fc.constantFrom(...LEVELS),
      vpp: fc.constantFrom(...LEVELS),
    }),
  })
  .map(({ fleets, readiness, tso, ...row }) => ({
    ...row,
    ...(tso === undefined ? {} : { tso }),
    fleetsStr: fleets.length === 0 ? 'not linked to fleet' : fleets.join(', '),
    readyForForecastingLabel: readiness[0],
    readyForOptimizationLabel: readiness[1],
    readyForTradingLabel: readiness[2],
  }));

/** A prepared-installation list row: installation status and creation time. */
export const installationRowArb: fc.Arbitrary<FilterableRow> = fc.record({
  status: fc.constantFrom(...INSTALLATION_STATUS_VALUES),
  created: createdArb,
});

export const SITE_GROUPS = [
  'activation',
  'currentStatus',
  'dates',
  'fleets',
  'siteAttributes',
  'tradingAttributes',
  'readiness',
  'tso',
  'problems',
  'health',
] as const satisfies readonly FilterGroup[];
export const INSTALLATION_GROUPS = [
  'installationStatus',
  'preparedStatus',
  'dates',
] as const satisfies readonly FilterGroup[];

const few = <T>(values: readonly T[], maxLength = 2) => fc.subarray([...values], { minLength: 1, maxLength });
const singleOrRange = fc.oneof(
  fc.constantFrom(...DAYS).map((day) => ({ start: day, end: null })),
  fc.constantFrom(...DAYS).map((day) => ({ start: null, end: day })),
  {
    weight: 2,
    arbitrary: fc.tuple(fc.constantFrom(...DAYS), fc.constantFrom(...DAYS)).map(([a, b]) => ({
      start: a < b ? a : b,
      end: a < b ? b : a,
    })),
  },
);

/** A non-empty choice for each group: the value that makes the group active. */
export const groupValueArbs: { [G in FilterGroup]: fc.Arbitrary<FilterState[G]> } = {
  activation: few(ACTIVATION_VALUES, 1),
  currentStatus: few(SITE_STATUS_VALUES, 1),
  installationStatus: few(INSTALLATION_STATUS_VALUES, 2),
  preparedStatus: fc.constantFrom(...PREPARED_STATUS_VALUES),
  dates: singleOrRange,
  fleets: few(FLEET_NAMES, 2),
  siteAttributes: few(['hasPv', 'hasBattery', 'hasEvse', 'hasHp'] as const, 2),
  tradingAttributes: few(['tradingEnabledSupply', 'tradingEnabledFeedIn'] as const, 1),
  readiness: few(READINESS_VALUES, 1),
  tso: few(TSO_CHOICES, 2),
  problems: few(PROBLEM_CODES, 3),
  health: few(HEALTH_KEY_VALUES, 2),
  offline: few(['6h', '24h', '7d'] as const, 1),
  connectivity: few(['EVSE_ONLINE', 'EVSE_OFFLINE'] as const, 1),
  evseStatus: few(['faulted', 'charging', 'available', 'unavailable'] as const, 2),
  firmwareSupport: few(['SUPPORTED', 'UNSUPPORTED_FIRMWARE', 'UNKNOWN_MODEL'] as const, 1),
  evseProblems: few(['EVSE_UNSUPPORTED_FIRMWARE_MODEL', 'EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS'] as const, 1),
  eventTypes: few(EVSE_EVENT_TYPES, 2),
  installer: fc.constantFrom('mine', 'all', 'c5b3e8a2-4f1d-4b7a-9e2c-1d0f6a7b8c9d'),
  vppEnrolment: few(['enrolled', 'eligible', 'blocked', 'withdrawn'] as const, 2),
};

/**
 * A state with up to `maxActive` of the given groups active (usually one to three): with each group keeping about a
 * third of the rows, more would leave most results empty.
 */
export function filterStateArb(groups: readonly FilterGroup[], maxActive = 3): fc.Arbitrary<FilterState> {
  return fc
    .integer({ min: 0, max: Math.min(maxActive, groups.length) })
    .chain((count) => fc.shuffledSubarray([...groups], { minLength: count, maxLength: count }))
    .chain((active) =>
      fc.tuple(...active.map((group) => groupValueArbs[group].map((value) => ({ [group]: value })))),
    )
    .map((chosen) => Object.assign({}, EMPTY_FILTER_STATE, ...chosen) as FilterState);
}

export interface FilterCase {
  readonly kind: 'site' | 'installation';
  readonly groups: readonly FilterGroup[];
  readonly rows: readonly FilterableRow[];
  readonly state: FilterState;
}

// 'medium' lets arrays reach tens of rows; the default size would keep most of them under ten.
const rowsOf = (row: fc.Arbitrary<FilterableRow>) =>
  fc.array(row, { minLength: 0, maxLength: 60, size: 'medium' });

/** Rows of one kind with a state over the groups that kind offers. */
export const filterCaseArb: fc.Arbitrary<FilterCase> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .record({ rows: rowsOf(siteRowArb), state: filterStateArb(SITE_GROUPS) })
      .map((c) => ({ ...c, kind: 'site' as const, groups: SITE_GROUPS })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ rows: rowsOf(installationRowArb), state: filterStateArb(INSTALLATION_GROUPS) })
      .map((c) => ({ ...c, kind: 'installation' as const, groups: INSTALLATION_GROUPS })),
  },
);
