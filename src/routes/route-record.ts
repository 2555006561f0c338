import type { ComponentType } from 'react';
import type { Permission, SecuredOperation } from '../api/permissions.gen.ts';
import type { RouteId } from '../config/paths.ts';
import type { ScreenArea } from '../i18n/screen-areas.ts';
import type { routes } from '../i18n/catalogues/routes.en.ts';
import type { areas } from '../i18n/catalogues/areas.en.ts';

/** A route's title: its message in the `routes` catalogue (src/i18n/catalogues/routes.en.ts has the English). */
export type RouteTitleKey = keyof typeof routes;
/** An area page's words (an area's line, a card's purpose): its message in the `areas` catalogue. */
export type AreaTextKey = keyof typeof areas;

/*
 * The shape of one route's record: everything the portal knows about a route beyond its pattern (paths.ts, which the
 * /login entry loads on its own). The records are declared by area in `<area>.routes.ts` beside this file and read
 * through route-catalogue.ts: the guarded route table, the access rule, the area pages, the back buttons and the
 * breadcrumbs are all built from them. Only types here.
 */

/** A screen module, loaded on demand: each screen is its own lazy chunk. */
export type LoadScreen = () => Promise<ComponentType>;

/** The live figures a card can carry: each is one call the spec has today (never an invented number). */
export type AreaFigure =
  | 'chargersOffline'
  | 'candidatesWaiting'
  | 'pendingSignUps'
  | 'overdueAcknowledgements'
  | 'runningJobs'
  | 'installationsStuck'
  | 'vppEligible'
  | 'criticalSitesToday'
  | 'tomorrowPrices'
  | 'cheapestHourAhead'
  | 'ordersInFunnel'
  | 'widgetReach'
  | 'yourEvses';

/** The pickers an area page can hold: a section whose content is a feature's component. */
export type AreaPicker = 'installCompanies';

/** The area pages (and /api, whose cards lead to the internal and external documentation). */
export type AreaId = 'sales' | 'operations' | 'install' | 'assets' | 'apiDocs';

/** The sections of a charger's screen: which one a charger mount shows. */
export type EvseSection = 'overview' | 'history' | 'schedules';

/** A screen's card on its area's page: one line on what the screen is for, and its live figure if any. */
export interface CardRecord {
  readonly purpose: AreaTextKey;
  readonly figure?: AreaFigure;
}

/** A section of an area that leads to routes with a param through a picker (the /install company picker). */
export interface PickerSection {
  readonly picker: AreaPicker;
  readonly title: AreaTextKey;
  readonly purpose: AreaTextKey;
  /** The routes the picker leads to: it is shown to whoever may open one of them. */
  readonly routes: readonly RouteId[];
  readonly figure?: AreaFigure;
}

/** A part of an area that is reached through a picker still to be built: named, and said to be coming. */
export interface ComingSection {
  readonly title: AreaTextKey;
  readonly purpose: AreaTextKey;
  /** The routes the section will lead to: it is shown to whoever may open one of them. */
  readonly routes: readonly RouteId[];
}

/** What makes a route an area page: its line under the title and its sections besides the cards. */
export interface AreaRecord {
  readonly intro: AreaTextKey;
  readonly coming?: readonly ComingSection[];
  readonly pickers?: readonly PickerSection[];
}

/**
 * What a guarded route needs: the primary read operations its screen calls (the route's permissions are theirs, as
 * the spec's security requirements name them) and catalogue permissions besides (or instead of, while the screen's
 * calls are not in the spec yet). Nothing: open to every signed-in person (home, whose sections gate themselves).
 */
export interface AccessRecord {
  readonly operations?: readonly SecuredOperation[];
  readonly permissions?: readonly Permission[];
}

export interface RouteRecord {
  readonly id: RouteId;
  /** The title's key: headings, breadcrumbs and the navigation show its message in the language shown. */
  readonly title: RouteTitleKey;
  /** Set on the SPEC's "children" (history-log, site-telemetry …): rendered inside that route's screen. */
  readonly childOf?: RouteId;
  /** 'history': the back button goes one step back (SPEC §2, /api/internal). Default: the screen above. */
  readonly back?: 'history';
  /**
   * The screen above this one where the path does not say it (its back target and its breadcrumbs' parent), with
   * which of this route's params fill that screen's (`{ parentParam: thisParam }`).
   */
  readonly up?: { readonly id: RouteId; readonly from?: Readonly<Record<string, string>> };
  /**
   * The param naming the one record this route shows (a fleet's uuid, a site's subscription …): its crumb is that
   * record's name where the screen on show knows it (PageHeader `names`), else this title and a short id, never a
   * full UUID.
   */
  readonly item?: string;
  /** Guarded routes only; an area page's access is its screens' (it opens when one of them does). */
  readonly access?: AccessRecord;
  /** An area page: its cards are the cards of the records declared beside it (in their order). */
  readonly area?: AreaRecord;
  /** This screen's card on the page of the area declared in the same file. */
  readonly card?: CardRecord;
  /** A charger mount: the section of the charger's screen this route shows. */
  readonly evseSection?: EvseSection;
  /** The screen; without one a guarded route shows the shared "not available yet" page (or section). */
  readonly screen?: LoadScreen;
  /**
   * The catalogue areas of the screen's own words (src/i18n/screen-areas.ts), loaded beside its code, so the screen never
   * draws before its words are there. The shared list and shell words are loaded with the shell.
   */
  readonly words?: readonly ScreenArea[];
}

/** A card as an area page shows it: the screen's route and its card. */
export interface AreaCard extends CardRecord {
  readonly route: RouteId;
}

/** What an area page shows, built from the area's records: its line, its screens' cards and its other sections. */
export interface AreaDeclaration extends AreaRecord {
  readonly cards: readonly AreaCard[];
}
