import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../api/query-client.ts';
import { clearCacheOnSignOut } from './clear-cache-on-sign-out.ts';
import { InjectedQueryClient } from './injected-query-client.ts';

/**
 * The server-state cache of the signed-in portal. It lives in the shell (behind the sign-in guard), so the public
 * pages — /login above all, with its 170 kB budget — do not load the query library; their calls are commands, not
 * server state. The cache is emptied whenever the session ends.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const injected = useContext(InjectedQueryClient);
  const [client] = useState<QueryClient>(() => injected ?? createQueryClient());
  useEffect(() => clearCacheOnSignOut(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
