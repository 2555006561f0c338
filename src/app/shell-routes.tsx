import type { RouteObject } from 'react-router-dom';
import type { RouteId } from '../config/paths.ts';
import type { AreaScreenId } from '../routes/area.tsx';
import { AREAS, routeEntries, routeRecord, type RouteEntry } from '../routes/route-catalogue.ts';
import type { LoadScreen } from '../routes/route-record.ts';
import { loadScreenWords } from '../i18n/screen-areas.ts';
import { lazyRoute } from './lazy-route.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/*
 * The guarded half of THE route table (SPEC §2): the shell and every screen behind sign-in, built from the route
 * records (src/routes/<area>.routes.ts, read through route-catalogue.ts). The /login entry does not load this module:
 * router.tsx adds it to the router on the first navigation to a guarded URL (React Router's patchRoutesOnNavigation),
 * so neither this table, nor the records, nor the screens' preload lists cost the sign-in page anything (DESIGN §6).
 * Every screen is its own lazy chunk.
 */

const areaPage =
  (id: AreaScreenId): LoadScreen =>
  () =>
    Promise.all([import('../routes/area.tsx'), loadScreenWords('areas')]).then(([m]) =>
      m.areaScreen(id, hasOwnScreen),
    );
// The area pages and /api (its cards for the internal and external pages): one module, one preload list.
const areaScreens = new Map<RouteId, LoadScreen>(
  (Object.keys(AREAS) as AreaScreenId[]).map((id) => [id, areaPage(id)]),
);

const notAvailableScreen: LoadScreen = () =>
  Promise.all([import('../routes/not-available.tsx'), loadScreenWords('not-available')]).then(
    ([m]) => m.NotAvailableRoute,
  );
const notAvailableSection: LoadScreen = () =>
  Promise.all([import('../routes/not-available-section.screen.tsx'), loadScreenWords('not-available')]).then(
    ([m]) => m.NotAvailableSectionRoute,
  );

/** A route's screen: its record's, an area's page, else the shared "not available yet" page or section. */
function loaderFor(entry: RouteEntry): LoadScreen {
  return (
    routeRecord(entry.id).screen ??
    areaScreens.get(entry.id) ??
    (entry.childOf !== undefined ? notAvailableSection : notAvailableScreen)
  );
}

/** A route's screen with its words: the catalogues its record names load beside its code, not after it. */
function withWords(entry: RouteEntry, load: LoadScreen): LoadScreen {
  const words = routeRecord(entry.id).words ?? [];
  if (words.length === 0) return load;
  return () => Promise.all([load(), ...words.map(loadScreenWords)]).then(([screen]) => screen);
}

function toRoute(entry: RouteEntry, path: string): RouteObject {
  const children = routeEntries.filter((child) => child.childOf === entry.id);
  return {
    id: entry.id,
    path,
    // Each screen has its own boundary, so a failing screen keeps the navigation around it.
    errorElement: <RouteErrorPage />,
    // A chunk that fails or stalls past 120 s (SPEC §9) shows the load-failure page in the screen's place.
    lazy: lazyRoute(withWords(entry, loaderFor(entry))),
    ...(children.length > 0
      ? { children: children.map((child) => toRoute(child, child.pattern.slice(entry.pattern.length + 1))) }
      : {}),
  };
}

export const NOT_FOUND_ROUTE_ID = 'notFound';

/** The shell route: the session guard and frame around every guarded screen, and the not-found page. */
export function shellRoute(): RouteObject {
  return {
    id: 'shell',
    lazy: lazyRoute(() => import('./shell-layout.tsx').then((m) => m.ShellLayout)),
    children: [
      ...routeEntries
        .filter((entry) => entry.access === 'guarded' && entry.childOf === undefined)
        .map((entry) => toRoute(entry, entry.pattern)),
      {
        id: NOT_FOUND_ROUTE_ID,
        path: '*',
        errorElement: <RouteErrorPage />,
        lazy: lazyRoute(() => import('./not-found-page.tsx').then((m) => m.NotFoundPage)),
      },
    ],
  };
}

/**
 * Whether a route shows the shared "not available yet" page and nothing of its own: a top-level route without a
 * screen module. Every such route runs the same module with no data, so the route-JS check loads one of them fresh
 * and gives the others its figure (tests/e2e/route-js-walk.ts); a route leaves the set when it gets its screen.
 */
export function rendersNotAvailablePage(id: RouteId): boolean {
  const entry = routeEntries.find((candidate) => candidate.id === id);
  return entry !== undefined && loaderFor(entry) === notAvailableScreen;
}

/** Whether a guarded route renders a screen module of its own (content), not the shared "not available" one. */
export function hasOwnScreen(id: RouteId): boolean {
  return routeRecord(id).screen !== undefined || areaScreens.has(id);
}
