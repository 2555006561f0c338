import type { RouteRecord } from './route-record.ts';

/** The home page: open to every signed-in person (each of its sections gates itself). */
export const homeRoutes: readonly RouteRecord[] = [
  {
    id: 'home',
    title: 'route.healthOverview',
    access: {},
    screen: () => import('./home.screen.tsx').then((m) => m.HomeRoute),
    words: ['home'],
  },
];
