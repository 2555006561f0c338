// A site's energy (assets, history, telemetry, live sample) and a fleet's energy dashboard.
import type { MockArea } from '../mock-area.ts';
import { ENERGY_HANDLERS } from './energy.handlers.ts';
import { FLEET_ENERGY_HANDLERS } from './fleet-energy.handlers.ts';

export const ENERGY_AREA: MockArea = {
  name: 'energy',
  handlers: [ENERGY_HANDLERS, FLEET_ENERGY_HANDLERS],
};
