import type { ListModule } from '../lists/list-module.ts';
import { filterTable } from '../filters/group-table.ts';
import { HEALTH_FILTER_GROUPS } from '../health/health.filters.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';

/*
 * The problem lists' module (listSiteProblems / listInstallationProblems, SPEC §4): one call answers every row of a
 * list, so the calls take no query parameter and every group is the client's (the engine, DESIGN §3). The drill-down
 * keeps which list it shows in its own `list` param.
 */

export const PROBLEM_FILTER_GROUPS = [
  'siteAttributes',
  'tradingAttributes',
  'readiness',
  'tso',
  'problems',
  'health',
  // A fleet's dashboard links here with its fleet chosen.
  'fleets',
] as const;
export type ProblemFilterGroup = (typeof PROBLEM_FILTER_GROUPS)[number];

/** The drill-down's `list` param (site or installation problems): carried over by the list controller. */
export const PROBLEMS_LIST_PARAM = 'list';

export const PROBLEMS_LIST_MODULE: ListModule<ProblemFilterGroup, never, Record<never, never>, null> = {
  name: 'rows',
  list: {
    groups: PROBLEM_FILTER_GROUPS,
    table: filterTable(PROBLEM_FILTER_GROUPS, SITES_FILTER_GROUPS, HEALTH_FILTER_GROUPS),
    keep: [PROBLEMS_LIST_PARAM],
  },
  params: {},
  server: {
    siteAttributes: null,
    tradingAttributes: null,
    readiness: null,
    tso: null,
    problems: null,
    health: null,
    fleets: null,
  },
  base: () => ({}),
};
