import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DisplayPreferences } from '../domain/i18n/preferences.ts';
import {
  DisplayPreferencesContext,
  storePreferences,
  type DisplayPreferencesValue,
} from './display-preferences.ts';
import { activateLanguage } from './i18n.ts';
import { setActiveFormat } from '../domain/format/active-format.ts';

/**
 * The person's language and format for everything below: `<html lang>`, the words (src/i18n/i18n.ts) and the
 * regional format every number, date and CSV is written in (src/domain/format/active-format.ts). A change applies
 * without a reload: the new language's catalogues load first, then all switches at once (the format is set before
 * the screens draw again, so they draw in it). The first paint never waits here: the entry activated the starting
 * language before rendering. MUI's own texts follow the language inside the shell (mui-locale-theme.tsx), which
 * /login does not load.
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
  const [preferences, setPreferences] = useState(() => {
    // Before the first render below: every formatter the screens call writes in the chosen format from the start.
    setActiveFormat(initial.format);
    return initial;
  });
  const current = useRef(preferences);

  useEffect(() => {
    document.documentElement.lang = preferences.language;
  }, [preferences.language]);

  const choose = useCallback(async (next: Partial<DisplayPreferences>) => {
    const target: DisplayPreferences = { ...current.current, ...next };
    await activateLanguage(target.language);
    storePreferences(window, target);
    current.current = target;
    setActiveFormat(target.format);
    setPreferences(target);
  }, []);

  const value = useMemo<DisplayPreferencesValue>(() => ({ preferences, choose }), [preferences, choose]);
  return (
    <DisplayPreferencesContext.Provider value={value}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </DisplayPreferencesContext.Provider>
  );
}
