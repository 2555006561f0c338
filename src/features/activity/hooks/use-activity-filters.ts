import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListConfig } from '../../../domain/lists/list-state.ts';
import { LIST_PARAMS } from '../../../domain/lists/list-state.ts';
import { ACTIVITY_PARAMS, type ActivityFilters } from '../../../domain/activity/activity-query.ts';
import type { DateFilter } from '../../../domain/filters/filter-state.ts';
import { isLocalDate } from '../../../domain/format/local-date.ts';
import { ACTIVITY_LIST_MODULE } from '../../../domain/activity/activity.list.ts';

/** The shared list controller carries the target text (`q`) and the page; the log's own filters are kept params. */
export const ACTIVITY_LIST_CONFIG: ListConfig = ACTIVITY_LIST_MODULE.list;

const PERSON_MAX = 320;
const OPERATION = /^[A-Za-z0-9]{1,100}$/;

/** The person, operation and dates of the URL; malformed values are dropped (DESIGN §3: bad URL params). */
export function activityFiltersOf(params: URLSearchParams, text: string): ActivityFilters {
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
    target: text,
    dates,
  };
}

export interface ActivityFilterChange {
  person?: string;
  operation?: string;
  dates?: DateFilter;
}

/**
 * The log's filters in the URL: a change is one history entry and goes back to page 1, as every list's filters do
 * (domain/lists/list-state.ts).
 */
export function useActivityFilters(text: string) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const filters = useMemo(() => activityFiltersOf(new URLSearchParams(search), text), [search, text]);
  const change = useCallback(
    (next: ActivityFilterChange) => {
      const copy = new URLSearchParams(search);
      const put = (name: string, value: string | null | undefined) => {
        if (value === undefined) return;
        if (value === null || value === '') copy.delete(name);
        else copy.set(name, value);
      };
      put(ACTIVITY_PARAMS.person, next.person);
      put(ACTIVITY_PARAMS.operation, next.operation);
      if (next.dates !== undefined) {
        put(ACTIVITY_PARAMS.from, next.dates.start);
        put(ACTIVITY_PARAMS.to, next.dates.end);
      }
      copy.delete(LIST_PARAMS.page);
      if (copy.toString() === search) return;
      setParams(copy, { preventScrollReset: true, flushSync: true });
    },
    [search, setParams],
  );
  /** Every filter and the target text cleared at once (one history entry). */
  const clear = useCallback(() => {
    const copy = new URLSearchParams(search);
    for (const name of [...Object.values(ACTIVITY_PARAMS), LIST_PARAMS.text, LIST_PARAMS.page])
      copy.delete(name);
    if (copy.toString() !== search) setParams(copy, { preventScrollReset: true, flushSync: true });
  }, [search, setParams]);
  return { filters, change, clear };
}
