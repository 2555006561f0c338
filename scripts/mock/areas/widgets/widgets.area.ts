// The embeddable widgets and their allowed origins.
import type { MockArea } from '../mock-area.ts';
import { WIDGET_HANDLERS } from './widgets.handlers.ts';

export const WIDGETS_AREA: MockArea = {
  name: 'widgets',
  handlers: [WIDGET_HANDLERS],
};
