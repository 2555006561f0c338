/*
 * THE route records, read as one table: each route's record (declared by area in `<area>.routes.ts`) with its
 * pattern from paths.ts. The guarded route table (src/app/shell-routes.tsx), the access rule (src/auth/access.ts),
 * the area pages, the back buttons and the breadcrumbs read it. The /login entry never loads it (DESIGN §6): the
 * records name every screen's lazy chunk. tests/unit/routes/route-records.test.ts holds the records to the patterns
 * and the spec.
 */
import {
  accessOf,
  fillPattern,
  HOME_PATH,
  patternOf,
  ROUTE_IDS,
  type RouteAccess,
  type RouteId,
} from '../config/paths.ts';
import { accountRoutes } from './account.routes.ts';
import { apiDocsRoutes } from './api-docs.routes.ts';
import { assetsRoutes } from './assets.routes.ts';
import { chargerRoutes } from './charger.routes.ts';
import { fleetRoutes } from './fleet.routes.ts';
import { hemsRoutes } from './hems.routes.ts';
import { homeRoutes } from './home.routes.ts';
import { installRoutes } from './install.routes.ts';
import { operationsRoutes } from './operations.routes.ts';
import type { AreaDeclaration, AreaId, RouteRecord, RouteTitleKey } from './route-record.ts';
import { t } from '../i18n/i18n.ts';
import { salesRoutes } from './sales.routes.ts';
import { siteEnergyRoutes } from './site-energy.routes.ts';

/** The records by area: an area page's cards are those of the records declared beside it. */
export const ROUTE_GROUPS: readonly (readonly RouteRecord[])[] = [
  accountRoutes,
  homeRoutes,
  apiDocsRoutes,
  salesRoutes,
  hemsRoutes,
  operationsRoutes,
  fleetRoutes,
  siteEnergyRoutes,
  installRoutes,
  assetsRoutes,
  chargerRoutes,
];

const records = new Map<string, RouteRecord>(ROUTE_GROUPS.flat().map((record) => [record.id, record]));

/** A route's record: its title, parent, access, card and screen. */
export function routeRecord(id: RouteId): RouteRecord {
  const record = records.get(id);
  if (record === undefined) throw new Error(`No record for route ${id}`);
  return record;
}

export interface RouteEntry {
  readonly id: RouteId;
  /** Absolute path pattern in react-router syntax. */
  readonly pattern: string;
  /** The title in the language shown (read at render: a component that shows it re-renders on a change). */
  readonly title: string;
  /** The title's key in the `routes` catalogue. */
  readonly titleKey: RouteTitleKey;
  readonly access: RouteAccess;
  readonly childOf?: RouteId;
  readonly back?: 'history';
  readonly paramNames: readonly string[];
}

function paramNamesOf(pattern: string): string[] {
  return pattern
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Every route, in the order of paths.ts. */
export const routeEntries: readonly RouteEntry[] = Object.freeze(
  ROUTE_IDS.map((id) => {
    const { title: titleKey, childOf, back } = routeRecord(id);
    return Object.freeze({
      id,
      pattern: patternOf(id),
      get title() {
        return t(titleKey);
      },
      titleKey,
      access: accessOf(id),
      ...(childOf !== undefined ? { childOf } : {}),
      ...(back !== undefined ? { back } : {}),
      paramNames: Object.freeze(paramNamesOf(patternOf(id))),
    });
  }),
);

const byId = new Map<string, RouteEntry>(routeEntries.map((entry) => [entry.id, entry]));

export function routeEntry(id: RouteId): RouteEntry {
  const entry = byId.get(id);
  if (entry === undefined) throw new Error(`Unknown route id ${id}`);
  return entry;
}

export function findRouteEntry(id: string | undefined): RouteEntry | undefined {
  return id === undefined ? undefined : byId.get(id);
}

function areaDeclaration(
  group: readonly RouteRecord[],
  area: NonNullable<RouteRecord['area']>,
): AreaDeclaration {
  const cards = group.flatMap((record) =>
    record.card === undefined ? [] : [{ route: record.id, ...record.card }],
  );
  return { ...area, cards };
}

/** What each area page (and /api) shows: its record's line and sections, and the cards of the records beside it. */
export const AREAS = Object.fromEntries(
  ROUTE_GROUPS.flatMap((group) =>
    group.flatMap((record) =>
      record.area === undefined ? [] : [[record.id, areaDeclaration(group, record.area)]],
    ),
  ),
) as Readonly<Record<AreaId, AreaDeclaration>>;

/**
 * The screens an area page leads to (its cards' and sections' routes, in the order of paths.ts), for an area that
 * opens when one of them does: an area record without access of its own. Undefined for every other route.
 */
export function areaScreens(id: RouteId): readonly RouteId[] | undefined {
  const record = routeRecord(id);
  if (record.area === undefined || record.access !== undefined) return undefined;
  const area = AREAS[id as AreaId];
  const shown = new Set<RouteId>([
    ...area.cards.map((card) => card.route),
    ...[...(area.coming ?? []), ...(area.pickers ?? [])].flatMap((section) => section.routes),
  ]);
  return ROUTE_IDS.filter((route) => shown.has(route));
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const shapeOf = (segments: readonly string[]): string =>
  segments.map((segment) => (segment.startsWith(':') ? ':' : segment)).join('/');
const byShape = new Map<string, RouteEntry>();
for (const entry of routeEntries) {
  const shape = shapeOf(segmentsOf(entry.pattern));
  if (entry.access === 'guarded' && shape !== '' && !byShape.has(shape)) byShape.set(shape, entry);
}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The params of `pathname` read against `pattern` (segment by segment; a missing segment is an empty value). */
export function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const actual = segmentsOf(pathname);
  const params: Record<string, string> = {};
  segmentsOf(pattern).forEach((segment, index) => {
    if (segment.startsWith(':')) params[segment.slice(1)] = decoded(actual[index] ?? '');
  });
  return params;
}

/**
 * The screen above a page and its URL, or undefined for an area (nothing above it but home): the record's `up`
 * where it names one, else the nearest screen above it in the route tree by path shape (so
 * `/fleet/:fleetUuid/subscription/:subUuid` is below `/fleet/:fleet_uuid`), filled from the page's URL.
 */
export function parentOf(
  entry: RouteEntry,
  pathname: string,
): { readonly id: RouteId; readonly href: string } | undefined {
  const up = routeRecord(entry.id).up;
  if (up !== undefined) {
    const params = paramsOf(entry.pattern, pathname);
    const filled = Object.fromEntries(
      routeEntry(up.id).paramNames.map((name) => [name, params[up.from?.[name] ?? name] ?? '']),
    );
    return { id: up.id, href: fillPattern(patternOf(up.id), filled) };
  }
  const patternSegments = segmentsOf(entry.pattern);
  const actual = segmentsOf(pathname);
  for (let length = patternSegments.length - 1; length > 0; length -= 1) {
    const parent = byShape.get(shapeOf(patternSegments.slice(0, length)));
    if (parent !== undefined) return { id: parent.id, href: `/${actual.slice(0, length).join('/')}` };
  }
  return undefined;
}

/** Where a screen's back button leads: the screen above it (`parentOf`), else home. */
export function parentHref(entry: RouteEntry, pathname: string): string {
  return parentOf(entry, pathname)?.href ?? HOME_PATH;
}
