// The language an e2e walk reads the portal in: English (the suite's default), German (a de-DE browser: the German
// catalogues) or the pseudo-locale (an English browser whose English catalogue chunks are answered in the
// pseudo-locale, scripts/i18n/pseudo-locale.ts: nothing of it is built or shipped). The walk finds its landmarks by
// their names in that language, read from the same catalogues the app shows, so a renamed message moves the walk too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { catalogueModule, pseudoCatalogue, pseudoCompiled } from '../../scripts/i18n/pseudo-locale.ts';
import { formatMessage, type Compiled } from '../../src/i18n/format.ts';
import type { MessageKey } from '../../src/i18n/catalogue-types.ts';

export type WalkLanguage = 'en' | 'de' | 'pseudo';

const COMPILED = join(import.meta.dirname, '../../src/i18n/compiled');

/** A compiled catalogue file's messages (`export const messages = {…};`). */
function readCompiled(file: string): Record<string, unknown> {
  const text = readFileSync(join(COMPILED, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Record<string, unknown>;
}

/** Every area's compiled messages in one language (`en`, `de`), by area. */
export function compiledAreas(lang: 'en' | 'de'): Map<string, Record<string, unknown>> {
  const areas = new Map<string, Record<string, unknown>>();
  for (const file of readdirSync(COMPILED)) {
    const match = new RegExp(`^([a-z-]+)\\.${lang}\\.gen\\.ts$`).exec(file);
    if (match?.[1] !== undefined) areas.set(match[1], readCompiled(file));
  }
  return areas;
}

let pseudoAreas: Map<string, Record<string, unknown>> | undefined;
const pseudo = () =>
  (pseudoAreas ??= new Map(
    [...compiledAreas('en')].map(([area, messages]) => [area, pseudoCatalogue(messages)]),
  ));

/** A message of the catalogues, formatted, in a walk's language. */
export function message(lang: WalkLanguage, key: MessageKey, values?: Record<string, unknown>): string {
  const areas = lang === 'pseudo' ? pseudo() : compiledAreas(lang);
  for (const messages of areas.values()) {
    if (key in messages) return formatMessage(lang === 'de' ? 'de' : 'en', messages[key] as Compiled, values);
  }
  throw new Error(`no message ${key}`);
}

/** A word as the pseudo-locale accents it, without the padding (`Filter` → `Ƒîļţéŕ`). */
function accented(word: string): string {
  const compiled = pseudoCompiled(word);
  const text = Array.isArray(compiled) ? compiled.filter((part) => typeof part === 'string').join('') : word;
  return text.replace(/ \[·*\]$/, '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names the walk finds its way by, in a language. */
export interface WalkWords {
  /** The main navigation's name (guarded routes have it, public ones do not). */
  mainNavigation: string;
  /** A heading that says the route failed: the error page's or the not-found page's. */
  failed: RegExp;
  /** The button that opens a screen's filters. */
  filterButton: RegExp;
  /** The filter panel or dialog. */
  filterPanel: RegExp;
}

export function walkWords(lang: WalkLanguage): WalkWords {
  const text = (key: MessageKey) => message(lang, key);
  // Screens not yet converted keep their English filter words in every language.
  const filters = [...new Set([text('lists.filters'), 'Filters', 'Filter'])].map(escape).join('|');
  // The word every filter panel's name holds ("Charger filters", "Filter Sites"), accented in the pseudo-locale
  // without the padding its message would carry (the padding's length depends on the whole name).
  const filterWord = lang === 'pseudo' ? accented('Filter') : 'Filter';
  return {
    mainNavigation: text('shell.mainNav'),
    failed: new RegExp(`${escape(text('routeError.title'))}|${escape(text('notFound.title'))}`),
    filterButton: new RegExp(`^(${filters})$`),
    filterPanel: new RegExp(
      `Filter|${escape(filterWord)}|${escape(text('lists.filters'))}|${escape(text('sites.filterTitle'))}`,
      'i',
    ),
  };
}

/** The browser a walk's language needs: German for `de`, English (as the suite's default) otherwise. */
export const browserOf = (lang: WalkLanguage) =>
  lang === 'de'
    ? ({ locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const)
    : ({ locale: 'en-US', timezoneId: undefined } as const);

/**
 * Answers the build's English catalogue chunks (`assets/<area>.en.gen-<hash>.js`) in the pseudo-locale, for every
 * page of the context or one page. Resolves to a function telling how many chunks were answered so (a walk that
 * answered none would read English and prove nothing).
 */
export async function showPseudoLocale(target: Page | BrowserContext): Promise<() => number> {
  let answered = 0;
  const areas = pseudo();
  await target.route(/\/assets\/([a-z-]+)\.en\.gen-[\w-]+\.js$/, async (route) => {
    const area = /\/assets\/([a-z-]+)\.en\.gen-/.exec(route.request().url())?.[1] ?? '';
    const messages = areas.get(area);
    if (messages === undefined) return route.continue();
    answered += 1;
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript; charset=utf-8',
      body: catalogueModule(messages),
    });
  });
  return () => answered;
}
