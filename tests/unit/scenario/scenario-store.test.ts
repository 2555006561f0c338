import { describe, expect, it, vi } from 'vitest';
import {
  createScenarioStore,
  STORAGE_KEY,
  type ChoiceStorage,
} from '../../../src/features/scenario/model/scenario-store.ts';

const empty500 = { answer: { kind: 'error', status: 500 }, delayMs: 0 } as const;
const slow = { answer: { kind: 'rule' }, delayMs: 3000 } as const;

function memoryStorage(): ChoiceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('scenario store', () => {
  it('keeps choices in session storage, so they survive a reload of the page', () => {
    const storage = memoryStorage();
    const first = createScenarioStore(storage);
    first.set('GET /ui/v1/profile', empty500);
    first.set('GET /ui/v1/sites/fleets', slow);
    // A reload builds a new store over the same storage.
    const second = createScenarioStore(storage);
    expect(second.read()).toEqual({ 'GET /ui/v1/profile': empty500, 'GET /ui/v1/sites/fleets': slow });
    expect(JSON.parse(storage.data.get(STORAGE_KEY) ?? '')).toEqual({
      'GET /ui/v1/profile': { answer: 'code=500', delayMs: 0 },
      'GET /ui/v1/sites/fleets': { answer: 'rule', delayMs: 3000 },
    });
  });

  it('removes a choice set back to normal, and everything on reset', () => {
    const storage = memoryStorage();
    const store = createScenarioStore(storage);
    store.set('GET /ui/v1/profile', empty500);
    store.set('GET /ui/v1/sites/fleets', slow);
    store.set('GET /ui/v1/profile', { answer: { kind: 'rule' }, delayMs: 0 });
    expect(Object.keys(store.read())).toEqual(['GET /ui/v1/sites/fleets']);
    store.reset();
    expect(store.read()).toEqual({});
    expect(storage.data.has(STORAGE_KEY)).toBe(false);
  });

  it('hands out the same snapshot until something changes, and notifies subscribers', () => {
    const store = createScenarioStore(memoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.read();
    expect(store.read()).toBe(before);
    store.set('GET /ui/v1/profile', empty500);
    expect(listener).toHaveBeenCalledTimes(1);
    const after = store.read();
    expect(after).not.toBe(before);
    expect(store.read()).toBe(after);
    unsubscribe();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('works in memory when storage throws or is missing', () => {
    const hostile: ChoiceStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const storage of [hostile, undefined]) {
      const store = createScenarioStore(storage);
      store.set('GET /ui/v1/profile', empty500);
      expect(store.read()).toEqual({ 'GET /ui/v1/profile': empty500 });
      store.reset();
      expect(store.read()).toEqual({});
    }
  });

  it('ignores corrupt stored text', () => {
    const storage = memoryStorage();
    storage.data.set(STORAGE_KEY, '{"GET /x": {"answer": 5}');
    expect(createScenarioStore(storage).read()).toEqual({});
  });
});
