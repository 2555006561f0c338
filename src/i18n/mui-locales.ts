import { deDE, enUS } from '@mui/material/locale';
import { deDE as pickersDeDE } from '@mui/x-date-pickers/locales';
import type { Language } from '../domain/i18n/preferences.ts';

/**
 * MUI's component texts per language (its own translations: pagination, dialogs, autocomplete), and the date
 * pickers' (their field placeholders, the calendar's buttons). The pickers' month names and first day of the week
 * come from their adapter's locale, which follows the regional format (src/components/date-adapter-locale.ts).
 */
export const MUI_LOCALES: Readonly<Record<Language, readonly object[]>> = {
  de: [deDE, pickersDeDE],
  en: [enUS],
};
export type MuiLocales = typeof MUI_LOCALES;
