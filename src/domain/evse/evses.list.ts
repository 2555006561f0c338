import type { paths } from '../../api/schema.gen.ts';
import type { ListState } from '../lists/list-state.ts';
import { fleetsParam, type FleetContext } from '../sites/fleet-uuids.ts';
import { listRequest, sortedChoices, type ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { offlineParam } from '../filters/offline-window.ts';
import { filterTable } from '../filters/group-table.ts';
import { EVSE_FILTER_GROUPS } from './evse.filters.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';

/*
 * The charger lists' module (listEvses; listYourEvses, below): every charger list offers the same groups
 * and sorts by last connection; a fleet's routes scope the call to the fleet (`fleet`). The rule a server applies to
 * these parameters is `filterEvsesByServerQuery` (domain/evse/evse-query.ts).
 */

export type EvseServerQuery = NonNullable<paths['/ui/v1/evses']['get']['parameters']['query']>;
export type EvseSortKey = 'lastConnection';
export type EvseFilterGroup =
  'connectivity' | 'evseStatus' | 'firmwareSupport' | 'evseProblems' | 'fleets' | 'offline';

const EVSE_LIST_GROUPS: readonly EvseFilterGroup[] = [
  'connectivity',
  'evseStatus',
  'firmwareSupport',
  'evseProblems',
  'fleets',
  'offline',
];

/** Besides the list state: the fleets (uuids for the chosen names), and the fleet a fleet's route is scoped to. */
export interface EvseListContext extends FleetContext {
  readonly fleet?: string | undefined;
}

export const EVSES_LIST_MODULE: ListModule<EvseFilterGroup, EvseSortKey, EvseServerQuery, EvseListContext> = {
  name: 'list',
  list: {
    groups: EVSE_LIST_GROUPS,
    table: filterTable(EVSE_LIST_GROUPS, EVSE_FILTER_GROUPS, SITES_FILTER_GROUPS),
    sortKeys: ['lastConnection'],
  },
  params: {
    page: 'int',
    text: 'one',
    connectivity: 'many',
    status: 'many',
    firmware_support: 'many',
    problems: 'many',
    fleet: 'one',
    fleets: 'many',
    sort: 'one',
    offline: 'one',
  },
  server: {
    connectivity: {
      params: ['connectivity'],
      query: (value) => (value.length === 0 ? {} : { connectivity: sortedChoices(value) }),
    },
    evseStatus: {
      params: ['status'],
      query: (value) => (value.length === 0 ? {} : { status: sortedChoices(value) }),
    },
    firmwareSupport: {
      params: ['firmware_support'],
      query: (value) => (value.length === 0 ? {} : { firmware_support: sortedChoices(value) }),
    },
    evseProblems: {
      params: ['problems'],
      query: (value) => (value.length === 0 ? {} : { problems: sortedChoices(value) }),
    },
    fleets: { params: ['fleets'], query: fleetsParam },
    offline: { params: ['offline'], query: offlineParam },
  },
  base: (state, { fleet }) => {
    const query: EvseServerQuery = {};
    if (state.page > 1) query.page = state.page;
    const text = normalizeSearchText(state.text);
    if (text !== '') query.text = text;
    if (fleet !== undefined) query.fleet = fleet;
    if (state.sort?.direction === 'asc') query.sort = 'lastConnection';
    return query;
  },
};

/**
 * "Your EVSEs" (listYourEvses): the same list over the signed-in salesperson's customers' chargers —
 * the same groups, parameters and rule, its own cache keys (`name`) so the two lists never share an answer.
 */
export const YOUR_EVSES_LIST_MODULE: typeof EVSES_LIST_MODULE = { ...EVSES_LIST_MODULE, name: 'yours' };

/** The list controller's config of every charger list. */
export const EVSE_LIST_CONFIG = EVSES_LIST_MODULE.list;

/** The chargers call's query for a list state (page included); `fleet` scopes it to one fleet's sites. */
export function evsesServerQuery(
  state: ListState<EvseSortKey, EvseFilterGroup>,
  fleet?: string,
  fleets: FleetContext['fleets'] = [],
): EvseServerQuery {
  return listRequest(EVSES_LIST_MODULE, state, { fleet, fleets });
}
