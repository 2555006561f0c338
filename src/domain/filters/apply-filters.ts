import { healthKeyParts } from '../health.ts';
import type { HealthDimension, HealthLevel } from '../health.ts';
import type { FilterableRow, FilterStateFor } from './filter-row.ts';
import type { DateFilter, FilterState } from './filter-state.ts';
import { localDayWindow } from './local-date.ts';
import type { InstantWindow } from './local-date.ts';
import { TSO_NOT_AVAILABLE } from './tso.ts';

type RowTest = (row: FilterableRow) => boolean;

/**
 * Keeps the rows that pass every active group (AND across groups, OR within a group), in input order. When the
 * readiness group is active its last step drops every row whose `siteUuid` was already kept (first row wins); it
 * runs after all other groups so that a site is never lost because its first row failed another group.
 *
 * The state is compiled once per call into a list of row tests, cheapest first, so a row stops at the first group
 * it fails and timestamps are only read for rows that reach the date test.
 */
export function applyFilters<R extends FilterableRow>(rows: readonly R[], state: FilterStateFor<R>): R[] {
  const full = state as Partial<FilterState>;
  const tests = compileTests(full);
  const dedupe = (full.readiness?.length ?? 0) > 0;
  if (tests.length === 0 && !dedupe) return rows.slice();

  const kept: R[] = [];
  const seenSites = dedupe ? new Set<string>() : null;
  const testCount = tests.length;
  rows: for (let i = 0; i < rows.length; i++) {
    const row = rows[i] as R;
    for (let t = 0; t < testCount; t++) {
      if (!(tests[t] as RowTest)(row)) continue rows;
    }
    if (seenSites !== null && row.siteUuid !== undefined) {
      if (seenSites.has(row.siteUuid)) continue;
      seenSites.add(row.siteUuid);
    }
    kept.push(row);
  }
  return kept;
}

function compileTests(state: Partial<FilterState>): RowTest[] {
  const tests: RowTest[] = [];
  const push = (test: RowTest | null) => {
    if (test) tests.push(test);
  };
  push(siteAttributesTest(state.siteAttributes));
  push(tradingTest(state.tradingAttributes));
  push(activationTest(state.activation));
  push(statusTest(state.currentStatus));
  push(statusTest(state.installationStatus));
  push(state.preparedStatus ? statusTest([state.preparedStatus]) : null);
  push(readinessTest(state.readiness));
  push(tsoTest(state.tso));
  push(problemsTest(state.problems));
  push(healthTest(state.health));
  push(fleetsTest(state.fleets));
  push(datesTest(state.dates));
  return tests;
}

function siteAttributesTest(chosen: FilterState['siteAttributes'] | undefined): RowTest | null {
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

function tradingTest(chosen: FilterState['tradingAttributes'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const supply = chosen.includes('tradingEnabledSupply');
  const feedIn = chosen.includes('tradingEnabledFeedIn');
  return (row) =>
    (supply && row.tradingEnabledSupply === true) || (feedIn && row.tradingEnabledFeedIn === true);
}

function activationTest(chosen: FilterState['activation'] | undefined): RowTest | null {
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

function statusTest(chosen: readonly string[] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(row.status);
}

function readinessTest(chosen: FilterState['readiness'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const set = new Set<string | undefined>(chosen);
  return (row) =>
    set.has(row.readyForForecastingLabel) ||
    set.has(row.readyForOptimizationLabel) ||
    set.has(row.readyForTradingLabel);
}

function tsoTest(chosen: FilterState['tso'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => {
    const tso = row.tso;
    return isChosen(tso === undefined || tso === null || tso === '' ? TSO_NOT_AVAILABLE : tso);
  };
}

function problemsTest(chosen: FilterState['problems'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const isChosen = memberOf(chosen);
  return (row) => isChosen(row.problemName);
}

function healthTest(chosen: FilterState['health'] | undefined): RowTest | null {
  if (!chosen || chosen.length === 0) return null;
  const levels: Record<HealthDimension, HealthLevel[]> = { overall: [], iot: [], vpp: [] };
  for (const key of chosen) {
    const { dimension, level } = healthKeyParts(key);
    levels[dimension].push(level);
  }
  const overall = memberOf(levels.overall);
  const iot = memberOf(levels.iot);
  const vpp = memberOf(levels.vpp);
  return (row) => {
    const health = row.health;
    return health !== undefined && (overall(health.overall) || iot(health.iot) || vpp(health.vpp));
  };
}

function fleetsTest(chosen: FilterState['fleets'] | undefined): RowTest | null {
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

function datesTest(dates: DateFilter | undefined): RowTest | null {
  if (!dates || (dates.start === null && dates.end === null)) return null;
  const first = dates.start ?? dates.end;
  const last = dates.end ?? dates.start;
  const window = first !== null && last !== null ? localDayWindow(first, last) : null;
  // A malformed date matches nothing rather than silently widening the result.
  if (window === null) return () => false;
  return createdWithin(window);
}

/**
 * Canonical UTC timestamps (`yyyy-MM-ddTHH:mm:ssZ` or `yyyy-MM-ddTHH:mm:ss.sssZ`, what the API sends) sort as
 * strings in time order against the window's `…:ss.000Z` bounds (for an equal instant 'Z' sorts after '.', which
 * still puts it inside [from, to)); anything else is parsed once.
 */
function createdWithin(window: InstantWindow): RowTest {
  const { fromMs, toMs, fromIso, toIso } = window;
  const stringBounds = fromIso !== null && toIso !== null;
  return (row) => {
    const created = row.created;
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
function memberOf(values: readonly string[]): (value: string | undefined) => boolean {
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
