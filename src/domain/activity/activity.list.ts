import type { operations } from '../../api/schema.gen.ts';
import { ACTIVITY_PARAMS, type ActivityFilters } from '../activity/activity-query.ts';
import type { DateFilter } from '../filters/filter-state.ts';
import { isLocalDate, localDayWindow } from '../format/local-date.ts';
import { listRequest, type KeptListModule } from '../lists/list-module.ts';

/*
 * The activity log's module (listActivity): no filter groups of the filter table; the search text
 * is the target text, the log's own filters (person, operation, dates) are kept URL params and the request's context.
 * The rule a server applies is `matchesActivity` (domain/activity/activity-query.ts).
 */

export type ActivityWireQuery = NonNullable<operations['listActivity']['parameters']['query']>;

/** Besides the list state: the log's own filters (the target is the list's search text). */
export type ActivityContext = Omit<ActivityFilters, 'target'>;

export const ACTIVITY_LIST_MODULE: KeptListModule<never, never, ActivityWireQuery, ActivityContext> = {
  name: 'list',
  list: { groups: [], table: {}, keep: Object.values(ACTIVITY_PARAMS) },
  kept: {
    read: (params) => activityContextOf(params),
    count: ({ person, operation, dates }) =>
      (person === '' ? 0 : 1) +
      (operation === '' ? 0 : 1) +
      (dates.start === null && dates.end === null ? 0 : 1),
    clear: Object.fromEntries(Object.values(ACTIVITY_PARAMS).map((name) => [name, null])),
  },
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

const PERSON_MAX = 320;
const OPERATION = /^[A-Za-z0-9]{1,100}$/;

/** The person, operation and dates of the URL; malformed values are dropped (DESIGN §3: bad URL params). */
export function activityContextOf(params: URLSearchParams): ActivityContext {
  const person = params.get(ACTIVITY_PARAMS.person) ?? '';
  const operation = params.get(ACTIVITY_PARAMS.operation) ?? '';
  const date = (name: string) => {
    const value = params.get(name);
    return value !== null && isLocalDate(value) ? value : null;
  };
  let dates: DateFilter = { start: date(ACTIVITY_PARAMS.from), end: date(ACTIVITY_PARAMS.to) };
  if (dates.start !== null && dates.end !== null && dates.start > dates.end)
    dates = { start: dates.end, end: dates.start };
  return {
    // eslint-disable-next-line no-control-regex -- control characters are what is dropped
    person: person.length <= PERSON_MAX && !/[\u0000-\u001F\u007F]/.test(person) ? person : '',
    operation: OPERATION.test(operation) ? operation : '',
    dates,
  };
}
