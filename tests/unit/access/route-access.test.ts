// The route records' access against the spec: every guarded route says what it needs (or is an area),
// every operation it names is a secured operation of openapi/ui-api.yaml, every permission is in its catalogue, and
// the pure rules (canOpen, missingPermissions, routePermissions) follow from them.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_PATH } from '../../../scripts/generate/generated-paths.ts';
import { PERMISSION_NAMES, ROLES, type Permission } from '../../../src/api/permissions.gen.ts';
import {
  canOpen,
  heldPermissions,
  missingPermissions,
  operationAllowed,
  rolesGranting,
  routeIdOfPath,
  routeNeeds,
  routePermissions,
} from '../../../src/auth/access.ts';
import { accessOf, patternOf, ROUTE_IDS, type RouteId } from '../../../src/config/paths.ts';
import { areaScreens, routeEntry, routeRecord } from '../../../src/routes/route-catalogue.ts';
import { routeSamples } from '../../../src/routes/route-samples.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the parsed spec
const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as Json;

/** operationId → its security requirements' permission lists, read from the spec itself. */
const specOperations = new Map<string, string[][]>();
for (const item of Object.values(spec.paths as Json)) {
  for (const operation of Object.values(item as Json)) {
    if (typeof operation !== 'object' || operation === null || typeof operation.operationId !== 'string')
      continue;
    const security = (operation.security ?? spec.security ?? []) as Json[];
    specOperations.set(
      operation.operationId,
      security.map((requirement) => (requirement.bearerAuth ?? []) as string[]),
    );
  }
}
const catalogue = new Set(Object.keys(spec['x-permissions'] as Json));

const guarded = ROUTE_IDS.filter((id) => accessOf(id) === 'guarded');
interface Declaration {
  readonly operations?: readonly string[];
  readonly permissions?: readonly string[];
  readonly area?: readonly RouteId[];
}
/** Each record's access, and an area's screens, for the routes that declare either. */
const declared: Readonly<Record<string, Declaration>> = Object.fromEntries(
  ROUTE_IDS.flatMap((id) => {
    const { access } = routeRecord(id);
    const area = areaScreens(id);
    return access === undefined && area === undefined ? [] : [[id, { ...access, ...(area ? { area } : {}) }]];
  }),
);

const heldArb = fc.subarray(PERMISSION_NAMES).map((names) => new Set<Permission>(names));
const routeArb = fc.constantFrom(...guarded);

describe('the route table names what each route needs, from the spec', () => {
  it('declares every guarded route and nothing else', () => {
    expect(Object.keys(declared).sort()).toEqual([...guarded].sort());
  });

  it.each(guarded)('%s names only secured operations of the spec and catalogue permissions', (id) => {
    const { operations = [], permissions = [] } = declared[id] ?? {};
    for (const operation of operations) {
      expect(specOperations.has(operation), `${operation} is an operation of the spec`).toBe(true);
      expect(specOperations.get(operation), `${operation} is secured`).not.toEqual([]);
    }
    for (const permission of permissions) expect(catalogue.has(permission), permission).toBe(true);
  });

  it('names a screen read operation for every route with a screen of its own, except areas and home', () => {
    const withoutAnything = guarded.filter(
      (id) =>
        declared[id]?.area === undefined &&
        (declared[id]?.operations ?? []).length === 0 &&
        (declared[id]?.permissions ?? []).length === 0,
    );
    expect(withoutAnything).toEqual(['home']);
  });

  it("lists as an area's screens only routes under the area, none of them an area or a section", () => {
    for (const id of guarded) {
      for (const screen of declared[id]?.area ?? []) {
        expect(patternOf(screen).startsWith(`${patternOf(id)}/`), `${screen} under ${id}`).toBe(true);
        expect(declared[screen]?.area, screen).toBeUndefined();
        expect(routeEntry(screen).childOf, screen).toBeUndefined();
      }
    }
  });

  it("gives a route the permissions of the spec's requirements for its operations", () => {
    // /assets/evses: listEvses, evses:read in the spec.
    expect(specOperations.get('listEvses')).toEqual([['evses:read']]);
    expect(routePermissions('assetsEvses')).toEqual(['evses:read']);
    // A section needs its screen's permissions too.
    expect(routePermissions('fleetSiteTelemetry')).toEqual(['sites:read', 'energy:read']);
    // The site's own mount of the same screen needs what its calls need, as the fleet's does: no fleet permission.
    expect(routePermissions('siteTelemetry')).toEqual(['sites:read', 'energy:read']);
    expect(routePermissions('siteLiveStream')).toEqual(routePermissions('fleetLiveStream'));
    // The user-roles screen's calls are not in the spec yet: the catalogue's name, directly.
    expect(routePermissions('operationsUserRoles')).toEqual(['users:read']);
    // Alternatives stay alternatives: either documentation permission opens the list of documents.
    expect(routeNeeds('apiDocs')).toEqual([[['api-docs:internal'], ['api-docs:external']]]);
    expect(canOpen('apiDocs', new Set(['api-docs:external']))).toBe(true);
    expect(canOpen('apiInternal', new Set(['api-docs:external']))).toBe(false);
  });
});

