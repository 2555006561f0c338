import { FILTER_GROUP_TABLE } from './filter-groups.ts';
import type { FilterableRow, FilterStateFor } from '../filters/filter-row.ts';
import type { RowTestContext } from '../filters/row-tests.ts';
import { filterRows } from '../filters/row-filter.ts';

/**
 * Keeps the rows that pass every active group (AND across groups, OR within a group), in input order: the engine
 * (filters/row-filter.ts) over the composed table of every group. When the readiness group is active its last step
 * drops every row whose `siteUuid` was already kept (first row wins). A list's screen passes its own table to
 * `filterRows` instead.
 */
export function applyFilters<R extends FilterableRow>(
  rows: readonly R[],
  state: FilterStateFor<R>,
  context?: RowTestContext,
): R[] {
  return filterRows(FILTER_GROUP_TABLE, rows, state, context);
}
