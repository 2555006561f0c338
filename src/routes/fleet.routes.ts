import type { RouteRecord } from './route-record.ts';

/** /fleet: the fleets, a fleet's sites, its energy dashboard, its chargers (a site's energy within a fleet: site-energy.routes.ts). */
export const fleetRoutes: readonly RouteRecord[] = [
  {
    id: 'fleets',
    title: 'route.fleets',
    access: { operations: ['listFleets'] },
    screen: () => import('./fleets.tsx').then((m) => m.FleetsRoute),
    words: ['fleets'],
  },
  {
    id: 'fleet',
    item: 'fleet_uuid',
    title: 'route.fleet',
    access: { operations: ['listFleets', 'listSites'] },
    screen: () => import('./fleet.tsx').then((m) => m.FleetRoute),
    words: ['sites', 'filters', 'fleets'],
  },
  {
    id: 'fleetSite',
    item: 'site_uuid',
    title: 'route.fleetSite',
    access: { operations: ['getSite'] },
    screen: () => import('./fleet-site.tsx').then((m) => m.FleetSiteRoute),
    words: ['site-detail', 'gateways'],
  },
  {
    id: 'fleetEnergyDashboard',
    item: 'fleetUuid',
    title: 'route.fleetEnergyDashboard',
    up: { id: 'fleet', from: { fleet_uuid: 'fleetUuid' } },
    access: { operations: ['getFleetEnergySummary', 'getFleetEnergyDaily'] },
    screen: () => import('./fleet-energy-dashboard.screen.tsx').then((m) => m.FleetEnergyDashboardRoute),
    words: ['fleets'],
  },
  {
    id: 'fleetEvsesOverview',
    title: 'route.evsesOverview',
    access: { operations: ['getFleetEvseSummary'] },
    screen: () => import('./evse-lists.tsx').then((m) => m.FleetEvsesOverviewRoute),
    words: ['chargers'],
  },
  {
    id: 'fleetAllEvses',
    title: 'route.allEvses',
    access: { operations: ['listEvses'] },
    screen: () => import('./evse-lists.tsx').then((m) => m.FleetAllEvsesRoute),
    words: ['chargers', 'filters'],
  },
];
