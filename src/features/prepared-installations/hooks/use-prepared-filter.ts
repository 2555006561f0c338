import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  filterStateFromSearchParams,
  filterStateToSearchParams,
} from '../../../domain/filters/filter-url.ts';
import type { FilterState } from '../../../domain/filters/filter-state.ts';

/** The one filter group of this screen (SPEC §2: the single-choice prepared status). */
export type PreparedFilter = Pick<FilterState, 'preparedStatus'>;

export const NO_PREPARED_FILTER: PreparedFilter = Object.freeze({ preparedStatus: null });

/**
 * The applied filter lives in the URL (DESIGN §3), so a filtered list can be shared and survives a reload. Filter
 * groups this screen does not offer are ignored; changing the filter replaces the history entry (filtering is not
 * navigation).
 */
export function usePreparedFilter(): { applied: PreparedFilter; setApplied: (next: PreparedFilter) => void } {
  const [searchParams, setSearchParams] = useSearchParams();
  const preparedStatus = filterStateFromSearchParams(searchParams).preparedStatus;
  const applied = useMemo(() => ({ preparedStatus }), [preparedStatus]);
  const setApplied = useCallback(
    (next: PreparedFilter) =>
      setSearchParams((current) => filterStateToSearchParams(next, current), { replace: true }),
    [setSearchParams],
  );
  return { applied, setApplied };
}
