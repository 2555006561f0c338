import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, useState, type ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import { ApiClientContext } from '../api/api-client-context.ts';
import { theme } from './theme.ts';

interface AppProvidersProps {
  api: ApiClient;
  /** The page's CSP nonce (src/app/csp-nonce.ts): every <style> Emotion inserts carries it. */
  nonce?: string;
  children: ReactNode;
}

/** Everything every screen relies on: styles (under the CSP), theme, baseline styles and the API client. */
export function AppProviders({ api, nonce, children }: AppProvidersProps) {
  const [styleCache] = useState(() => createCache({ key: 'css', nonce }));
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>
  );
}
