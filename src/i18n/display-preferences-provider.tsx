import { ThemeProvider, createTheme, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DisplayPreferences } from '../domain/i18n/preferences.ts';
import {
  DisplayPreferencesContext,
  storePreferences,
  type DisplayPreferencesValue,
} from './display-preferences.ts';
import { activateLanguage } from './i18n.ts';
import type { MuiLocales } from './mui-locales.ts';

const loadMuiLocales = () => import('./mui-locales.ts').then((m) => m.MUI_LOCALES);

/**
 * The person's language and format for everything below: `<html lang>`, the words (Lingui), MUI's component texts
 * by language. A change applies without a reload: the new language's catalogues load first, then all switches.
 * The first paint never waits here: the entry activated the starting language before rendering.
 */
export function DisplayPreferencesProvider({
  initial,
  theme,
  children,
}: {
  initial: DisplayPreferences;
  theme: Theme;
  children: ReactNode;
}) {
  const [preferences, setPreferences] = useState(initial);
  const [muiLocales, setMuiLocales] = useState<MuiLocales | null>(null);

  useEffect(() => {
    document.documentElement.lang = preferences.language;
  }, [preferences.language]);

  // MUI's own texts (pagination, dialogs) come with the first screen that could show them, not with /login.
  useEffect(() => {
    if (preferences.language === 'en' || muiLocales !== null) return;
    let live = true;
    void loadMuiLocales().then(
      (locales) => live && setMuiLocales(locales),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [preferences.language, muiLocales]);

  const current = useRef(preferences);
  const choose = useCallback(async (next: Partial<DisplayPreferences>) => {
    const target: DisplayPreferences = { ...current.current, ...next };
    await activateLanguage(target.language);
    storePreferences(window, target);
    current.current = target;
    setPreferences(target);
  }, []);

  const value = useMemo<DisplayPreferencesValue>(() => ({ preferences, choose }), [preferences, choose]);
  const localized = useMemo(
    () =>
      muiLocales === null || preferences.language === 'en'
        ? theme
        : createTheme(theme, muiLocales[preferences.language]),
    [theme, muiLocales, preferences.language],
  );
  return (
    <DisplayPreferencesContext.Provider value={value}>
      <ThemeProvider theme={localized}>{children}</ThemeProvider>
    </DisplayPreferencesContext.Provider>
  );
}
