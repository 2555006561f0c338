/*
 * Who may give which role — the one rule for both ways a role is given: assigning it to a staff user and approving a
 * sign-up with it. The server (the mock's people handlers) refuses with it; the role pickers of the user-roles and
 * pending sign-ups screens offer only what it allows and say why the rest is not offered.
 *
 * Nobody raises anyone above themselves: a role is grantable only when the grantor holds every permission it gives,
 * and only an Admin grants Admin (so a role that happens to hold the same permissions is no way to mint Admins). On
 * top of that, a company-scoped grantor (an installer admin, data-scope.ts) grants only the installer roles, and only
 * into their own company. A role the catalogue lacks is the caller's own check (422), not this rule's.
 */
import { ADMIN_ROLE } from '../staff/staff-rules.ts';
import { COMPANY_SCOPED_ROLES, dataScopeOf, holdsCompany, type ScopedPerson } from './data-scope.ts';

/** Each role's permissions (the spec's x-roles, generated into src/api/permissions.gen.ts). */
export type RoleCatalogue = Readonly<Record<string, { readonly permissions: readonly string[] }>>;

/** The person giving a role: their current roles (and, for the installer roles, their company). */
export type Grantor = ScopedPerson;

/** A role given, into a company (the installer roles': the approval's chosen company, the person's own one). */
export interface Grant {
  readonly role: string;
  readonly companyUuid?: string | undefined;
}

export type GrantRefusalId = 'ROLE_NOT_GRANTABLE' | 'COMPANY_NOT_GRANTABLE';

export interface GrantRefusal {
  readonly errorId: GrantRefusalId;
  readonly status: 403;
  readonly message: string;
  /** The permission of the role that the grantor does not hold, when that is why. */
  readonly missingPermission?: string;
}

const roleOf = (catalogue: RoleCatalogue, role: string) =>
  Object.hasOwn(catalogue, role) ? catalogue[role] : undefined;

/** Every permission the person's roles give. */
export function heldPermissions(catalogue: RoleCatalogue, roles: readonly string[]): Set<string> {
  return new Set(roles.flatMap((role) => roleOf(catalogue, role)?.permissions ?? []));
}

function refused(message: string, missingPermission?: string): GrantRefusal {
  return {
    errorId: 'ROLE_NOT_GRANTABLE',
    status: 403,
    message,
    ...(missingPermission !== undefined ? { missingPermission } : {}),
  };
}

/**
 * Why `grantor` may not give `grant`, or null when they may. A grant without a company is judged on the role alone
 * (what a picker asks before a company is chosen).
 */
export function grantRefusal(catalogue: RoleCatalogue, grantor: Grantor, grant: Grant): GrantRefusal | null {
  const held = heldPermissions(catalogue, grantor.roles);
  const lacking = (roleOf(catalogue, grant.role)?.permissions ?? []).find((name) => !held.has(name));
  if (grant.role === ADMIN_ROLE && !grantor.roles.includes(ADMIN_ROLE)) {
    return refused('Only an Admin can give the Admin role.', lacking);
  }
  if (lacking !== undefined) {
    return refused(
      `You cannot give the role ${grant.role}: it includes ${lacking}, which your own roles do not give you.`,
      lacking,
    );
  }
  const scope = dataScopeOf(grantor);
  if (scope.kind === 'limited' && !COMPANY_SCOPED_ROLES.includes(grant.role)) {
    return refused(`You may give only the roles ${COMPANY_SCOPED_ROLES.join(' and ')}.`);
  }
  if (grant.companyUuid !== undefined && !holdsCompany(scope, grant.companyUuid)) {
    return {
      errorId: 'COMPANY_NOT_GRANTABLE',
      status: 403,
      message: 'You may give installer roles only in your own company.',
    };
  }
  return null;
}

/** One role as a picker offers it: grantable, or not with the reason. */
export interface RoleOffer<R extends string> {
  readonly role: R;
  readonly refusal: GrantRefusal | null;
}

/**
 * Every role of `roles` (in their order) with whether `grantor` may give it — into `companyUuid` when the company is
 * known (a person's own company when assigning), else judged on the role alone.
 */
export function roleOffers<R extends string>(
  catalogue: RoleCatalogue,
  grantor: Grantor,
  roles: readonly R[],
  companyUuid?: string,
): RoleOffer<R>[] {
  return roles.map((role) => ({ role, refusal: grantRefusal(catalogue, grantor, { role, companyUuid }) }));
}

/** The roles of `roles` that `grantor` may give (in their order). */
export function grantableRoles<R extends string>(
  catalogue: RoleCatalogue,
  grantor: Grantor,
  roles: readonly R[],
): R[] {
  return roleOffers(catalogue, grantor, roles)
    .filter((offer) => offer.refusal === null)
    .map((offer) => offer.role);
}

/** Why a picker does not offer a role, in a few words (after the role's name: "Sales: needs leads:write …"). */
export function notOfferedReason(offer: RoleOffer<string>): string {
  const { refusal } = offer;
  if (refusal === null) return '';
  if (offer.role === ADMIN_ROLE && refusal.errorId === 'ROLE_NOT_GRANTABLE')
    return 'only an Admin can give it';
  if (refusal.missingPermission !== undefined)
    return `it includes ${refusal.missingPermission}, which you do not hold`;
  return refusal.message;
}
