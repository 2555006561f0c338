/*
 * Breadcrumbs: area › list › item › section, derived from the route table alone. A crumb is the
 * screen above a route (the same rule as its back button, the catalogue's `parentOf`), walked up until an area: a
 * route with nothing above it. Only the shell loads this module, never the /login entry.
 */
import type { RouteId } from '../config/paths.ts';
import { paramsOf, parentOf, routeEntry, routeRecord, type RouteEntry } from './route-catalogue.ts';

export interface Crumb {
  readonly id: RouteId;
  /** The route's title (the screen may put an item's name in its place: see `label`). */
  readonly title: string;
  readonly href: string;
  /** The id of the record the crumb's route shows (its record's `item` param, read from `href`), if any. */
  readonly itemId?: string;
}

/** Names of records by their ids, as a screen knows them from what it loaded (a fleet's uuid → its name). */
export type RecordNames = Readonly<Record<string, string>>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SHORT = 12;

/** An id as a label may show it: a UUID's first 8 digits and "…", a long id cut to 12 characters and "…". */
export function shortId(id: string): string {
  if (UUID.test(id)) return `${id.slice(0, 8)}…`;
  return id.length > SHORT + 1 ? `${id.slice(0, SHORT)}…` : id;
}

/**
 * What a crumb says: the name of its record where `names` has it; else its route's title, with a short id where
 * it shows one record ("Fleet 49c07e35…", while the name loads or where nothing on screen names it).
 */
export function crumbLabel(crumb: Crumb, names: RecordNames = {}): string {
  if (crumb.itemId === undefined || crumb.itemId === '') return crumb.title;
  const name = names[crumb.itemId]?.trim() ?? '';
  return name !== '' ? name : `${crumb.title} ${shortId(crumb.itemId)}`;
}

function crumbOf(entry: RouteEntry, href: string): Crumb {
  const item = routeRecord(entry.id).item;
  const itemId = item === undefined ? undefined : paramsOf(entry.pattern, href)[item];
  return { id: entry.id, title: entry.title, href, ...(itemId === undefined ? {} : { itemId }) };
}

/** At most this many crumbs: the route table's deepest chain is five; a cycle in it could never end otherwise. */
const MAX_DEPTH = 12;

/**
 * The crumbs of the page at `pathname` (a URL of `entry`'s pattern): from its area down to itself. The home page
 * is no area's crumb: a screen whose chain would reach it has only itself.
 */
export function breadcrumbsOf(entry: RouteEntry, pathname: string): Crumb[] {
  const crumbs: Crumb[] = [crumbOf(entry, pathname)];
  let current: { entry: RouteEntry; href: string } = { entry, href: pathname };
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const parent = parentOf(current.entry, current.href);
    if (parent === undefined) break;
    const parentEntry = routeEntry(parent.id);
    crumbs.unshift(crumbOf(parentEntry, parent.href));
    current = { entry: parentEntry, href: parent.href };
  }
  return crumbs;
}
