// The API documents the docs screen renders.
import type { MockArea } from '../mock-area.ts';
import { API_DOC_HANDLERS } from './api-docs.handlers.ts';

export const API_DOCS_AREA: MockArea = {
  name: 'api-docs',
  handlers: [API_DOC_HANDLERS],
};
