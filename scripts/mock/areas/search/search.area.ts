// Jump to: one search over the things a person may open.
import type { MockArea } from '../mock-area.ts';
import { SEARCH_HANDLERS } from './search.handlers.ts';

export const SEARCH_AREA: MockArea = {
  name: 'search',
  handlers: [SEARCH_HANDLERS],
};
