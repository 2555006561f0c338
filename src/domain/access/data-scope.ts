/*
 * What a person may see of the data (DESIGN §3 "Access"): the one scope rule, which a server
 * applies on every call (the data-backed mock does: scripts/mock/areas/install/install.scope.ts). Scope comes from
 * role membership, never from a permission's name: installers and installer admins see their company's installations
 * (and the sites, gateways and chargers of them), fleet managers their fleets' sites and chargers; any other role
 * sees everything. A person's scope is the union of what their roles give.
 */

/** Roles that see only their installer company's data. */
export const COMPANY_SCOPED_ROLES: readonly string[] = ['Installer', 'Installer admin'];
/** Roles that see only their fleets' data. */
export const FLEET_SCOPED_ROLES: readonly string[] = ['Fleet manager'];

export type DataScope =
  | { readonly kind: 'all' }
  | {
      readonly kind: 'limited';
      /** Installer companies (uuids) whose installations the person sees. */
      readonly companies: ReadonlySet<string>;
      /** Fleets (uuids) whose sites the person sees. */
      readonly fleets: ReadonlySet<string>;
    };

export const EVERYTHING: DataScope = Object.freeze({ kind: 'all' });

export interface ScopedPerson {
  readonly roles: readonly string[];
  /** The installer company of an installer. */
  readonly companyUuid?: string | undefined;
  /** The fleets a fleet manager looks after. */
  readonly fleetUuids?: readonly string[] | undefined;
}

export function dataScopeOf(person: ScopedPerson): DataScope {
  const limitedRole = (role: string) =>
    COMPANY_SCOPED_ROLES.includes(role) || FLEET_SCOPED_ROLES.includes(role);
  if (person.roles.some((role) => !limitedRole(role))) return EVERYTHING;
  const companies = new Set<string>();
  const fleets = new Set<string>();
  for (const role of person.roles) {
    if (COMPANY_SCOPED_ROLES.includes(role) && person.companyUuid) companies.add(person.companyUuid);
    if (FLEET_SCOPED_ROLES.includes(role)) for (const uuid of person.fleetUuids ?? []) fleets.add(uuid);
  }
  return { kind: 'limited', companies, fleets };
}

/** Whether the scope holds an installation owned by `companyUuid` (undefined: owned by no company). */
export function holdsCompany(scope: DataScope, companyUuid: string | undefined): boolean {
  return scope.kind === 'all' || (companyUuid !== undefined && scope.companies.has(companyUuid));
}
