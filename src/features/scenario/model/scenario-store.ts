import { isActive, parseChoices, serializeChoices, type Choice, type Choices } from './scenario-choices.ts';

/** sessionStorage key: choices last for the tab's session and never reach another tab or a later visit. */
export const STORAGE_KEY = 'mock-scenarios';

/** The parts of Storage the store uses (sessionStorage, or a stand-in in tests). */
export type ChoiceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ScenarioStore {
  /** The current choices; the same object until something changes (a snapshot for useSyncExternalStore). */
  read(): Choices;
  /** Sets one operation's choice; an inactive choice (normal answer, no delay) removes it. */
  set(key: string, choice: Choice | undefined): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
}

/** A store over `storage`; unreadable or full storage degrades to choices held in memory. */
export function createScenarioStore(storage: ChoiceStorage | undefined): ScenarioStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let snapshot: { text: string | null; choices: Choices } = { text: null, choices: {} };

  const load = (): string | null => {
    try {
      return storage ? storage.getItem(STORAGE_KEY) : memory;
    } catch {
      return memory;
    }
  };
  const save = (text: string | null) => {
    memory = text;
    try {
      if (text === null) storage?.removeItem(STORAGE_KEY);
      else storage?.setItem(STORAGE_KEY, text);
    } catch {
      // Keep the in-memory copy: the switcher still works for this page.
    }
  };
  const read = (): Choices => {
    const text = load();
    if (text !== snapshot.text) snapshot = { text, choices: parseChoices(text) };
    return snapshot.choices;
  };
  const write = (choices: Choices) => {
    save(Object.keys(choices).length === 0 ? null : serializeChoices(choices));
    for (const listener of listeners) listener();
  };

  return {
    read,
    set(key, choice) {
      const next: Record<string, Choice> = { ...read() };
      if (isActive(choice)) next[key] = choice;
      else delete next[key];
      write(next);
    },
    reset: () => write({}),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
