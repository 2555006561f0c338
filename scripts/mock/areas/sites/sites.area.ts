// The HEMS providers, prepared installations, sites, fleets, a site's detail and the problem lists.
import type { MockArea } from '../mock-area.ts';
import { SITES_HANDLERS } from './sites.handlers.ts';

export const SITES_AREA: MockArea = {
  name: 'sites',
  handlers: [SITES_HANDLERS],
};
