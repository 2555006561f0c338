import type { LoadScreen, RouteRecord } from './route-record.ts';

/*
 * The two places a site's energy is mounted: under one of its fleets (SPEC §2) and under the site's own page, which
 * every site has (proposed: a site in no fleet has no other). One route module renders the screen in both mounts,
 * one module each section; a mount's records differ only in their ids (src/config/site-energy-paths.ts names them).
 */
const energy = () => import('./site-energy.tsx');
const history: LoadScreen = () => import('./site-energy-history.tsx').then((m) => m.SiteEnergyHistoryRoute);
const telemetry: LoadScreen = () => import('./site-telemetry.tsx').then((m) => m.SiteTelemetryRoute);
const live: LoadScreen = () => import('./site-live-stream.tsx').then((m) => m.SiteLiveStreamRoute);

// The site (its subscription token) and its energy assets; each section its own call.
const screenCalls = ['getSite', 'getSiteEnergyAssets'] as const;
const historyCalls = ['getSiteEnergyHistory'] as const;
const telemetryCalls = ['getSiteTelemetry'] as const;
const liveCalls = ['getSiteEnergyLive'] as const;

export const siteEnergyRoutes: readonly RouteRecord[] = [
  {
    id: 'fleetSubscription',
    item: 'subUuid',
    title: 'route.fleetSubscription',
    access: { operations: screenCalls },
    screen: () => energy().then((m) => m.FleetSubscriptionRoute),
    words: ['site-energy'],
  },
  {
    id: 'fleetSiteEnergyHistory',
    title: 'route.siteEnergyHistory',
    childOf: 'fleetSubscription',
    access: { operations: historyCalls },
    screen: history,
  },
  {
    id: 'fleetSiteTelemetry',
    title: 'route.siteTelemetry',
    childOf: 'fleetSubscription',
    access: { operations: telemetryCalls },
    screen: telemetry,
    words: ['site-telemetry'],
  },
  {
    id: 'fleetLiveStream',
    title: 'route.liveStream',
    childOf: 'fleetSubscription',
    access: { operations: liveCalls },
    screen: live,
    words: ['site-telemetry'],
  },
  {
    id: 'siteEnergy',
    title: 'route.siteEnergy',
    access: { operations: screenCalls },
    screen: () => energy().then((m) => m.SiteEnergyRoute),
    words: ['site-energy'],
  },
  {
    id: 'siteEnergyHistory',
    title: 'route.siteEnergyHistory',
    childOf: 'siteEnergy',
    access: { operations: historyCalls },
    screen: history,
  },
  {
    id: 'siteTelemetry',
    title: 'route.siteTelemetry',
    childOf: 'siteEnergy',
    access: { operations: telemetryCalls },
    screen: telemetry,
    words: ['site-telemetry'],
  },
  {
    id: 'siteLiveStream',
    title: 'route.liveStream',
    childOf: 'siteEnergy',
    access: { operations: liveCalls },
    screen: live,
    words: ['site-telemetry'],
  },
];
