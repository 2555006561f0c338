import type { Language } from '../domain/i18n/preferences.ts';
import type { CompiledMessages } from './catalogue-types.ts';

export type Loader = () => Promise<{ messages: CompiledMessages }>;

/**
 * Each area's compiled catalogue per language, a chunk of its own: a language is loaded only when it is shown, and
 * an area's words with the area's code. An area that converts adds its line (and its catalogue files).
 */
export const CATALOGUE_AREAS = {
  entry: {
    de: () => import('./compiled/entry.de.gen.ts'),
    en: () => import('./compiled/entry.en.gen.ts'),
  },
  // The sign-in page's words: loaded with /login's code, so the signed-in pages do not carry them.
  'sign-in': {
    de: () => import('./compiled/sign-in.de.gen.ts'),
    en: () => import('./compiled/sign-in.en.gen.ts'),
  },
  shell: {
    de: () => import('./compiled/shell.de.gen.ts'),
    en: () => import('./compiled/shell.en.gen.ts'),
  },
  // The person's menu's words: loaded with the menu's code when it first opens.
  'identity-menu': {
    de: () => import('./compiled/identity-menu.de.gen.ts'),
    en: () => import('./compiled/identity-menu.en.gen.ts'),
  },
  // The access page's words: loaded with its code, when a person opens a page they may not see.
  access: {
    de: () => import('./compiled/access.de.gen.ts'),
    en: () => import('./compiled/access.en.gen.ts'),
  },
  // The list screens' shared words (src/components/): loaded with the shell, since every signed-in screen draws some.
  lists: {
    de: () => import('./compiled/lists.de.gen.ts'),
    en: () => import('./compiled/lists.en.gen.ts'),
  },
  // The messages of the API's error ids: loaded with the shell, since any signed-in screen may show a failure.
  errors: {
    de: () => import('./compiled/errors.de.gen.ts'),
    en: () => import('./compiled/errors.en.gen.ts'),
  },
  // The routes' titles (headings, breadcrumbs, the navigation, Ctrl+K's screens): loaded with the shell.
  routes: {
    de: () => import('./compiled/routes.de.gen.ts'),
    en: () => import('./compiled/routes.en.gen.ts'),
  },
} satisfies Record<string, Record<Language, Loader>>;

/** The areas the entry knows (the screens' are in screen-areas.ts, registered with the shell's routes). */
export type CatalogueArea = keyof typeof CATALOGUE_AREAS;
