import { Outlet, useMatches } from 'react-router-dom';
import { missingPermissions } from '../auth/access.ts';
import { useHeldPermissions } from '../auth/use-can.ts';
import { findRouteEntry } from '../routes/route-catalogue.ts';
import { invalidKeyParams } from '../config/route-keys.ts';
import { lazy, Suspense } from 'react';
import { withLoadTimeout } from './lazy-with-timeout.ts';
import { loadCatalogueArea } from '../i18n/i18n.ts';
import { InvalidLinkScreen } from './invalid-link-screen.tsx';

// Shown only to a person who opens a page they may not see: its code and words load then, not on every signed-in route.
const AccessPage = lazy(
  withLoadTimeout(() =>
    Promise.all([import('./access-page.tsx'), loadCatalogueArea('access')]).then(([module]) => ({
      default: module.AccessPage,
    })),
  ),
);

/**
 * The screen of the current route, unless the person lacks its permissions (the access page: the screen never mounts,
 * so none of its calls is refused) or a key of its URL is one the API would refuse (a broken link): before any call.
 */
export function CheckedOutlet() {
  const matches = useMatches();
  const held = useHeldPermissions();
  const params = matches.at(-1)?.params ?? {};
  // The deepest route of the table: a section's needs include its screen's.
  const entry = matches.map((match) => findRouteEntry(match.id)).findLast((found) => found !== undefined);
  const missing = entry !== undefined ? missingPermissions(entry.id, held) : [];
  if (missing.length > 0)
    return (
      <Suspense fallback={null}>
        <AccessPage missing={missing} />
      </Suspense>
    );
  const invalid = invalidKeyParams(params);
  return invalid.length > 0 ? <InvalidLinkScreen invalid={invalid} params={params} /> : <Outlet />;
}
