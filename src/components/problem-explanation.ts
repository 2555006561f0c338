import { paths } from '../config/paths.ts';

/** The energy problems a screen explains: the view staff open to see why the site has the problem. */
const EXPLAINED_BY: Readonly<Record<string, { text: string; to: typeof paths.fleetSiteTelemetry }>> = {
  SITE_PROBLEM_SITE_TELEMETRY_SMALL_GAPS: { text: 'See the telemetry gaps', to: paths.fleetSiteTelemetry },
  SITE_PROBLEM_SITE_TELEMETRY_LARGE_GAPS: { text: 'See the telemetry gaps', to: paths.fleetSiteTelemetry },
  PV_FORECAST_DEVIATION: { text: 'See forecast and measurement', to: paths.fleetSiteEnergyHistory },
  CONSUMPTION_FC_DEVIATION: { text: 'See forecast and measurement', to: paths.fleetSiteEnergyHistory },
};

/**
 * The screen that explains a site's problem (a problem row's, a site page's), or undefined when none does or the
 * site is in no fleet: the energy pages live under a fleet, its first one.
 */
export function problemExplanation(
  code: string,
  site: { readonly subscription: string; readonly fleets?: readonly { readonly uuid: string }[] | undefined },
): { readonly text: string; readonly href: string } | undefined {
  const explained = Object.hasOwn(EXPLAINED_BY, code) ? EXPLAINED_BY[code] : undefined;
  const fleet = site.fleets?.[0];
  if (explained === undefined || fleet === undefined) return undefined;
  return { text: explained.text, href: explained.to({ fleetUuid: fleet.uuid, subUuid: site.subscription }) };
}
