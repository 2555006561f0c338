import type { operations } from '../../api/schema.gen.ts';
import { ACTIVITY_PARAMS, type ActivityFilters } from '../activity/activity-query.ts';
import { localDayWindow } from '../format/local-date.ts';
import { listRequest, type ListModule } from '../lists/list-module.ts';

/*
 * The activity log's module (listActivity): no filter groups of the filter table; the search text
 * is the target text, the log's own filters (person, operation, dates) are kept URL params and the request's context.
 * The rule a server applies is `matchesActivity` (domain/activity/activity-query.ts).
 */

export type ActivityWireQuery = NonNullable<operations['listActivity']['parameters']['query']>;

/** Besides the list state: the log's own filters (the target is the list's search text). */
export type ActivityContext = Omit<ActivityFilters, 'target'>;

export const ACTIVITY_LIST_MODULE: ListModule<never, never, ActivityWireQuery, ActivityContext> = {
  name: 'list',
  list: { groups: [], keep: Object.values(ACTIVITY_PARAMS) },
  params: { page: 'int', person: 'one', operation: 'one', target: 'one', since: 'one', until: 'one' },
  server: {},
  // The local dates become the instants of those whole days; the page is always sent.
  base: (state, { person, operation, dates }) => {
    const start = dates.start ?? dates.end;
    const end = dates.end ?? dates.start;
    const window = start !== null && end !== null ? localDayWindow(start, end) : null;
    const target = state.text.trim();
    return {
      page: state.page,
      ...(person !== '' ? { person } : {}),
      ...(operation !== '' ? { operation } : {}),
      ...(target !== '' ? { target } : {}),
      ...(window?.fromIso ? { since: window.fromIso } : {}),
      ...(window?.toIso ? { until: window.toIso } : {}),
    };
  },
};

/** The request of a page of the log. */
export function activityQueryOf(
  filters: ActivityFilters,
  page: number,
): ActivityWireQuery & { page: number } {
  const state = { filters: {}, text: filters.target, page, sort: null };
  return { ...listRequest(ACTIVITY_LIST_MODULE, state, filters), page };
}
