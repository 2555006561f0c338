/*
 * Who may open which route and call which operation (DESIGN §3 "Access"), from the spec's
 * catalogue's rules (api/access-rules.gen.ts) and the route records' access (src/routes/<area>.routes.ts). Pure: the gate, the
 * navigation, the area pages and the buttons ask these; the rule for one security requirement is the domain's.
 */
import {
  OPERATION_PERMISSIONS,
  PERMISSION_NAMES,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
  type SecuredOperation,
} from '../api/access-rules.gen.ts';
import { accessOf, patternOf, ROUTE_IDS, type RouteId } from '../config/paths.ts';
import { areaScreens, routeRecord } from '../routes/route-catalogue.ts';
import { missingPermission } from '../domain/access/missing-permission.ts';

/** One thing a route needs: alternatives, any one of which suffices; each lists permissions that are all needed. */
export type Need = readonly (readonly Permission[])[];

/** The permissions a person holds, catalogue names only. */
export type HeldPermissions = ReadonlySet<Permission>;

const CATALOGUE: ReadonlySet<string> = new Set(PERMISSION_NAMES);
const isPermission = (name: unknown): name is Permission => typeof name === 'string' && CATALOGUE.has(name);

/**
 * The stored permissions list as a set of catalogue names. Whatever else it holds — unknown names, non-strings, the
 * default `[""]`, thousands of entries — is ignored; anything but a list holds nothing.
 */
export function heldPermissions(stored: unknown): HeldPermissions {
  if (!Array.isArray(stored)) return new Set();
  const held = new Set<Permission>();
  for (const name of stored as unknown[]) if (isPermission(name)) held.add(name);
  return held;
}

/** An operation's requirements as a need (`[[]]`: any signed-in person). */
export const operationNeed = (operation: SecuredOperation): Need => OPERATION_PERMISSIONS[operation];

/** Whether a person holding `held` may call `operation` (one of its security requirements is met). */
export function operationAllowed(operation: SecuredOperation, held: HeldPermissions): boolean {
  return missingPermission(held, operationNeed(operation)) === null;
}

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** The screens an area page leads to (its cards' and sections' routes); none for any other route. */
export function areaRoutes(id: RouteId): readonly RouteId[] {
  return accessOf(id) === 'public' ? [] : (areaScreens(id) ?? []);
}

const isArea = (id: RouteId): boolean => accessOf(id) === 'guarded' && areaScreens(id) !== undefined;

/** The needs of a (non-area) route: its own operations' and permissions', after those of the screen it is part of. */
function ownNeeds(id: RouteId): Need[] {
  if (accessOf(id) === 'public') return [];
  const { access: declaration = {}, childOf: parent } = routeRecord(id);
  return [
    ...(parent !== undefined ? ownNeeds(parent) : []),
    ...(declaration.operations ?? []).map(operationNeed),
    ...(declaration.permissions ?? []).map((permission): Need => [[permission]]),
  ];
}

const unique = <T>(items: readonly T[], key: (item: T) => string): T[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};
const inCatalogueOrder = (names: Iterable<Permission>): Permission[] => {
  const set = new Set(names);
  return PERMISSION_NAMES.filter((name) => set.has(name));
};

/** A set of permissions that suffices for every need (the first alternative of each). */
const sufficientSet = (needs: readonly Need[]): Permission[] =>
  inCatalogueOrder(needs.flatMap((need) => need[0] ?? []));

/**
 * What a route needs, as needs (each met by any one of its alternatives). An area page has one need: any of the sets
 * that open one of its routes.
 */
export function routeNeeds(id: RouteId): readonly Need[] {
  if (!isArea(id)) return ownNeeds(id);
  const alternatives = unique(
    areaRoutes(id).map((route) => sufficientSet(ownNeeds(route))),
    (set) => set.join(' '),
  );
  return alternatives.some((set) => set.length === 0) ? [] : [alternatives];
}

/** Every permission a route's declaration names (catalogue order): the route's permissions. */
export function routePermissions(id: RouteId): readonly Permission[] {
  return inCatalogueOrder(routeNeeds(id).flatMap((need) => need.flat()));
}

const needMet = (need: Need, held: HeldPermissions): boolean => missingPermission(held, need) === null;

/**
 * The needs of a route that `held` does not meet, each reduced to what is lacking (an alternative lists only the
 * permissions not held). Empty: the route opens.
 */
export function missingPermissions(id: RouteId, held: HeldPermissions): readonly Need[] {
  if (isArea(id) && areaRoutes(id).some((route) => canOpen(route, held))) return [];
  const unmet = routeNeeds(id)
    .filter((need) => !needMet(need, held))
    .map((need): Need => need.map((alternative) => alternative.filter((name) => !held.has(name))));
  return unique(unmet, (need) => JSON.stringify(need));
}

/** Whether a person holding `held` may open the route. */
export function canOpen(id: RouteId, held: HeldPermissions): boolean {
  if (isArea(id)) return areaRoutes(id).some((route) => canOpen(route, held));
  return routeNeeds(id).every((need) => needMet(need, held));
}

/** The roles that grant everything one alternative of the need lists: who to ask. */
export function rolesGranting(need: Need): readonly Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => {
    const granted: ReadonlySet<string> = new Set(ROLE_PERMISSIONS[role]);
    return need.some((alternative) => alternative.every((name) => granted.has(name)));
  });
}

/** The route whose pattern matches a path (a concrete segment beats a param), if any. */
export function routeIdOfPath(path: string): RouteId | undefined {
  const actual = segmentsOf(path.split(/[?#]/, 1)[0] ?? '');
  let best: { id: RouteId; params: number } | undefined;
  for (const id of ROUTE_IDS) {
    const pattern = segmentsOf(patternOf(id));
    if (pattern.length !== actual.length) continue;
    if (!pattern.every((segment, index) => segment.startsWith(':') || segment === actual[index])) continue;
    const params = pattern.filter((segment) => segment.startsWith(':')).length;
    if (best === undefined || params < best.params) best = { id, params };
  }
  return best?.id;
}
