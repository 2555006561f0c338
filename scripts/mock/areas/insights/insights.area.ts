// The daily trends and the prices (day-ahead prices, grid-fee zones).
import type { MockArea } from '../mock-area.ts';
import { PRICING_HANDLERS } from './pricing.handlers.ts';
import { TRENDS_HANDLERS } from './trends.handlers.ts';

export const INSIGHTS_AREA: MockArea = {
  name: 'insights',
  handlers: [TRENDS_HANDLERS, PRICING_HANDLERS],
};
