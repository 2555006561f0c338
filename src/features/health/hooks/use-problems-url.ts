import { useCallback } from 'react';
import { useListUrl } from '../../../components/use-list-url.ts';
import { PROBLEMS_LIST_MODULE } from '../../../domain/problems/problems.list.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';
import { listFromParams } from './problems-url.ts';
import type { ProblemFilters } from './problems-url.ts';

export interface ProblemsUrlState {
  /** The list drilled into, or null on the overview. */
  readonly list: ProblemsListKind | null;
  /** As the URL says; any well-formed problem code (restrict them to a list with restrictProblems). */
  readonly filters: ProblemFilters;
  readonly page: number;
  /** A filter change is a committed change: one history entry, back to page 1. */
  readonly setFilters: (next: ProblemFilters) => void;
  readonly setPage: (page: number) => void;
}

/** The drill-down state lives in the URL search params, so every view is a shareable link. */
export function useProblemsUrl(): ProblemsUrlState {
  // The list drilled into is the module's kept `list` param, read through the one list controller.
  const { state, dispatch, params } = useListUrl(PROBLEMS_LIST_MODULE.list);
  const list = listFromParams(params);

  const setFilters = useCallback(
    (next: ProblemFilters) => {
      if (list !== null) dispatch({ type: 'setFilters', filters: next });
    },
    [list, dispatch],
  );
  const setPage = useCallback(
    (next: number) => {
      if (list !== null) dispatch({ type: 'setPage', page: next });
    },
    [list, dispatch],
  );
  return { list, filters: state.filters, page: state.page, setFilters, setPage };
}
