/*
 * The two mounts of a site's energy screen (its history, telemetry and live view): under one of the site's fleets
 * (SPEC §2: /fleet/{fleetUuid}/subscription/{subUuid}) and under the site's own page (/site/{subUuid}/energy), which
 * every site has. One screen module renders both; every link to a site's energy is built here.
 */
import { fillPattern, patternOf, type RouteId } from './paths.ts';

/** The screen itself (its bare URL shows the history) and its three sections. */
export type SiteEnergyView = 'screen' | 'history' | 'telemetry' | 'live';

/** The sections, in the order of the screen's tabs. */
export const SITE_ENERGY_SECTIONS = [
  'history',
  'telemetry',
  'live',
] as const satisfies readonly SiteEnergyView[];

export const SITE_ENERGY_SECTION_LABELS: Readonly<Record<(typeof SITE_ENERGY_SECTIONS)[number], string>> = {
  history: 'Energy history',
  telemetry: 'Telemetry',
  live: 'Live stream',
};

/** The route of each view in each mount. */
export const SITE_ENERGY_ROUTES = {
  fleet: {
    screen: 'fleetSubscription',
    history: 'fleetSiteEnergyHistory',
    telemetry: 'fleetSiteTelemetry',
    live: 'fleetLiveStream',
  },
  site: {
    screen: 'siteEnergy',
    history: 'siteEnergyHistory',
    telemetry: 'siteTelemetry',
    live: 'siteLiveStream',
  },
} as const satisfies Record<'fleet' | 'site', Record<SiteEnergyView, RouteId>>;

/**
 * A view of a site's energy: in the fleet given (a screen opened from that fleet keeps it), else on the site's own
 * page. `fleetUuid` null or undefined: the site mount.
 */
export function siteEnergyHref(view: SiteEnergyView, subUuid: string, fleetUuid?: string | null): string {
  if (fleetUuid === undefined || fleetUuid === null)
    return fillPattern(patternOf(SITE_ENERGY_ROUTES.site[view]), { subUuid });
  return fillPattern(patternOf(SITE_ENERGY_ROUTES.fleet[view]), { fleetUuid, subUuid });
}
