import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LOGIN_PATH, patternOf, PUBLIC_ROUTE_IDS } from '../config/paths.ts';
import { loadCatalogueArea, loadCatalogueAreaIn } from '../i18n/i18n.ts';
import { withLoadTimeout } from './lazy-with-timeout.ts';
import { lazyRoute } from './lazy-route.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { PublicLayout } from './public-layout.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

/*
 * THE route table's entry half (SPEC §2): the root layout and the public pages. The guarded half — the shell and
 * every screen (shell-routes.tsx) — is added on the first navigation that needs it, so the /login entry loads
 * neither the shell, nor any screen, nor the route metadata (DESIGN §6: /login ≤ 150 KB).
 */

type PublicId = (typeof PUBLIC_ROUTE_IDS)[number];

const fromPublicScreens = (id: Exclude<PublicId, 'login'>) => (): Promise<ComponentType> =>
  import('./public-screens.ts').then((m) => m.publicScreens[id]());

const publicScreens: Record<PublicId, () => Promise<ComponentType>> = {
  // The sign-in words come with the page's code: the page never draws before its catalogue is there.
  login: () =>
    Promise.all([import('../routes/login.tsx'), loadCatalogueArea('sign-in')]).then(([m]) => m.LoginRoute),
  signUp: fromPublicScreens('signUp'),
  verifyEmail: fromPublicScreens('verifyEmail'),
  resetPassword: fromPublicScreens('resetPassword'),
  accountRecovery: fromPublicScreens('accountRecovery'),
};

const publicRoute = (id: PublicId): RouteObject => ({
  id,
  path: patternOf(id),
  errorElement: <RouteErrorPage />,
  lazy: lazyRoute(publicScreens[id]),
});

export const ROOT_ROUTE_ID = 'root';

/** The root route with the public pages, and `shell` (the guarded half) when it is already loaded. */
export function rootRoutes(shell?: RouteObject): RouteObject[] {
  const others = PUBLIC_ROUTE_IDS.filter((id) => patternOf(id) !== LOGIN_PATH);
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: LoadingScreen,
      children: [
        { id: 'public-without-footer', element: <PublicLayout />, children: [publicRoute('login')] },
        {
          id: 'public',
          // Loaded with the page it frames (React Router loads a match's lazy parts side by side).
          lazy: lazyRoute(() => import('./public-footer-layout.tsx').then((m) => m.PublicFooterLayout)),
          children: others.map(publicRoute),
        },
        ...(shell === undefined ? [] : [shell]),
      ],
    },
  ];
}

// The shell's words come with its code: the shell never draws before its catalogue is there. The list screens'
// shared words (filters, pages, empty and failure states, "updated … ago") too: every signed-in screen draws some;
// and the routes' titles (headings, breadcrumbs, the navigation). The error ids' German messages as well: any of them
// may show a failed call (English shows the server's own words, so English readers load none).
const loadShellRoutes = withLoadTimeout(() =>
  Promise.all([
    import('./shell-routes.tsx'),
    loadCatalogueArea('shell'),
    loadCatalogueArea('lists'),
    loadCatalogueAreaIn('errors', 'de'),
    loadCatalogueArea('routes'),
  ]).then(([routes]) => routes),
);

export function createAppRouter() {
  let added: Promise<void> | undefined;
  return createBrowserRouter(rootRoutes(), {
    // Called for a URL the table does not match yet: every guarded URL, until the guarded half is added. Once added,
    // its catch-all (the not-found page) matches every URL, so this runs at most once per page load. A chunk that
    // fails or stalls rejects here and the root's boundary shows the load-failure page (Reload).
    patchRoutesOnNavigation({ patch }) {
      added ??= loadShellRoutes().then((m) => patch(ROOT_ROUTE_ID, [m.shellRoute()]));
      const adding = added;
      adding.catch(() => {
        if (added === adding) added = undefined;
      });
      return adding;
    },
  });
}
