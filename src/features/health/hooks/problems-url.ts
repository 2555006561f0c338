import { HOME_PATH } from '../../../config/paths.ts';
import { EMPTY_FILTER_STATE } from '../../../domain/filters/filter-state.ts';
import { INITIAL_LIST_STATE, type FiltersOf } from '../../../domain/lists/list-state.ts';
import { readListState, writeListState } from '../../../domain/lists/list-url-codec.ts';
import { parsePage } from '../../../domain/lists/paging.ts';
import {
  PROBLEM_FILTER_GROUPS,
  PROBLEMS_LIST_MODULE,
  PROBLEMS_LIST_PARAM,
  type ProblemFilterGroup,
} from '../../../domain/problems/problems.list.ts';
import { PROBLEMS_LIST_KINDS } from '../api/list-problem-rows.ts';
import type { ProblemsListKind } from '../api/list-problem-rows.ts';

/*
 * The home page's URL: `/` is the overview; `/?list=site&problem=SITE_OFFLINE_NOW&health=criticalIot&page=2` is a
 * drill-down into one list, shareable as it stands. Filter params are the problem lists' module's (its filter table).
 */

export const LIST_PARAM = PROBLEMS_LIST_PARAM;
export const PAGE_PARAM = 'page';

/** The filter groups a problem row offers (GroupsFor<ProblemRow>) and this page shows. */
export type { ProblemFilterGroup };

/** The problem lists' filter state: only the problem-row groups. */
export type ProblemFilters = FiltersOf<ProblemFilterGroup>;

export function listFromParams(params: URLSearchParams): ProblemsListKind | null {
  const value = params.get(LIST_PARAM);
  return PROBLEMS_LIST_KINDS.find((kind) => kind === value) ?? null;
}

/** 1-based; anything but a positive integer is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  return parsePage(params.get(PAGE_PARAM));
}

/** The filter groups a problem row offers, in the panel's order: the problem lists' module's. */
export { PROBLEM_FILTER_GROUPS };

/** Problem codes are kept only if `problemCodes` has them (when given): a code of another list matches no row. */
export function problemFiltersFromParams(
  params: URLSearchParams,
  problemCodes?: readonly string[],
): ProblemFilters {
  return readListState(params, {
    groups: PROBLEM_FILTER_GROUPS,
    table: PROBLEMS_LIST_MODULE.list.table,
    ...(problemCodes ? { problemCodes } : {}),
  }).filters;
}

/**
 * The drill-down's list module: the problem lists' own, whose URL state keeps only the given codes (a code of the
 * other list would match no row, so it shows no chip and no checked option). Memoise it on the codes: the list
 * controller reads its config by identity.
 */
export function problemsListModule(problemCodes: readonly string[]): typeof PROBLEMS_LIST_MODULE {
  return { ...PROBLEMS_LIST_MODULE, list: { ...PROBLEMS_LIST_MODULE.list, problemCodes } };
}

/** Drops problem codes the list does not offer: a code of the other list would match no row. */
export function restrictProblems(filters: ProblemFilters, problemCodes: readonly string[]): ProblemFilters {
  const allowed = new Set(problemCodes);
  const problems = filters.problems.filter((code) => allowed.has(code));
  return problems.length === filters.problems.length ? filters : { ...filters, problems };
}

/** The search params of a drill-down (the list controller's codec); page 1 is left out so it has one URL. */
export function problemsSearchParams(
  list: ProblemsListKind,
  filters: Partial<ProblemFilters> = {},
  page = 1,
): URLSearchParams {
  const state = { ...INITIAL_LIST_STATE, filters: { ...EMPTY_FILTER_STATE, ...filters }, page };
  return writeListState(state, PROBLEMS_LIST_MODULE.list, new URLSearchParams({ [LIST_PARAM]: list }));
}

/** The link from the overview to one list's rows, optionally of the given problems only. */
export function problemsHref(list: ProblemsListKind, problems: readonly string[] = []): string {
  return `${HOME_PATH}?${problemsSearchParams(list, { problems }).toString()}`;
}
