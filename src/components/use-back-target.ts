import { useLocation } from 'react-router-dom';
import { parentHref, type RouteEntry } from '../routes/route-catalogue.ts';

export type BackTarget = { backTo: string } | { backOneStep: true };

/** The one part of the Navigation API read here (TypeScript 5.9's DOM types do not have it yet). */
interface NavigationHistory {
  /** Whether this tab has an entry of this origin before the current one (contiguous entries only). */
  readonly canGoBack: boolean;
}

/**
 * Whether the portal has a step to go back to in this tab, or undefined where the browser has no Navigation API.
 * `canGoBack` counts only this origin's entries, so going back never leaves the portal, and it still knows the
 * earlier entries after a full page load (reload, a link opened in place), which React Router's keys do not.
 */
function portalCanGoBack(): boolean | undefined {
  if (typeof window === 'undefined') return undefined;
  const { navigation } = window as Window & { readonly navigation?: NavigationHistory };
  return navigation?.canGoBack;
}

/**
 * Where a screen's back button goes: one step back in history where the SPEC says so (/api/internal) and there is
 * a step to go back to inside the portal; otherwise (a tab opened on that page) the screen above it in the route
 * table.
 */
export function useBackTarget(entry: RouteEntry | undefined): BackTarget {
  const location = useLocation();
  if (entry?.back === 'history') {
    // Without the Navigation API: 'default' is the key of the first page React Router saw in this document, from
    // where "back" could leave the portal.
    const canGoBack = portalCanGoBack() ?? location.key !== 'default';
    if (canGoBack) return { backOneStep: true };
  }
  return { backTo: entry === undefined ? '/' : parentHref(entry, location.pathname) };
}
