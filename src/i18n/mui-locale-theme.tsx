import { ThemeProvider, createTheme, useTheme } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useDisplayPreferences } from './display-preferences.ts';
import type { MuiLocales } from './mui-locales.ts';

const loadMuiLocales = () => import('./mui-locales.ts').then((m) => m.MUI_LOCALES);

/** MUI's component texts (pagination, dialogs) in the language shown; English is MUI's own, so it loads nothing. */
export function MuiLocaleTheme({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const { language } = useDisplayPreferences().preferences;
  const [locales, setLocales] = useState<MuiLocales | null>(null);
  useEffect(() => {
    if (language === 'en' || locales !== null) return;
    let live = true;
    void loadMuiLocales().then(
      (loaded) => live && setLocales(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language, locales]);
  const localized = useMemo(
    () => (locales === null || language === 'en' ? theme : createTheme(theme, ...locales[language])),
    [theme, locales, language],
  );
  return <ThemeProvider theme={localized}>{children}</ThemeProvider>;
}
