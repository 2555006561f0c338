import { useSyncExternalStore } from 'react';
import type { Choices } from '../model/scenario-choices.ts';
import type { ScenarioStore } from '../model/scenario-store.ts';

export function useScenarioChoices(store: ScenarioStore): Choices {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
