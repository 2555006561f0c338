import type { components } from '../../api/schema.gen.ts';
import {
  AUTO_ACTIVATED_PROBLEM_DAYS,
  FORECAST_DEVIATION_PERCENT,
  INCOMPLETE_INSTALLATION_PROBLEM_DAYS,
  OFFLINE_PROBLEM_HOURS,
  ONLINE_OFFLINE_SWITCHES_LIMIT,
  ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS,
  TELEMETRY_GAP_PERCENT,
} from '../shared/constants.ts';

export type ProblemCode = components['schemas']['ProblemCode'];
/** Which problems list a code is shown in (SPEC §4): site problems, installation problems, or the EVSE codes. */
export type ProblemList = 'site' | 'installation' | 'evse';
export type ProblemSeverity = 'critical' | 'warning' | 'info';

export interface ProblemDefinition {
  readonly code: ProblemCode;
  readonly list: ProblemList;
  readonly severity: ProblemSeverity;
  /** Short name for chips, select options and headings. */
  readonly title: string;
  /** The user text: what is wrong, with the SPEC §9 threshold filled in. */
  readonly text: string;
}

type Entry = Omit<ProblemDefinition, 'code'>;

const { min: GAP_MIN, small: GAP_SMALL, max: GAP_MAX } = TELEMETRY_GAP_PERCENT;

/**
 * The catalogue. A Record over the generated ProblemCode union, so a code added to or removed from the spec fails to
 * compile here. Texts the SPEC gives are kept; the others are written from the code and the constants (DESIGN §3).
 * Key order is the SPEC §4 order, which is also the display order.
 */
const CATALOGUE: Readonly<Record<ProblemCode, Entry>> = {
  AUTO_ACTIVATED_FOR_MORE_14_DAYS: {
    list: 'site',
    severity: 'warning',
    title: `Auto-activated for more than ${AUTO_ACTIVATED_PROBLEM_DAYS} days`,
    text: `Not fully activated for over ${AUTO_ACTIVATED_PROBLEM_DAYS} days; may still need activation via the app.`,
  },
  OFFLINE_SINCE_MORE_THAN_6_HOURS: {
    list: 'site',
    severity: 'critical',
    title: `Offline for more than ${OFFLINE_PROBLEM_HOURS} hours`,
    text: `The site's gateway has been offline for more than ${OFFLINE_PROBLEM_HOURS} hours.`,
  },
  SITE_ONLINE_OFFLINE_SWITCHES_MORE_THAN_5: {
    list: 'site',
    severity: 'warning',
    title: `More than ${ONLINE_OFFLINE_SWITCHES_LIMIT} online/offline switches`,
    text:
      `The gateway switched between online and offline more than ${ONLINE_OFFLINE_SWITCHES_LIMIT} times ` +
      `in the last ${ONLINE_OFFLINE_SWITCHES_WINDOW_HOURS} hours.`,
  },
  ACTIVE_FC_INCOMPLETE: {
    list: 'site',
    severity: 'warning',
    title: 'Forecast incomplete',
    text: 'The site is active, but its forecast is incomplete.',
  },
  CONSUMPTION_FC_DEVIATION: {
    list: 'site',
    severity: 'warning',
    title: 'Consumption forecast deviation',
    text: `The consumption forecast deviates from the measured consumption by over ${FORECAST_DEVIATION_PERCENT}%.`,
  },
  PV_FORECAST_DEVIATION: {
    list: 'site',
    severity: 'warning',
    title: 'PV forecast deviation',
    text: `The PV forecast deviates from the measured PV production by over ${FORECAST_DEVIATION_PERCENT}%.`,
  },
  SITE_NOT_OPTIMIZABLE: {
    list: 'site',
    severity: 'warning',
    title: 'Site not optimizable',
    text: 'The site cannot be optimized at the moment.',
  },
  INSTALLATION_DUPLICATE: {
    list: 'installation',
    severity: 'warning',
    title: 'Duplicate installation',
    text: 'The installation exists more than once.',
  },
  PENDING_ACTIVATION: {
    list: 'installation',
    severity: 'warning',
    title: 'Pending activation',
    text: 'Completed installation still pending activation.',
  },
  OLDER_THAN_30_DAYS: {
    list: 'installation',
    severity: 'warning',
    title: `Incomplete for more than ${INCOMPLETE_INSTALLATION_PROBLEM_DAYS} days`,
    text: `Incomplete installation older than ${INCOMPLETE_INSTALLATION_PROBLEM_DAYS} days.`,
  },
  POSSIBLY_INCORRECT_MASTERDATA_PV: {
    list: 'site',
    severity: 'info',
    title: 'Possibly incorrect PV master data',
    text: 'Roof details likely wrong: the PV master data may be incorrect.',
  },
  EVSE_UNSUPPORTED_FIRMWARE_MODEL: {
    list: 'evse',
    severity: 'warning',
    title: 'Unsupported EVSE firmware or model',
    text: "The EV charger's model or firmware version is not supported.",
  },
  EVSE_OFFLINE_FOR_MORE_THAN_6_HOURS: {
    list: 'evse',
    severity: 'critical',
    title: `EVSE offline for more than ${OFFLINE_PROBLEM_HOURS} hours`,
    text: `The EV charger has been offline for more than ${OFFLINE_PROBLEM_HOURS} hours.`,
  },
  SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS: {
    list: 'site',
    severity: 'info',
    title: 'Small telemetry gaps',
    text: `${GAP_MIN}% to ${GAP_SMALL}% of the last day's telemetry missing.`,
  },
  SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS: {
    list: 'site',
    severity: 'critical',
    title: 'Large telemetry gaps',
    text: `${GAP_SMALL}% to ${GAP_MAX}% of the last day's telemetry missing.`,
  },
  SITE_OFFLINE_NOW: {
    list: 'site',
    severity: 'critical',
    title: 'Site offline now',
    text: "The site's gateway is offline right now.",
  },
  SITE_IOT_STATUS_UNHEALTHY_NOW: {
    list: 'site',
    severity: 'critical',
    title: 'IoT status unhealthy now',
    text: "The site's IoT connection is reported unhealthy right now.",
  },
  SITE_HAS_UNREGISTERED_EVSE: {
    list: 'site',
    severity: 'info',
    title: 'Unregistered EVSE',
    text: 'Consumption intervals look like EV charging, but no EVSE is registered for the site.',
  },
};

