import type { ApiClient } from '../api/client.ts';

export interface HeldRequest<T> {
  /** The held answer of this client while it is younger than the maximum age, else a new request. */
  get(api: ApiClient): Promise<T>;
  /** Drops the held answer: the next `get` asks again. */
  forget(): void;
}

/**
 * One request per client shared by every screen that needs its answer within `maxAgeMs`. A failure is not kept:
 * the next screen (or Try again) asks again.
 */
export function heldRequest<T>(request: (api: ApiClient) => Promise<T>, maxAgeMs: number): HeldRequest<T> {
  let held: { api: ApiClient; at: number; promise: Promise<T> } | null = null;
  return {
    get(api) {
      if (held !== null && held.api === api && Date.now() - held.at <= maxAgeMs) return held.promise;
      const entry = { api, at: Date.now(), promise: request(api) };
      held = entry;
      entry.promise.catch(() => {
        if (held === entry) held = null;
      });
      return entry.promise;
    },
    forget() {
      held = null;
    },
  };
}
