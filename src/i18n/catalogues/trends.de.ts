import type { Catalogue } from '../catalogue-types.ts';
import type { trends as source } from './trends.en.ts';

export const trends: Catalogue<typeof source> = {
  'trends.placeholder': '',
};
