import type { RouteRecord } from './route-record.ts';

/** The home page: open to every signed-in person (each of its sections gates itself). */
export const homeRoutes: readonly RouteRecord[] = [
  {
    id: 'home',
    title: 'route.healthOverview',
    access: {},
    // The drill-down's filter words load with its chunk (health-screen.tsx): the overview shows none.
    words: ['health', 'problems', 'home'],
    screen: () => import('./home.screen.tsx').then((m) => m.HomeRoute),
  },
];
