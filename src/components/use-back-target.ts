import { useLocation } from 'react-router-dom';
import { parentHref, type RouteEntry } from '../config/paths.ts';

export type BackTarget = { backTo: string } | { backOneStep: true };

/**
 * Where a screen's back button goes: one step back in history where the SPEC says so (/api/internal) and there is
 * a step to go back to inside the portal; otherwise the screen above it in the route table.
 */
export function useBackTarget(entry: RouteEntry | undefined): BackTarget {
  const location = useLocation();
  // 'default' is the key of the first page loaded in this tab: going "back" from there would leave the portal.
  if (entry?.back === 'history' && location.key !== 'default') return { backOneStep: true };
  return { backTo: entry === undefined ? '/' : parentHref(entry, location.pathname) };
}
