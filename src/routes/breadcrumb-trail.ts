/*
 * Breadcrumbs: area › list › item › section, derived from the route table alone. A crumb is the
 * screen above a route (the same rule as its back button, the catalogue's `parentOf`), walked up until an area: a
 * route with nothing above it. Only the shell loads this module, never the /login entry.
 */
import type { RouteId } from '../config/paths.ts';
import { parentOf, routeEntry, type RouteEntry } from './route-catalogue.ts';

export interface Crumb {
  readonly id: RouteId;
  /** The route's title (the screen may put an item's name in its place: see `label`). */
  readonly title: string;
  readonly href: string;
}

/** At most this many crumbs: the route table's deepest chain is five; a cycle in it could never end otherwise. */
const MAX_DEPTH = 12;

/**
 * The crumbs of the page at `pathname` (a URL of `entry`'s pattern): from its area down to itself. The home page
 * is no area's crumb: a screen whose chain would reach it has only itself.
 */
export function breadcrumbsOf(entry: RouteEntry, pathname: string): Crumb[] {
  const crumbs: Crumb[] = [{ id: entry.id, title: entry.title, href: pathname }];
  let current: { entry: RouteEntry; href: string } = { entry, href: pathname };
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const parent = parentOf(current.entry, current.href);
    if (parent === undefined) break;
    const parentEntry = routeEntry(parent.id);
    crumbs.unshift({ id: parentEntry.id, title: parentEntry.title, href: parent.href });
    current = { entry: parentEntry, href: parent.href };
  }
  return crumbs;
}
