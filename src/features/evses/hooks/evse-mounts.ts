import { fillPattern, paths, type RouteId } from '../../../config/paths.ts';
import { routeEntries, routeEntry, routeRecord } from '../../../routes/route-catalogue.ts';
import type { EvseSection } from '../../../routes/route-record.ts';
import { shortId } from '../../../routes/breadcrumb-trail.ts';
import type { EvseRow } from '../../../domain/evse/evse-types.ts';
import { fleetName } from '../../../domain/sites/fleets-str.ts';
import { t } from '../../../i18n/i18n.ts';

/*
 * The four places SPEC §2 mounts a charger are route records (src/routes/charger.routes.ts), each naming the section
 * it shows; this file says where a mount's links lead.
 */

/** The section a charger route shows (a route without one: the overview). */
export function evseSectionOf(id: RouteId | undefined): EvseSection {
  return (id !== undefined ? routeRecord(id).evseSection : undefined) ?? 'overview';
}

/** The section links of the screen `screenId` (a mount's overview route) with the URL's params. */
export function evseTabs(screenId: RouteId, params: Readonly<Record<string, string>>) {
  if (screenId === 'assetsEvseStatus' || screenId === 'assetsEvseSchedules') {
    return [
      { label: t('chargers.tab.status'), href: paths.assetsEvseStatus({ evseUuid: params.evseUuid ?? '' }) },
      {
        label: t('chargers.tab.schedules'),
        href: paths.assetsEvseSchedules({ evseUuid: params.evseUuid ?? '' }),
      },
    ];
  }
  const screen = routeEntry(screenId);
  const children = routeEntries.filter((entry) => entry.childOf === screenId);
  return [
    { label: t('chargers.tab.overview'), href: fillPattern(screen.pattern, params) },
    ...children.map((entry) => ({ label: entry.title, href: fillPattern(entry.pattern, params) })),
  ];
}

/**
 * Where a charger's site links to from a mount: the fleet's site page in a fleet, else the site page; a charger
 * whose installation is not yet a site links to its installation's gateway devices.
 */
export function evseSiteHref(row: Pick<EvseRow, 'site' | 'gateway'>, fleetUuid?: string): string {
  if (row.site === null)
    return paths.assetsGatewayDevices({ installationUuid: row.gateway.installationUuid });
  return fleetUuid === undefined
    ? paths.site({ subUuid: row.site.subscription })
    : paths.fleetSite({ fleet_uuid: fleetUuid, site_uuid: row.site.siteUuid });
}

/** The words of a charger's site link. */
export const evseSiteLabel = (row: Pick<EvseRow, 'site'>): string =>
  row.site?.userReference ?? t('chargers.notYetSite');

/**
 * The records above a charger's screen named by what its row says: its site (by subscription and site uuid), its
 * fleets and its installation (whose gateway devices list its chargers). For the breadcrumbs (PageHeader `names`).
 */
export function evseRecordNames(row: Pick<EvseRow, 'site' | 'gateway'>): Record<string, string> {
  const names: Record<string, string> = {};
  const site = row.site;
  if (site !== null) {
    if (site.userReference.trim() !== '') {
      names[site.subscription] = site.userReference;
      names[site.siteUuid] = site.userReference;
      names[row.gateway.installationUuid] = site.userReference;
    }
    for (const fleet of site.fleets ?? []) names[fleet.uuid] = fleetName(fleet);
  }
  return names;
}

/** A charger's gateway page (the keys every charger row carries). */
export const evseGatewayHref = (row: Pick<EvseRow, 'gateway'>): string =>
  paths.assetsGateway({ hemsLogicalId: row.gateway.hemsLogicalId, hemGatewayId: row.gateway.hemGatewayId });

export interface EvseFleetLink {
  readonly uuid: string;
  readonly label: string;
  readonly href: string;
}

/**
 * The fleets a charger's site is in, as links: from the answer's proposed `site.fleets`; without it, the
 * fleet of the URL (a fleet's mount); undefined when nothing says (not guessed: the overview then leaves it out).
 */
export function evseFleetLinks(
  row: Pick<EvseRow, 'site'>,
  fleetUuid?: string,
): readonly EvseFleetLink[] | undefined {
  const fleets = row.site?.fleets;
  if (fleets !== undefined) {
    return fleets.map((fleet) => ({
      uuid: fleet.uuid,
      label: fleetName(fleet),
      href: paths.fleet({ fleet_uuid: fleet.uuid }),
    }));
  }
  return fleetUuid === undefined
    ? undefined
    : [
        {
          uuid: fleetUuid,
          label: t('chargers.fleetShort', { id: shortId(fleetUuid) }),
          href: paths.fleet({ fleet_uuid: fleetUuid }),
        },
      ];
}
