import type { FilterableRow } from './filter-row.ts';
import type { DateField, DateFilter, FilterState } from './filter-state.ts';
import { localDayWindow } from '../format/local-date.ts';
import type { InstantWindow } from '../format/local-date.ts';
import { tsoOf } from './tso.ts';
import { wentOfflineWithin, widestWindow } from './offline-window.ts';

/*
 * The row test of each filter group (SPEC §5, DESIGN §3), compiled once per state: null when the group is inactive.
 * Within a group the choices OR; the engine (apply-filters.ts) ANDs the groups.
 */

export type RowTest = (row: FilterableRow) => boolean;

/** What a test relative to the clock reads: the instant the list is seen at (ms since epoch), passed in. */
export interface RowTestContext {
  readonly now: number;
}

/**
 * Went offline within the chosen window (the widest, as the windows nest): offline (`online` false) and last seen
 * (`timestamp`) at or after now minus the window. Without a clock it constrains nothing here: a list that offers it
 * passes `now` (the sites lists), or leaves it to the server (the gateways and charger lists).
 */
export function offlineWindowTest(
  chosen: readonly string[] | undefined,
  context?: RowTestContext,
): RowTest | null {
  const window = widestWindow(chosen);
  if (window === null || context === undefined) return null;
  const { now } = context;
  return (row) => wentOfflineWithin(window, { offline: row.online === false, since: row.timestamp }, now);
}

export function siteAttributesTest(chosen: FilterState['siteAttributes'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const pv = chosen.includes('hasPv');
  const battery = chosen.includes('hasBattery');
  const evse = chosen.includes('hasEvse');
  const hp = chosen.includes('hasHp');
  return (row) =>
    (pv && row.hasPv === true) ||
    (battery && row.hasBattery === true) ||
    (evse && row.hasEvse === true) ||
    (hp && row.hasHp === true);
}

export function tradingTest(chosen: FilterState['tradingAttributes'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const supply = chosen.includes('tradingEnabledSupply');
  const feedIn = chosen.includes('tradingEnabledFeedIn');
  return (row) =>
    (supply && row.tradingEnabledSupply === true) || (feedIn && row.tradingEnabledFeedIn === true);
}

export function activationTest(chosen: FilterState['activation'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const online = chosen.includes('HEMS_ONLINE');
  const offline = chosen.includes('HEMS_OFFLINE');
  const active = chosen.includes('ACTIVE');
  const autoActivated = chosen.includes('AUTO_ACTIVATED');
  return (row) =>
    (online && row.online === true) ||
    (offline && row.online === false) ||
    (active && row.status === 'ACTIVE') ||
    (autoActivated && row.status === 'AUTO_ACTIVATED');
}

export function statusTest(chosen: readonly string[] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(row.status);
}

export function readinessTest(chosen: FilterState['readiness'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const set = new Set<string | undefined>(chosen);
  return (row) =>
    set.has(row.readyForForecastingLabel) ||
    set.has(row.readyForOptimizationLabel) ||
    set.has(row.readyForTradingLabel);
}

export function tsoTest(chosen: FilterState['tso'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(tsoOf(row));
}

export function problemsTest(chosen: FilterState['problems'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(row.problemName);
}

/** A list group matched against one string field of the row (the charger groups). */
function fieldTest(field: 'connectivity' | 'firmwareSupport' | 'type' | 'state') {
  return (chosen: readonly string[] | undefined): RowTest | null => {
    if (!chosen || chosen.length === 0) return null;
    const isChosen = memberOf(chosen);
    return (row) => isChosen(row[field]);
  };
}

export const connectivityTest = fieldTest('connectivity');
export const firmwareSupportTest = fieldTest('firmwareSupport');
export const eventTypeTest = fieldTest('type');
export const vppEnrolmentTest = fieldTest('state');

export function evseProblemsTest(chosen: FilterState['evseProblems'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => row.evseProblems !== undefined && row.evseProblems.some(isChosen);
}

export function fleetsTest(chosen: FilterState['fleets'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const names = chosen.slice();
  // Sites share few distinct fleet strings, so each is searched once per call and then looked up.
  const verdicts = new Map<string, boolean>();
  return (row) => {
    const fleetsStr = row.fleetsStr;
    if (fleetsStr === undefined) return false;
    let verdict = verdicts.get(fleetsStr);
    if (verdict === undefined) {
      verdict = names.some((name) => fleetsStr.includes(name));
      verdicts.set(fleetsStr, verdict);
    }
    return verdict;
  };
}

export function datesTest(dates: DateFilter | undefined): RowTest | null {
  if (!dates || (dates.start === null && dates.end === null)) return null;
  const first = dates.start ?? dates.end;
  const last = dates.end ?? dates.start;
  const window = first !== null && last !== null ? localDayWindow(first, last) : null;
  // A malformed date matches nothing rather than silently widening the result.
  if (window === null) return () => false;
  return dateWithin(window, dates.field ?? 'created');
}

/**
 * The row's date field within the window. Canonical UTC timestamps (`yyyy-MM-ddTHH:mm:ssZ` or `yyyy-MM-ddTHH:mm:ss.sssZ`, what the API sends) sort as
 * strings in time order against the window's `…:ss.000Z` bounds (for an equal instant 'Z' sorts after '.', which
 * still puts it inside [from, to)); anything else is parsed once.
 */
function dateWithin(window: InstantWindow, field: DateField): RowTest {
  const { fromMs, toMs, fromIso, toIso } = window;
  const stringBounds = fromIso !== null && toIso !== null;
  return (row) => {
    const created = row[field];
    if (created === undefined || created === null) return false;
    if (stringBounds && isCanonicalUtc(created)) {
      return created >= (fromIso as string) && created < (toIso as string);
    }
    const ms = Date.parse(created);
    return ms >= fromMs && ms < toMs;
  };
}

function isCanonicalUtc(text: string): boolean {
  const length = text.length;
  return (
    // Other fraction lengths would not sort against '.000Z' (".0001Z" < ".000Z").
    (length === 20 || (length === 24 && text.charCodeAt(19) === 46)) &&
    text.charCodeAt(length - 1) === 90 && // Z
    text.charCodeAt(4) === 45 &&
    text.charCodeAt(7) === 45 &&
    text.charCodeAt(10) === 84 && // T
    text.charCodeAt(13) === 58 &&
    text.charCodeAt(16) === 58
  );
}

/**
 * Membership in a small choice list. Most groups have one to four choices, and comparing with each is several
 * times faster than a Set lookup per row; longer lists use a Set.
 */
export function memberOf(values: readonly string[]): (value: string | undefined) => boolean {
  const [a, b, c, d] = values;
  switch (values.length) {
    case 0:
      return () => false;
    case 1:
      return (value) => value === a;
    case 2:
      return (value) => value === a || value === b;
    case 3:
      return (value) => value === a || value === b || value === c;
    case 4:
      return (value) => value === a || value === b || value === c || value === d;
    default: {
      const set = new Set<string | undefined>(values);
      return (value) => set.has(value);
    }
  }
}

/**
 * The installer group: an installer's staff user id matches rows with that `installerId`; `mine` (the
 * caller, whom only the server knows), `all` and null do not constrain the rows the client holds.
 */
export function installerTest(chosen: string | null | undefined): RowTest | null {
  if (chosen === null || chosen === undefined || chosen === 'mine' || chosen === 'all') return null;
  return (row) => row.installerId === chosen;
}
