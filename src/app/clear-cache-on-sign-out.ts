import type { QueryClient } from '@tanstack/react-query';
import { readSession, subscribeToSession } from '../auth/session-storage.ts';

/**
 * Signing out empties the server-state cache: whatever ends the session (the sign-out button, a refused refresh,
 * the guard, another tab) removes the refresh token, and from then on no screen may show what the last staff
 * member loaded. Returns the unsubscribe function.
 */
export function clearCacheOnSignOut(queryClient: QueryClient): () => void {
  // A deactivated person's page stays under its notice until they leave it: the cache stays as long.
  const inUse = () => {
    const session = readSession();
    return session.refreshToken !== null || session.pageKept;
  };
  let signedIn = inUse();
  return subscribeToSession(() => {
    const now = inUse();
    if (signedIn && !now) queryClient.clear();
    signedIn = now;
  });
}
