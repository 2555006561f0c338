import type { Language } from '../domain/i18n/preferences.ts';
import type { CatalogueArea, Loader } from './areas.ts';
import { loadRegisteredArea, registerCatalogueAreas } from './i18n.ts';

/**
 * The screens' catalogue areas (areas.ts has the entry's, the sign-in page's and the shell's): their loaders live
 * here, in the shell's routes' chunk, not in the entry, so /login carries none of them. Registered when this module
 * loads, before any screen asks for its words.
 */
export const SCREEN_CATALOGUE_AREAS = {
  // The filter table's legends, options and chips: loaded with the lists that show them in the language shown.
  filters: {
    de: () => import('./compiled/filters.de.gen.ts'),
    en: () => import('./compiled/filters.en.gen.ts'),
  },
  // The CSV export's progress and outcome: loaded with the export panel's code, on the first click of Export CSV.
  csv: {
    de: () => import('./compiled/csv.de.gen.ts'),
    en: () => import('./compiled/csv.en.gen.ts'),
  },
  // The sites lists' words: loaded with the routes that show one (their records' `words`).
  sites: {
    de: () => import('./compiled/sites.de.gen.ts'),
    en: () => import('./compiled/sites.en.gen.ts'),
  },
  // A site's page: loaded with /site/{subUuid} and a fleet's site.
  'site-detail': {
    de: () => import('./compiled/site-detail.de.gen.ts'),
    en: () => import('./compiled/site-detail.en.gen.ts'),
  },
  // The area pages' lines, cards' purposes and empty state: loaded with the area pages' code (and /api's).
  areas: {
    de: () => import('./compiled/areas.de.gen.ts'),
    en: () => import('./compiled/areas.en.gen.ts'),
  },
  // The shared "not available yet" page and section: loaded with their code.
  'not-available': {
    de: () => import('./compiled/not-available.de.gen.ts'),
    en: () => import('./compiled/not-available.en.gen.ts'),
  },
  // The Ctrl+K dialog's words: loaded with the dialog's code on its first opening.
  jump: {
    de: () => import('./compiled/jump.de.gen.ts'),
    en: () => import('./compiled/jump.en.gen.ts'),
  },
  // A site's energy screen (history, telemetry, live stream): loaded with it, in either mount.
  'site-energy': {
    de: () => import('./compiled/site-energy.de.gen.ts'),
    en: () => import('./compiled/site-energy.en.gen.ts'),
  },
  // The API documentation pages: loaded with them.
  'api-docs': {
    de: () => import('./compiled/api-docs.de.gen.ts'),
    en: () => import('./compiled/api-docs.en.gen.ts'),
  },
  // The home page's words for a person without a role yet: loaded with the home page.
  home: {
    de: () => import('./compiled/home.de.gen.ts'),
    en: () => import('./compiled/home.en.gen.ts'),
  },
  // A site's telemetry and live stream: loaded with those two views.
  'site-telemetry': {
    de: () => import('./compiled/site-telemetry.de.gen.ts'),
    en: () => import('./compiled/site-telemetry.en.gen.ts'),
  },
} satisfies Record<string, Record<Language, Loader>>;

export type ScreenArea = keyof typeof SCREEN_CATALOGUE_AREAS;

/** Every area: the entry's (areas.ts) and the screens'. */
export type AnyCatalogueArea = CatalogueArea | ScreenArea;

registerCatalogueAreas(SCREEN_CATALOGUE_AREAS);

/** A screen area's words in the language shown (and the next one activated): awaited beside the screen's code. */
export const loadScreenWords = (area: ScreenArea): Promise<void> => loadRegisteredArea(area);
