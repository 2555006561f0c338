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
  // The problem catalogue's names and texts, severities, health levels and readiness: loaded with the routes that
  // show problems (the health overview, the VPP, the installations).
  problems: {
    de: () => import('./compiled/problems.de.gen.ts'),
    en: () => import('./compiled/problems.en.gen.ts'),
  },
  // The virtual power plant's words: /install/vpp and the /install card's figure.
  vpp: {
    de: () => import('./compiled/vpp.de.gen.ts'),
    en: () => import('./compiled/vpp.en.gen.ts'),
  },
  // The health overview and its drill-downs (the home page).
  health: {
    de: () => import('./compiled/health.de.gen.ts'),
    en: () => import('./compiled/health.en.gen.ts'),
  },
  // The installer companies' installations, their admin view and the prepared installations.
  install: {
    de: () => import('./compiled/install.de.gen.ts'),
    en: () => import('./compiled/install.en.gen.ts'),
  },
  // The data exchange's messages and a message's page.
  exchange: {
    de: () => import('./compiled/exchange.de.gen.ts'),
    en: () => import('./compiled/exchange.en.gen.ts'),
  },
  // The job runs list and a run's page.
  'job-runs': {
    de: () => import('./compiled/job-runs.de.gen.ts'),
    en: () => import('./compiled/job-runs.en.gen.ts'),
  },
  // The chargers' words (their vocabulary, the lists, a charger's page, the fleet's charger counts): loaded with the
  // charger routes.
  chargers: {
    de: () => import('./compiled/chargers.de.gen.ts'),
    en: () => import('./compiled/chargers.en.gen.ts'),
  },
  // The add and edit forms: with the add and edit routes.
  'charger-changes': {
    de: () => import('./compiled/charger-changes.de.gen.ts'),
    en: () => import('./compiled/charger-changes.en.gen.ts'),
  },
  // A charger's remote commands: with the commands panel's code.
  'charger-commands': {
    de: () => import('./compiled/charger-commands.de.gen.ts'),
    en: () => import('./compiled/charger-commands.en.gen.ts'),
  },
  // A failed device check: with the alert's code, when a check fails.
  'charger-check': {
    de: () => import('./compiled/charger-check.de.gen.ts'),
    en: () => import('./compiled/charger-check.en.gen.ts'),
  },
  // A charger's history log and charging schedules: with those sections' routes.
  'charger-log': {
    de: () => import('./compiled/charger-log.de.gen.ts'),
    en: () => import('./compiled/charger-log.en.gen.ts'),
  },
  // The gateways' words (a gateway's page, an installation's gateways, the search, OCPP candidates).
  gateways: {
    de: () => import('./compiled/gateways.de.gen.ts'),
    en: () => import('./compiled/gateways.en.gen.ts'),
  },
  // The fleets' words (the fleets list, a fleet's page, its energy dashboard) and the HEMS providers list.
  fleets: {
    de: () => import('./compiled/fleets.de.gen.ts'),
    en: () => import('./compiled/fleets.en.gen.ts'),
  },
  // The user roles screen: loaded with /operations/user-roles.
  'user-roles': {
    de: () => import('./compiled/user-roles.de.gen.ts'),
    en: () => import('./compiled/user-roles.en.gen.ts'),
  },
  // The pending sign-ups: loaded with /operations/pending-sign-ups.
  'sign-ups': {
    de: () => import('./compiled/sign-ups.de.gen.ts'),
    en: () => import('./compiled/sign-ups.en.gen.ts'),
  },
  // The order-funnel leads, and the funnel's steps, channels and lead statuses: loaded with /operations/order-funnel-leads and the order funnel.
  leads: {
    de: () => import('./compiled/leads.de.gen.ts'),
    en: () => import('./compiled/leads.en.gen.ts'),
  },
  // The sales screens: the order funnel (beside the leads' words for its steps and channels), the smart charging demo, the micro frontends.
  sales: {
    de: () => import('./compiled/sales.de.gen.ts'),
    en: () => import('./compiled/sales.en.gen.ts'),
  },
  // The activity log: loaded with /operations/activity.
  activity: {
    de: () => import('./compiled/activity.de.gen.ts'),
    en: () => import('./compiled/activity.en.gen.ts'),
  },
  // The trends: loaded with /operations/trends.
  trends: {
    de: () => import('./compiled/trends.de.gen.ts'),
    en: () => import('./compiled/trends.en.gen.ts'),
  },
  // The day-ahead prices and grid fees: loaded with /operations/pricing.
  pricing: {
    de: () => import('./compiled/pricing.de.gen.ts'),
    en: () => import('./compiled/pricing.en.gen.ts'),
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
