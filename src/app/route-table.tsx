import type { RouteObject } from 'react-router-dom';
import { routeSamples } from '../routes/route-samples.ts';
import type { RouteId } from '../config/paths.ts';
import { publicScreens } from './public-screens.ts';
import { rootRoutes } from './router.tsx';
import { hasOwnScreen, shellRoute } from './shell-routes.tsx';

/*
 * The whole route table at once, for tests (memory routers, the e2e walks) and tools: the app itself adds the guarded
 * half on demand (router.tsx). Nothing in the app imports this module.
 */

export { NOT_FOUND_ROUTE_ID, rendersNotAvailablePage } from './shell-routes.tsx';

export function createAppRoutes(): RouteObject[] {
  return rootRoutes(shellRoute());
}

/** Every route of the table with a concrete URL: the e2e suite visits exactly these. */
export const appRouteTable = routeSamples;

/**
 * The routes with content: the sign-in page, the public pages and every guarded route with a screen module of its
 * own — not the shared "not available yet" page or section. What the reachability crawl must reach.
 */
export function routesWithContent(): RouteId[] {
  return routeSamples
    .map((entry) => entry.id)
    .filter((id) => id === 'login' || id in publicScreens || hasOwnScreen(id));
}
