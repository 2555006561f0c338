import type { Catalogue } from '../catalogue-types.ts';
import type { fleets as source } from './fleets.en.ts';

export const fleets: Catalogue<typeof source> = {
  'fleets.placeholder': 'x',
};
