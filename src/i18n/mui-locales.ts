import { deDE, enUS } from '@mui/material/locale';
import type { Language } from '../domain/i18n/preferences.ts';

/** MUI's component texts per language (its own translations: pagination, dialogs, autocomplete). */
export const MUI_LOCALES: Readonly<Record<Language, typeof deDE>> = { de: deDE, en: enUS };
export type MuiLocales = typeof MUI_LOCALES;
