import type { Locale } from 'date-fns';
import { useEffect, useState } from 'react';
import type { RegionalFormat } from '../domain/i18n/preferences.ts';
import { useDisplayPreferences } from '../i18n/display-preferences.ts';

/** date-fns's locale of each format (month names, the week's first day: Monday but in the US), each its own chunk. */
const LOADERS: Readonly<Record<RegionalFormat, () => Promise<Locale>>> = {
  'de-DE': () => import('date-fns/locale/de').then((m) => m.de),
  'de-AT': () => import('date-fns/locale/de-AT').then((m) => m.deAT),
  'de-CH': () => import('date-fns/locale/de').then((m) => m.de),
  'en-GB': () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  'en-US': () => import('date-fns/locale/en-US').then((m) => m.enUS),
};

/**
 * The date pickers' adapter locale for the person's format; undefined until it has loaded (the pickers then draw
 * with date-fns's default, and again once it is there).
 */
export function useDateAdapterLocale(): Locale | undefined {
  const { format } = useDisplayPreferences().preferences;
  const [loaded, setLoaded] = useState<{ format: RegionalFormat; locale: Locale } | null>(null);
  useEffect(() => {
    let live = true;
    void LOADERS[format]().then(
      (locale) => live && setLoaded({ format, locale }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [format]);
  return loaded?.format === format ? loaded.locale : undefined;
}
