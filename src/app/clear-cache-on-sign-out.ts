import type { QueryClient } from '@tanstack/react-query';
import { readSession, subscribeToSession } from '../auth/session-storage.ts';

/**
 * Signing out empties the server-state cache: whatever ends the session (the sign-out button, a refused refresh,
 * the guard, another tab) removes the refresh token, and from then on no screen may show what the last staff
 * member loaded. Returns the unsubscribe function.
 */
export function clearCacheOnSignOut(queryClient: QueryClient): () => void {
  let signedIn = readSession().refreshToken !== null;
  return subscribeToSession(() => {
    const now = readSession().refreshToken !== null;
    if (signedIn && !now) queryClient.clear();
    signedIn = now;
  });
}
