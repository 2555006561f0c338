import type { paths } from '../../api/schema.gen.ts';
import type { ListModule } from '../lists/list-module.ts';
import { normalizeSearchText } from '../lists/search-text.ts';

/*
 * The gateway search's module (searchGateways): no filter groups, a search text and a page. The rule a
 * server applies is `searchGateways` (domain/gateways/gateway-search.rules.ts).
 */

export type GatewaySearchQuery = NonNullable<paths['/ui/v1/gateways']['get']['parameters']['query']>;

export const GATEWAYS_LIST_MODULE: ListModule<never, never, GatewaySearchQuery, null> = {
  name: 'search',
  list: { groups: [] },
  params: { text: 'one', page: 'int' },
  server: {},
  base: (state) => {
    const query: GatewaySearchQuery = {};
    const text = normalizeSearchText(state.text);
    if (text !== '') query.text = text;
    if (state.page > 1) query.page = state.page;
    return query;
  },
};
