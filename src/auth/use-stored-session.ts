import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type StoredSession } from './session-storage.ts';

/** The stored session, re-rendering on every write here or in another tab. */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribeToSession, readSession, readSession);
}
