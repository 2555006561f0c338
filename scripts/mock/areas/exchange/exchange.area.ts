// The market data exchange's messages and the background job runs with their logs.
import type { MockArea } from '../mock-area.ts';
import { EXCHANGE_HANDLERS } from './exchange.handlers.ts';
import { JOB_RUNS_HANDLERS } from './job-runs.handlers.ts';

export const EXCHANGE_AREA: MockArea = {
  name: 'exchange',
  handlers: [EXCHANGE_HANDLERS, JOB_RUNS_HANDLERS],
};
