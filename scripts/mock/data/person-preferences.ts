// Each person's display preferences (language, regional format) in the owner's world: in memory, per dataset and
// per staff id, gone when the mock restarts or the world is reset (a reset makes a new dataset).
import type { components } from '../../../src/api/schema.gen.ts';
import type { Dataset } from './dataset.ts';

export type DisplayPreferences = components['schemas']['DisplayPreferences'];

const stores = new WeakMap<Dataset, Map<string, DisplayPreferences>>();

function storeOf(data: Dataset): Map<string, DisplayPreferences> {
  let store = stores.get(data);
  if (store === undefined) {
    store = new Map();
    stores.set(data, store);
  }
  return store;
}

/** The person's stored choices; `{}` for one who never chose. */
export const preferencesOf = (data: Dataset, personId: string): DisplayPreferences =>
  storeOf(data).get(personId) ?? {};

export function storePreferences(data: Dataset, personId: string, preferences: DisplayPreferences): void {
  storeOf(data).set(personId, { language: preferences.language, format: preferences.format });
}
