import type { FilterableRow, FilterStateFor } from './filter-row.ts';
import type { FilterGroup, FilterState } from './filter-state.ts';
import type { FilterTableOf } from './group-kinds.ts';
import type { RowTest, RowTestContext } from './row-tests.ts';

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
  'evseStatus',
  'eventTypes',
  'vppEnrolment',
  'problems',
  'health',
  'offline',
  'fleets',
  'installer',
  'dates',
];

/**
 * Keeps the rows that pass every active group of the table (AND across groups, OR within a group), in input order.
 * When the readiness group is active its last step drops every row whose `siteUuid` was already kept (first row
 * wins); it runs after all other groups so that a site is never lost because its first row failed another group.
 *
 * The state is compiled once per call into a list of row tests (the table's), cheapest first, so a row stops at the
 * first group it fails and timestamps are only read for rows that reach the date test. The groups relative to the
 * clock (went offline in the last …) read `context.now`; the clock is passed in, never read here.
 */
export function filterRows<R extends FilterableRow, G extends FilterGroup>(
  table: FilterTableOf<G>,
  rows: readonly R[],
  state: FilterStateFor<R>,
  context?: RowTestContext,
): R[] {
  const full: Partial<FilterState> = state;
  const tests = compileTests(table, full, context).map((entry) => entry.test);
  const dedupe = dedupesSites(table, full);
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

/** The readiness group's last step is on: every site (`siteUuid`) is kept once, its first row that passes. */
export function dedupesSites<G extends FilterGroup>(
  table: FilterTableOf<G>,
  state: Partial<FilterState>,
): boolean {
  return 'readiness' in table && (state.readiness?.length ?? 0) > 0;
}

/** The active groups' row tests of `state`, in ENGINE_ORDER, each with its group (inactive groups have none). */
export function compileTests<G extends FilterGroup>(
  table: FilterTableOf<G>,
  state: Partial<FilterState>,
  context: RowTestContext | undefined,
): { readonly group: G; readonly test: RowTest }[] {
  const tests: { group: G; test: RowTest }[] = [];
  const compile = <P extends G>(group: P) => {
    const test = table[group].test(state[group], context);
    if (test) tests.push({ group, test });
  };
  ENGINE_ORDER.filter((group): group is G => group in table).forEach(compile);
  return tests;
}
