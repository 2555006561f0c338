import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, useState, type ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import { ApiClientContext } from '../api/api-client-context.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import type { DisplayPreferences } from '../domain/i18n/preferences.ts';
import { initialPreferences } from '../i18n/display-preferences.ts';
import { DisplayPreferencesProvider } from '../i18n/display-preferences-provider.tsx';
import { RuntimeConfigContext } from '../config/runtime-config-context.ts';
import { InjectedQueryClient } from './injected-query-client.ts';
import { theme } from './theme.ts';

interface AppProvidersProps {
  api: ApiClient;
  /** The deployment's /config.json, as the entry read it (footer links, the environment badge). */
  config?: RuntimeConfig;
  /** The page's CSP nonce (src/app/csp-nonce.ts): every <style> Emotion inserts carries it. */
  nonce?: string;
  /** The server-state cache for the shell to use (tests inspect it); by default the shell makes its own. */
  queryClient?: QueryClient;
  /**
   * The style cache to insert into; by default one of its own per mount. Tests hand in theirs, to take its <style>
   * elements out after each test (tests/helpers/app-harness.tsx): jsdom's style lookups walk every rule left.
   */
  styleCache?: EmotionCache;
  /** The language and format to start with (the entry activated its language); by default this browser's. */
  preferences?: DisplayPreferences;
  children: ReactNode;
}

/**
 * Everything every screen relies on: styles (under the CSP), the language and format, theme, baseline styles and
 * the API client. The
 * server-state cache is the shell's (app/server-state.tsx): public pages do not load the query library.
 */
export function AppProviders({
  api,
  config,
  nonce,
  queryClient,
  styleCache: given,
  preferences,
  children,
}: AppProvidersProps) {
  const [styleCache] = useState(() => given ?? createCache({ key: 'css', nonce }));
  const [initial] = useState(() => preferences ?? initialPreferences(window));
  return (
    <StrictMode>
      <CacheProvider value={styleCache}>
        <DisplayPreferencesProvider initial={initial} theme={theme}>
          <CssBaseline />
          <InjectedQueryClient.Provider value={queryClient ?? null}>
            <RuntimeConfigContext.Provider value={config}>
              <ApiClientContext.Provider value={api}>{children}</ApiClientContext.Provider>
            </RuntimeConfigContext.Provider>
          </InjectedQueryClient.Provider>
        </DisplayPreferencesProvider>
      </CacheProvider>
    </StrictMode>
  );
}
