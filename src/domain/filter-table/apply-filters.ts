import { ENGINE_ORDER, specOf } from './filter-groups.ts';
import type { FilterableRow, FilterStateFor } from '../filters/filter-row.ts';
import type { FilterGroup, FilterState } from '../filters/filter-state.ts';
import type { RowTest, RowTestContext } from '../filters/row-tests.ts';

/**
 * Keeps the rows that pass every active group (AND across groups, OR within a group), in input order. When the
 * readiness group is active its last step drops every row whose `siteUuid` was already kept (first row wins); it
 * runs after all other groups so that a site is never lost because its first row failed another group.
 *
 * The state is compiled once per call into a list of row tests (the filter-group table's), cheapest first, so a row stops at the first group
 * it fails and timestamps are only read for rows that reach the date test. The groups relative to the clock (went
 * offline in the last …) read `context.now`; the clock is passed in, never read here.
 */
export function applyFilters<R extends FilterableRow>(
  rows: readonly R[],
  state: FilterStateFor<R>,
  context?: RowTestContext,
): R[] {
  const full: Partial<FilterState> = state;
  const tests = compileTests(full, context);
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

function compileTests(state: Partial<FilterState>, context: RowTestContext | undefined): RowTest[] {
  const tests: RowTest[] = [];
  const compile = <G extends FilterGroup>(group: G) => {
    const test = specOf(group).test(state[group], context);
    if (test) tests.push(test);
  };
  ENGINE_ORDER.forEach(compile);
  return tests;
}
