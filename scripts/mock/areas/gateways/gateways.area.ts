// Gateway search, a gateway, an installation's gateways and their charge-point candidates.
import type { MockArea } from '../mock-area.ts';
import { GATEWAY_HANDLERS } from './gateways.handlers.ts';

export const GATEWAYS_AREA: MockArea = {
  name: 'gateways',
  handlers: [GATEWAY_HANDLERS],
};
