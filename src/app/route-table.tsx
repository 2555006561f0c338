import type { RouteObject } from 'react-router-dom';
import { routeSamples } from '../config/route-meta.ts';
import { rootRoutes } from './router.tsx';
import { shellRoute } from './shell-routes.tsx';

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