export const PROBLEMS: readonly ProblemDefinition[] = Object.entries(CATALOGUE).map(([code, entry]) => ({
  code: code as ProblemCode,
  ...entry,
}));

export const PROBLEM_CODES: readonly ProblemCode[] = PROBLEMS.map((problem) => problem.code);

export const PROBLEM_LISTS: readonly ProblemList[] = ['site', 'installation', 'evse'];

export const SEVERITY_LABELS: Readonly<Record<ProblemSeverity, string>> = {
  critical: 'Critical',
  warning: 'Warning',
  info: 'Info',
};

/** Most severe first. */
export const SEVERITIES: readonly ProblemSeverity[] = ['critical', 'warning', 'info'];

/** The severity shown for a code outside the catalogue (a newer backend may send one). */
export const UNKNOWN_PROBLEM_SEVERITY: ProblemSeverity = 'warning';

export function isProblemCode(value: string): value is ProblemCode {
  return Object.hasOwn(CATALOGUE, value);
}

/** The definition of a known code, undefined for a code outside the catalogue. */
export function problemOf(code: string): ProblemDefinition | undefined {
  return isProblemCode(code) ? { code, ...CATALOGUE[code] } : undefined;
}

/** The user text; a code outside the catalogue is shown as itself rather than hidden. */
export function problemText(code: string): string {
  return isProblemCode(code) ? CATALOGUE[code].text : code;
}

/** The short name; a code outside the catalogue is shown as itself. */
export function problemTitle(code: string): string {
  return isProblemCode(code) ? CATALOGUE[code].title : code;
}

export function severityOf(code: string): ProblemSeverity {
  return isProblemCode(code) ? CATALOGUE[code].severity : UNKNOWN_PROBLEM_SEVERITY;
}

export function listOf(code: ProblemCode): ProblemList {
  return CATALOGUE[code].list;
}

/** The codes of one list in display order: site 13, installation 3, EVSE 2. */
export function problemsOfList(list: ProblemList): readonly ProblemCode[] {
  return PROBLEM_CODES.filter((code) => CATALOGUE[code].list === list);
}

/** The fields a problem row needs for the overview counts. */
export interface ProblemRowKey {
  readonly siteUuid: string;
  readonly problemName: string;
}

export interface ProblemSummary {
  readonly code: string;
  readonly severity: ProblemSeverity;
  readonly title: string;
  readonly text: string;
  /** Distinct `siteUuid`s with this problem. */
  readonly sites: number;
  readonly rows: number;
}

export function countDistinctSites(rows: readonly { readonly siteUuid: string }[]): number {
  return new Set(rows.map((row) => row.siteUuid)).size;
}

/**
 * One entry per code of the list, plus any code the rows carry that the list does not know (a newer backend), so
 * nothing the server reports is hidden. Affected codes come first, most severe first, then by number of sites; ties
 * keep the catalogue order.
 */
export function summarizeProblems(rows: readonly ProblemRowKey[], list: ProblemList): ProblemSummary[] {
  const sitesByCode = new Map<string, Set<string>>();
  const rowsByCode = new Map<string, number>();
  for (const row of rows) {
    let sites = sitesByCode.get(row.problemName);
    if (sites === undefined) {
      sites = new Set();
      sitesByCode.set(row.problemName, sites);
    }
    sites.add(row.siteUuid);
    rowsByCode.set(row.problemName, (rowsByCode.get(row.problemName) ?? 0) + 1);
  }
  const own: readonly string[] = problemsOfList(list);
  const extra = [...sitesByCode.keys()].filter((code) => !own.includes(code));
  const codes = [...own, ...extra];
  const summaries = codes.map((code) => ({
    code,
    severity: severityOf(code),
    title: problemTitle(code),
    text: problemText(code),
    sites: sitesByCode.get(code)?.size ?? 0,
    rows: rowsByCode.get(code) ?? 0,
  }));
  const order = new Map(codes.map((code, index) => [code, index]));
  const rank = (s: ProblemSummary) => SEVERITIES.indexOf(s.severity);
  return summaries.sort(
    (a, b) =>
      Number(b.sites > 0) - Number(a.sites > 0) ||
      rank(a) - rank(b) ||
      b.sites - a.sites ||
      (order.get(a.code) ?? 0) - (order.get(b.code) ?? 0),
  );
}
