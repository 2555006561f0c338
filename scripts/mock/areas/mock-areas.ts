// The one registry of the mock's areas: every folder under scripts/mock/areas/ declares its handlers in
// `<area>.area.ts`, and this list is what the data layer answers with (by operationId). A new area is one line here;
// a new handler file of an area is one entry in its area file.
import { handlersOf, type HandlerMap, type MockArea } from './mock-area.ts';
import { ACCESS_AREA } from './access/access.area.ts';
import { API_DOCS_AREA } from './api-docs/api-docs.area.ts';
import { ENERGY_AREA } from './energy/energy.area.ts';
import { EVSES_AREA } from './evses/evses.area.ts';
import { EXCHANGE_AREA } from './exchange/exchange.area.ts';
import { GATEWAYS_AREA } from './gateways/gateways.area.ts';
import { INSIGHTS_AREA } from './insights/insights.area.ts';
import { INSTALL_AREA } from './install/install.area.ts';
import { LEADS_AREA } from './leads/leads.area.ts';
import { SEARCH_AREA } from './search/search.area.ts';
import { SITES_AREA } from './sites/sites.area.ts';
import { VPP_AREA } from './vpp/vpp.area.ts';
import { WIDGETS_AREA } from './widgets/widgets.area.ts';

export const MOCK_AREAS: readonly MockArea[] = [
  SITES_AREA,
  EVSES_AREA,
  GATEWAYS_AREA,
  SEARCH_AREA,
  ENERGY_AREA,
  ACCESS_AREA,
  EXCHANGE_AREA,
  API_DOCS_AREA,
  INSTALL_AREA,
  VPP_AREA,
  INSIGHTS_AREA,
  LEADS_AREA,
  WIDGETS_AREA,
];

/** Every data-backed operation's handler, by operationId. */
export const HANDLERS: HandlerMap = handlersOf(MOCK_AREAS);
