// The development build's entry to the mock scenario switcher (DESIGN §3 "The mock"). src/main.tsx imports this
// file only behind `import.meta.env.DEV`, so production builds contain none of it (scripts/budget/
// check-no-dev-code.ts proves it on dist/). Its words stay English in both languages on purpose: it is a developer's
// tool, never shown to the staff, and a catalogue of its words would put some of them into the production build.
import type { ReactElement } from 'react';
import type { CreateApiClientOptions } from '../../api/client.ts';
import { getScenarioCatalog } from './api/get-scenario-catalog.ts';
import { ScenarioSwitcher } from './components/scenario-switcher.tsx';
import { createScenarioDecorator } from './model/scenario-decorator.ts';
import { createScenarioStore, type ChoiceStorage } from './model/scenario-store.ts';

function sessionStore(): ChoiceStorage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface DevScenario {
  /** Options for createAppApiClient: the decorator that adds the scenario header. */
  clientOptions: Pick<CreateApiClientOptions, 'decorateRequest'>;
  /** The switcher, to render inside the app's providers. */
  switcher: ReactElement;
}

export function setUpDevScenario(storage: ChoiceStorage | undefined = sessionStore()): DevScenario {
  const store = createScenarioStore(storage);
  return {
    clientOptions: { decorateRequest: createScenarioDecorator(store) },
    switcher: <ScenarioSwitcher store={store} loadCatalog={getScenarioCatalog} />,
  };
}
