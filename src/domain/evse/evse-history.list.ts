import type { paths } from '../../api/schema.gen.ts';
import { sortedChoices, type ListModule } from '../lists/list-module.ts';
import { filterTable } from '../filters/group-table.ts';
import { EVSE_FILTER_GROUPS } from './evse.filters.ts';

/*
 * A charger's history log's module (listEvseHistory): filtered by event type on the server,
 * cursor-paged ("Load older" adds the `cursor` of the page before, so a request for the log has none).
 */

export type EvseHistoryWireQuery = NonNullable<
  paths['/ui/v1/evses/{evseUuid}/history']['get']['parameters']['query']
>;

/** Besides the list state: how many events a page holds (the screen's 50, the export's 100). */
export interface EvseHistoryContext {
  readonly limit: number;
}

export const EVSE_HISTORY_LIST_MODULE: ListModule<
  'eventTypes',
  never,
  EvseHistoryWireQuery,
  EvseHistoryContext
> = {
  name: 'history',
  list: { groups: ['eventTypes'], table: filterTable(['eventTypes'], EVSE_FILTER_GROUPS) },
  params: { cursor: 'one', limit: 'int', types: 'many', from: 'one', to: 'one' },
  server: {
    eventTypes: {
      params: ['types'],
      query: (value) => (value.length === 0 ? {} : { types: sortedChoices(value) }),
    },
  },
  base: (_state, { limit }) => ({ limit }),
};
