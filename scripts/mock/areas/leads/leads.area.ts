// The order funnel and its leads: list, update, contact reveal, export.
import type { MockArea } from '../mock-area.ts';
import { LEADS_HANDLERS } from './leads.handlers.ts';

export const LEADS_AREA: MockArea = {
  name: 'leads',
  handlers: [LEADS_HANDLERS],
};
