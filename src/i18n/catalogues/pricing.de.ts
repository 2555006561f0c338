import type { Catalogue } from '../catalogue-types.ts';
import type { pricing as source } from './pricing.en.ts';

export const pricing: Catalogue<typeof source> = {
  'pricing.placeholder': '',
};
