import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import { ApiClientContext } from '../api/api-client-context.ts';
import { createQueryClient } from '../api/query-client.ts';
import { clearCacheOnSignOut } from './clear-cache-on-sign-out.ts';
import { theme } from './theme.ts';

interface AppProvidersProps {
  api: ApiClient;
  /** The page's CSP nonce (src/app/csp-nonce.ts): every <style> Emotion inserts carries it. */
  nonce?: string;
  /** The server-state cache; by default a new one per mount (tests start from nothing). */
  queryClient?: QueryClient;
  children: ReactNode;
}

/**
 * Everything every screen relies on: styles (under the CSP), theme, baseline styles, the API client and the
 * server-state cache (emptied on sign-out).
 */
export function AppProviders({ api, nonce, queryClient, children }: AppProvidersProps) {
  const [styleCache] = useState(() => createCache({ key: 'css', nonce }));
  const [cache] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => clearCacheOnSignOut(cache), [cache]);
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <QueryClientProvider client={cache}>
            <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
