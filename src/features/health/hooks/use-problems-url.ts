import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';
import {
  listFromParams,
  pageFromParams,
  problemFiltersFromParams,
  problemsSearchParams,
} from './problems-url.ts';
import type { ProblemFilters } from './problems-url.ts';

export interface ProblemsUrlState {
  /** The list drilled into, or null on the overview. */
  readonly list: ProblemsListKind | null;
  /** As the URL says; any well-formed problem code (restrict them to a list with restrictProblems). */
  readonly filters: ProblemFilters;
  readonly page: number;
  /** Filter edits replace the history entry (a checkbox click is not a page to go back to) and go to page 1. */
  readonly setFilters: (next: ProblemFilters) => void;
  readonly setPage: (page: number) => void;
}

/** The drill-down state lives in the URL search params, so every view is a shareable link. */
export function useProblemsUrl(): ProblemsUrlState {
  const [params, setParams] = useSearchParams();
  const list = listFromParams(params);
  const filters = useMemo(() => problemFiltersFromParams(params), [params]);
  const page = pageFromParams(params);

  const setFilters = useCallback(
    (next: ProblemFilters) => {
      if (list !== null) setParams(problemsSearchParams(list, next), { replace: true });
    },
    [list, setParams],
  );
  const setPage = useCallback(
    (next: number) => {
      if (list !== null) setParams(problemsSearchParams(list, filters, next));
    },
    [list, filters, setParams],
  );
  return { list, filters, page, setFilters, setPage };
}