/** The oracle, written from the declarations and the spec's requirements without the module's helpers. */
function opensByDeclaration(id: RouteId, held: ReadonlySet<string>): boolean {
  const entry = declared[id];
  if (entry === undefined) return true;
  if (entry.area !== undefined) return entry.area.some((screen) => opensByDeclaration(screen, held));
  const parent = routeEntry(id).childOf;
  if (parent !== undefined && !opensByDeclaration(parent, held)) return false;
  const operationsMet = (entry.operations ?? []).every((operation) =>
    (specOperations.get(operation) ?? []).some((requirement) => requirement.every((name) => held.has(name))),
  );
  return operationsMet && (entry.permissions ?? []).every((name) => held.has(name));
}

describe('canOpen / missingPermissions (properties)', () => {
  it('a route opens iff the set holds what its operations and permissions need', () => {
    fc.assert(
      fc.property(routeArb, heldArb, (id, held) => {
        expect(canOpen(id, held)).toBe(opensByDeclaration(id, held));
        expect(missingPermissions(id, held).length === 0).toBe(canOpen(id, held));
      }),
      { numRuns: 400 },
    );
  });

  it('holding more never closes a route, and what is missing is never held', () => {
    fc.assert(
      fc.property(routeArb, heldArb, heldArb, (id, held, more) => {
        const union = new Set([...held, ...more]);
        if (canOpen(id, held)) expect(canOpen(id, union)).toBe(true);
        for (const need of missingPermissions(id, held)) {
          expect(need.length).toBeGreaterThan(0);
          for (const alternative of need) {
            expect(alternative.length).toBeGreaterThan(0);
            for (const name of alternative) expect(held.has(name)).toBe(false);
          }
          // Someone can grant it: Admin holds every permission.
          expect(rolesGranting(need)).toContain('Admin');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('granting what is missing (one alternative of each need) opens the route', () => {
    fc.assert(
      fc.property(routeArb, heldArb, (id, held) => {
        const granted = new Set([...held, ...missingPermissions(id, held).flatMap((need) => need[0] ?? [])]);
        expect(canOpen(id, granted)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('the whole catalogue opens every route; nothing held opens home only', () => {
    const all = new Set(PERMISSION_NAMES);
    for (const id of guarded) expect(canOpen(id, all), id).toBe(true);
    expect(guarded.filter((id) => canOpen(id, new Set()))).toEqual(['home']);
  });

  it('each role opens the routes its permissions allow (Sales: no commands, no user roles)', () => {
    const sales = new Set(ROLES.Sales.permissions);
    expect(canOpen('salesYourEvses', sales)).toBe(true);
    expect(canOpen('operationsUserRoles', sales)).toBe(false);
    expect(missingPermissions('operationsUserRoles', sales)).toEqual([[['users:read']]]);
    expect(rolesGranting([['users:read']])).toEqual(expect.arrayContaining(['Admin']));
    expect(operationAllowed('sendEvseCommand', sales)).toBe(false);
    expect(operationAllowed('getEvse', sales)).toBe(true);
    expect(operationAllowed('getProfile', new Set())).toBe(true);
  });

  it('an area opens when one of its routes does, and names the ways in otherwise', () => {
    expect(canOpen('operations', new Set(['trends:read']))).toBe(true);
    expect(canOpen('operations', new Set(['sites:read']))).toBe(false);
    // A charger under /install is reached from elsewhere: evses:read does not open the install area.
    expect(canOpen('install', new Set(ROLES.Sales.permissions))).toBe(false);
    expect(canOpen('install', new Set(['installations:read']))).toBe(true);
    const [need] = missingPermissions('operations', new Set());
    expect(need).toEqual(expect.arrayContaining([['users:read'], ['trends:read']]));
  });
});

describe('heldPermissions: a stored list of anything', () => {
  it('keeps catalogue names only and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.array(fc.oneof(fc.string(), fc.constantFrom(...PERMISSION_NAMES), fc.anything())),
        ),
        (stored) => {
          const held = heldPermissions(stored);
          for (const name of held) expect(PERMISSION_NAMES).toContain(name);
        },
      ),
    );
  });

  it('ignores the default [""], unknown names, non-strings and repeats in thousands of entries', () => {
    expect([...heldPermissions([''])]).toEqual([]);
    expect([...heldPermissions('evses:read')]).toEqual([]);
    const huge = Array.from({ length: 5000 }, (_, index) =>
      index % 2 === 0 ? 'evses:read' : `junk-${index}`,
    );
    expect([...heldPermissions([...huge, 42, null, { name: 'users:read' }])]).toEqual(['evses:read']);
  });
});

describe('routeIdOfPath', () => {
  it('finds every sample path of the route table', () => {
    for (const sample of routeSamples)
      expect(routeIdOfPath(sample.samplePath), sample.samplePath).toBe(sample.id);
  });

  it('prefers a concrete segment to a param and knows no unknown path', () => {
    expect(routeIdOfPath('/api/internal')).toBe('apiInternal');
    expect(routeIdOfPath('/api/UI_API?x=1')).toBe('apiDoc');
    expect(routeIdOfPath('/nowhere/at/all')).toBeUndefined();
  });
});
