import type { paths } from '../../api/schema.gen.ts';
import type { ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';
import { offlineParam } from '../filters/offline-window.ts';
import { filterTable } from '../filters/group-table.ts';
import { SITES_FILTER_GROUPS } from '../sites/sites.filters.ts';

/*
 * The gateway search's module (searchGateways): a search text, a page and one filter group, went offline in the
 * last … (`offline`). The rule a server applies is `filterGatewaysByServerQuery` (domain/gateways/gateway-search.rules.ts).
 */

export type GatewaySearchQuery = NonNullable<paths['/ui/v1/gateways']['get']['parameters']['query']>;

export type GatewayFilterGroup = 'offline';

export const GATEWAYS_LIST_MODULE: ListModule<GatewayFilterGroup, never, GatewaySearchQuery, null> = {
  name: 'search',
  list: { groups: ['offline'], table: filterTable(['offline'], SITES_FILTER_GROUPS) },
  params: { text: 'one', page: 'int', offline: 'one' },
  server: { offline: { params: ['offline'], query: offlineParam } },
  base: (state) => {
    const query: GatewaySearchQuery = {};
    const text = normalizeSearchText(state.text);
    if (text !== '') query.text = text;
    if (state.page > 1) query.page = state.page;
    return query;
  },
};
