import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write succeeded: marks the reads it changed stale and refetches the ones on screen, in the background. A
 * write's `onSuccess` calls this and returns nothing, so the write settles — its dialog closes and its message shows —
 * as soon as the server answered, not once every refetch came back (a reassignment waited 8 s for them).
 */
export function refreshAfterWrite(queryClient: QueryClient, keys: readonly QueryKey[]): void {
  for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
}
