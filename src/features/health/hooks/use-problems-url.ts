import { useListUrl } from '../../../components/use-list-url.ts';
import { PROBLEMS_LIST_MODULE } from '../../../domain/problems/problems.list.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';
import { listFromParams } from './problems-url.ts';

export interface ProblemsUrlState {
  /** The list drilled into, or null on the overview. */
  readonly list: ProblemsListKind | null;
}

/**
 * Which view the home page shows, from its URL: the overview, or the drill-down into one list (whose own state, its
 * filters and page, the drill-down's list screen reads from the same URL).
 */
export function useProblemsUrl(): ProblemsUrlState {
  // The list drilled into is the module's kept `list` param, read through the one list controller.
  const { params } = useListUrl(PROBLEMS_LIST_MODULE.list);
  return { list: listFromParams(params) };
}
