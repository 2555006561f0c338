// Where the fleet energy dashboard's counts lead: each to the list that shows that many rows — the fleet's
// sites list filtered by online state or health, the home page's site problems filtered by code and fleet. The route
// composes them because the lists belong to other features.
import { HOME_PATH, paths } from '../config/paths.ts';
import { healthKeyOf, type HealthDimension, type HealthLevel } from '../domain/health/health.ts';
import { writeListState } from '../domain/lists/list-url-codec.ts';
import { INITIAL_LIST_STATE, offeredFilters } from '../domain/lists/list-state.ts';
import { SITE_FILTER_GROUPS, SITES_LIST_MODULE, type SiteFilters } from '../domain/sites/sites.list.ts';
import type { Fleet } from '../domain/sites/sites-row.ts';
import type { FleetDashboardLinks } from '../features/fleet-energy/components/fleet-dashboard-links.ts';
import { problemsSearchParams } from '../features/health/hooks/problems-url.ts';

function fleetSitesHref(fleetUuid: string, filters: Partial<SiteFilters>): string {
  const search = writeListState(
    { ...INITIAL_LIST_STATE, filters: offeredFilters(filters, SITE_FILTER_GROUPS) },
    SITES_LIST_MODULE.list,
  ).toString();
  return `${paths.fleet({ fleet_uuid: fleetUuid })}${search === '' ? '' : `?${search}`}`;
}

export function fleetDashboardLinks(fleet: Fleet): FleetDashboardLinks {
  return {
    sites: () => fleetSitesHref(fleet.uuid, {}),
    online: (online: boolean) =>
      fleetSitesHref(fleet.uuid, { activation: [online ? 'HEMS_ONLINE' : 'HEMS_OFFLINE'] }),
    health: (dimension: HealthDimension, level: HealthLevel) =>
      fleetSitesHref(fleet.uuid, { health: [healthKeyOf(dimension, level)] }),
    // SPEC §5: the problem list's fleet filter matches the fleet's name in the row's fleet names.
    problem: (code: string) =>
      `${HOME_PATH}?${problemsSearchParams('site', { problems: [code], fleets: [fleet.name] }).toString()}`,
    site: (siteUuid: string) => paths.fleetSite({ fleet_uuid: fleet.uuid, site_uuid: siteUuid }),
  };
}
