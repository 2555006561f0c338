import type { Language } from '../domain/i18n/preferences.ts';
import { CATALOGUE_AREAS, type CatalogueArea, type Loader } from './areas.ts';
import type { CompiledMessages, MessageKey } from './catalogue-types.ts';
import { formatMessage, type Compiled } from './format.ts';

/** Every loaded message per language (the areas' catalogues merged). */
const messages: Partial<Record<Language, Record<string, unknown>>> = {};
const load = (lang: Language, more: CompiledMessages): void => {
  messages[lang] = { ...messages[lang], ...more };
};

/** Each area's loaders: the entry's (areas.ts) from the start, the screens' once screen-areas.ts has loaded. */
const loaders = new Map<string, Readonly<Record<Language, Loader>>>(Object.entries(CATALOGUE_AREAS));

/** Adds areas whose loaders live outside the entry (screen-areas.ts). */
export function registerCatalogueAreas(
  more: Readonly<Record<string, Readonly<Record<Language, Loader>>>>,
): void {
  for (const [area, loader] of Object.entries(more)) loaders.set(area, loader);
}

const loaded = new Set<string>();
const inUse = new Set<string>(['entry']);
let language: Language | null = null;

/** Marks catalogues loaded by other means (english-at-start.ts, for tests): they are not fetched again. */
export function markLoaded(area: string, lang: Language, more: CompiledMessages): void {
  load(lang, more);
  loaded.add(`${area}.${lang}`);
}

/** Shows a language whose catalogues are all loaded already, at once (tests; the entry awaits activateLanguage). */
export function activateLoaded(lang: Language): void {
  language = lang;
}

/** Areas whose words only one language shows (the errors' German: English shows the server's own messages). */
const onlyIn = new Map<string, Language>();

async function loadArea(area: string, lang: Language): Promise<void> {
  const key = `${area}.${lang}`;
  if (loaded.has(key)) return;
  const only = onlyIn.get(area);
  if (only !== undefined && only !== lang) return;
  const loader = loaders.get(area);
  if (loader === undefined) throw new Error(`no catalogue area ${area}`);
  const { messages } = await loader[lang]();
  load(lang, messages);
  loaded.add(key);
}

/** The language shown now (null before the first activation). */
export const activeLanguage = (): Language | null => language;

/**
 * Shows `lang`: loads the catalogues of every area in use in that language, then switches (the words change in one
 * step, never half). A catalogue that fails to load rejects, and the language shown stays.
 */
export async function activateLanguage(lang: Language): Promise<void> {
  await Promise.all([...inUse].map((area) => loadArea(area, lang)));
  language = lang;
}

/** An area's words in the language shown (and in the next one activated): awaited before the area's code renders. */
export async function loadCatalogueArea(area: CatalogueArea): Promise<void> {
  return loadRegisteredArea(area);
}

/**
 * An area whose words only `lang` shows: loaded while `lang` is shown and whenever the person switches to it, never
 * in another language (whose readers do not pay for it).
 */
export async function loadCatalogueAreaIn(area: CatalogueArea, lang: Language): Promise<void> {
  onlyIn.set(area, lang);
  return loadRegisteredArea(area);
}

/** The same for an area registered by registerCatalogueAreas (screen-areas.ts types its names). */
export async function loadRegisteredArea(area: string): Promise<void> {
  inUse.add(area);
  if (language !== null) await loadArea(area, language);
}

/** A message in the language shown. Values fill its placeholders (`{name}`), plural forms included. */
export function t(key: MessageKey, values?: Record<string, unknown>): string {
  // No language could be loaded at all (its chunk failed): the key shows rather than nothing.
  if (language === null) return key;
  const message = messages[language]?.[key];
  return message === undefined ? key : formatMessage(language, message as Compiled, values);
}

/**
 * A message looked up by a key made at run time (a filter group's legend by its group and value), or `fallback`
 * where the catalogue has none: the words a table declares in English stay English until their message is added.
 */
export function tOr(key: string, fallback: string, values?: Record<string, unknown>): string {
  if (language === null) return fallback;
  const message = messages[language]?.[key];
  return message === undefined ? fallback : formatMessage(language, message as Compiled, values);
}
