import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { canOpen, routeIdOfPath } from '../../../auth/access.ts';
import { useHeldPermissions } from '../../../auth/use-can.ts';
import { useStoredSession } from '../../../auth/use-stored-session.ts';
import { classifyNavTarget, type NavTarget } from '../../../domain/navigation/nav-target.ts';

export interface NavEntry {
  readonly key: string;
  readonly label: string;
  readonly target: NavTarget;
  /** This item leads to the current page's area. */
  readonly current: boolean;
}

const segmentsOf = (path: string): string[] =>
  (path.split(/[?#]/, 1)[0] ?? '').split('/').filter((segment) => segment !== '');

// How closely an item's path contains the current page: the number of leading segments shared, 0 if it is not a
// prefix. Home ('/') contains only itself.
function prefixScore(itemPath: string, current: readonly string[]): number {
  const item = segmentsOf(itemPath);
  if (item.length === 0) return current.length === 0 ? 1 : 0;
  return item.every((segment, index) => segment === current[index]) ? item.length : 0;
}

/**
 * The stored navItems the person may use, classified (an item leading to a route they cannot open is not
 * shown; an external link or a path of no route stays): what each may become, and which one is the current area — the item whose path
 * contains the current page most closely, else an item of the same first segment (`/hems` for `/hems/active/x`).
 */
export function useNavEntries(): readonly NavEntry[] {
  const { navItems } = useStoredSession();
  const held = useHeldPermissions();
  const { pathname } = useLocation();
  return useMemo(() => {
    const current = segmentsOf(pathname);
    const usable = (target: NavTarget): boolean => {
      if (target.kind !== 'internal') return true;
      const id = routeIdOfPath(target.path);
      return id === undefined || canOpen(id, held);
    };
    const classified = navItems
      .map((item, index) => ({ item, index, target: classifyNavTarget(item.targetUrl) }))
      .filter(({ target }) => usable(target));
    const scores = classified.map(({ target }) =>
      target.kind === 'internal' ? prefixScore(target.path, current) : 0,
    );
    const best = Math.max(0, ...scores);
    return classified.map(({ item, index: stored, target }, index) => ({
      key: `${stored}:${item.displayText}`,
      label: item.displayText.trim() === '' ? item.targetUrl : item.displayText,
      target,
      current:
        best > 0
          ? scores[index] === best
          : target.kind === 'internal' && current.length > 0 && segmentsOf(target.path)[0] === current[0],
    }));
  }, [navItems, held, pathname]);
}
