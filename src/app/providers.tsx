import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode, type ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import { ApiClientContext } from './api-client-context.ts';
import { theme } from './theme.ts';

/** Everything every screen relies on: theme, baseline styles and the API client. */
export function AppProviders({ api, children }: { api: ApiClient; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
      </ThemeProvider>
    </StrictMode>
  );
}
