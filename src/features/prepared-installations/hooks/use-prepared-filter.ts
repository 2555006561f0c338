import { useCallback, useMemo } from 'react';
import { useListUrl } from '../../../components/use-list-url.ts';
import type { FiltersOf } from '../../../domain/lists/list-state.ts';
import { PREPARED_LIST_MODULE } from '../../../domain/install/prepared.list.ts';

/** The one filter group of this screen (SPEC §2: the single-choice prepared status). */
export type PreparedFilter = FiltersOf<'preparedStatus'>;

export const NO_PREPARED_FILTER: PreparedFilter = Object.freeze({ preparedStatus: null });

export interface PreparedListUrl {
  readonly applied: PreparedFilter;
  /** A committed filter change (Apply, Reset, a chip removed): one history entry, back to page 1. */
  readonly setApplied: (next: PreparedFilter) => void;
  readonly page: number;
  readonly setPage: (page: number) => void;
}

/**
 * The applied filter and the page live in the URL (the one list controller), so a filtered list can be shared and
 * survives a reload; filter groups this screen does not offer are dropped.
 */
export function usePreparedFilter(): PreparedListUrl {
  const { state, dispatch } = useListUrl(PREPARED_LIST_MODULE.list);
  const { preparedStatus } = state.filters;
  const applied = useMemo(() => ({ preparedStatus }), [preparedStatus]);
  const setApplied = useCallback(
    (next: PreparedFilter) => dispatch({ type: 'setFilters', filters: next }),
    [dispatch],
  );
  const setPage = useCallback((page: number) => dispatch({ type: 'setPage', page }), [dispatch]);
  return { applied, setApplied, page: state.page, setPage };
}
