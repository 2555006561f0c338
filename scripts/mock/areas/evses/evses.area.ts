// The chargers: lists, one charger, history, models, a fleet's summary, the changes and commands, a salesperson's chargers.
import type { MockArea } from '../mock-area.ts';
import { EVSE_HANDLERS } from './evses.handlers.ts';
import { EVSE_CHANGE_HANDLERS } from './evse-changes.handlers.ts';
import { YOUR_EVSES_HANDLERS } from './your-evses.handlers.ts';

export const EVSES_AREA: MockArea = {
  name: 'evses',
  handlers: [EVSE_HANDLERS, EVSE_CHANGE_HANDLERS, YOUR_EVSES_HANDLERS],
};
