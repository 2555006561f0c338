/*
 * The person's two display choices, kept apart: the language of the words (Deutsch, English) and the regional format
 * of dates, numbers and money (de-DE, en-GB, en-US …). A German colleague may want English words with German dates.
 */

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const FORMATS = ['de-DE', 'de-AT', 'de-CH', 'en-GB', 'en-US'] as const;
export type RegionalFormat = (typeof FORMATS)[number];

export interface DisplayPreferences {
  language: Language;
  format: RegionalFormat;
}

/** The portal serves a German provider: German words and formats when the browser names nothing we offer. */
export const FALLBACK_PREFERENCES: DisplayPreferences = Object.freeze({ language: 'de', format: 'de-DE' });

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const isRegionalFormat = (value: unknown): value is RegionalFormat =>
  typeof value === 'string' && (FORMATS as readonly string[]).includes(value);

/** The language of a format's tag (`en-GB` → `en`). */
export const languageOfFormat = (format: RegionalFormat): Language => (format.startsWith('de') ? 'de' : 'en');

/** The format we offer for a browser tag: an exact match, else the language's first format (`de` → de-DE). */
function formatOfTag(tag: string): RegionalFormat | null {
  const lower = tag.trim().toLowerCase();
  const exact = FORMATS.find((format) => format.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  if (language === 'de') return 'de-DE';
  // English without a region, or a region we do not offer (en-IE, en-AU): British dates, the nearer to German ones.
  if (language === 'en') return lower === 'en' ? 'en-US' : 'en-GB';
  return null;
}

/** What the browser asks for (`navigator.languages`, most wanted first): each choice from the first tag we offer. */
export function preferencesFromBrowser(tags: readonly string[] | undefined): DisplayPreferences {
  const list = tags ?? [];
  let language: Language | null = null;
  let format: RegionalFormat | null = null;
  for (const tag of list) {
    const lower = tag.trim().toLowerCase();
    const tagLanguage = lower.split('-')[0];
    if (language === null && isLanguage(tagLanguage)) language = tagLanguage;
    format ??= formatOfTag(tag);
    if (language !== null && format !== null) break;
  }
  return {
    language: language ?? FALLBACK_PREFERENCES.language,
    format: format ?? FALLBACK_PREFERENCES.format,
  };
}

/**
 * Stored preferences read field by field: a valid field is kept, a missing or corrupt one falls back to `fallback`
 * (the browser's), so a bad entry never loses the other choice. Accepts the stored text or an answer's object.
 */
export function readPreferences(stored: unknown, fallback: DisplayPreferences): DisplayPreferences {
  let value: unknown = stored;
  if (typeof stored === 'string') {
    try {
      value = JSON.parse(stored);
    } catch {
      value = null;
    }
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return {
    language: isLanguage(record.language) ? record.language : fallback.language,
    format: isRegionalFormat(record.format) ? record.format : fallback.format,
  };
}

/** The text kept in local storage. */
export const writePreferences = (preferences: DisplayPreferences): string =>
  JSON.stringify({ language: preferences.language, format: preferences.format });

/** The first day of the week in a format's calendar: Monday (1) for the German and British ones, Sunday (0) in the US. */
export const weekStartOf = (format: RegionalFormat): 0 | 1 => (format === 'en-US' ? 0 : 1);

/** How each choice names itself in the menu (a language in its own words, so it can be found in either UI). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = Object.freeze({
  de: 'Deutsch',
  en: 'English',
});
