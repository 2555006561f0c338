import type { Catalogue } from '../catalogue-types.ts';
import type { activity as source } from './activity.en.ts';

export const activity: Catalogue<typeof source> = {
  'activity.placeholder': '',
};
