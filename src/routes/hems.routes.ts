import type { RouteRecord } from './route-record.ts';

/** /hems: the HEMS providers, their active sites and prepared installations, and a site's page. */
export const hemsRoutes: readonly RouteRecord[] = [
  {
    id: 'hems',
    title: 'route.homeEnergyManagement',
    access: { operations: ['listHemsProviders'] },
    screen: () => import('./hems.tsx').then((m) => m.HemsRoute),
    words: ['fleets'],
  },
  {
    id: 'hemsActive',
    title: 'route.activeSites',
    access: { operations: ['listSites'] },
    screen: () => import('./hems-active.tsx').then((m) => m.HemsActiveRoute),
    words: ['sites', 'filters'],
  },
  {
    id: 'hemsPrepared',
    title: 'route.preparedInstallations',
    access: { operations: ['listPreparedInstallations'] },
    words: ['install'],
    screen: () => import('./hems-prepared.tsx').then((m) => m.HemsPreparedRoute),
  },
  {
    id: 'site',
    item: 'subUuid',
    title: 'route.site',
    // A site is listed under its HEMS provider's active sites; /hems is the area (SPEC §2 gives /site no area).
    up: { id: 'hems' },
    access: { operations: ['getSite'] },
    screen: () => import('./site.tsx').then((m) => m.SiteRoute),
    words: ['site-detail', 'gateways'],
  },
];
