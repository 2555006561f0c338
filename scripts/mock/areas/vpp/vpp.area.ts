// The virtual power plant: its sites, the pool, enrolment and withdrawal.
import type { MockArea } from '../mock-area.ts';
import { VPP_HANDLERS } from './vpp.handlers.ts';

export const VPP_AREA: MockArea = {
  name: 'vpp',
  handlers: [VPP_HANDLERS],
};
