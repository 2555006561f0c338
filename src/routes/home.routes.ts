import type { RouteRecord } from './route-record.ts';

/** The home page: open to every signed-in person (each of its sections gates itself). */
export const homeRoutes: readonly RouteRecord[] = [
  {
    id: 'home',
    title: 'Health Overview',
    access: {},
    words: ['health', 'problems', 'filters'],
    screen: () => import('./home.screen.tsx').then((m) => m.HomeRoute),
  },
];
