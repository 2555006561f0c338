/*
 * The rules of changing who may do what, in one place: the server (the mock's staff handlers)
 * refuses with them, and the user-roles screen uses them to explain a refusal before anyone clicks. Nobody can
 * remove the last Admin — neither by taking the role nor by deactivating the last active person who has it — and
 * nobody can deactivate themselves.
 */

export const ADMIN_ROLE = 'Admin';
/** Roles whose holders belong to an installer company. */
export const COMPANY_ROLES: readonly string[] = ['Installer', 'Installer admin'];

export type StaffState = 'active' | 'deactivated' | 'email-not-verified';

/** What the rules read of a person. */
export interface StaffLike {
  readonly id: string;
  readonly roles: readonly string[];
  readonly state: StaffState;
  readonly company?: unknown;
}

export type StaffChange =
  | { readonly type: 'assignRole'; readonly role: string }
  | { readonly type: 'removeRole'; readonly role: string }
  | { readonly type: 'deactivate' }
  | { readonly type: 'reactivate' };

export type StaffRefusalId = 'LAST_ADMIN' | 'SELF_DEACTIVATION' | 'COMPANY_REQUIRED';

export interface StaffRefusal {
  readonly errorId: StaffRefusalId;
  readonly status: 409 | 422;
  readonly message: string;
}

export const STAFF_REFUSALS: Readonly<Record<StaffRefusalId, StaffRefusal>> = {
  LAST_ADMIN: {
    errorId: 'LAST_ADMIN',
    status: 409,
    message: 'This is the last active Admin: give someone else the Admin role first.',
  },
  SELF_DEACTIVATION: {
    errorId: 'SELF_DEACTIVATION',
    status: 409,
    message: 'You cannot deactivate yourself: ask another person with users:write.',
  },
  COMPANY_REQUIRED: {
    errorId: 'COMPANY_REQUIRED',
    status: 422,
    message: 'Installer roles need an installer company, and this person has none.',
  },
};

/** A field of the access dialogs (approve a sign-up, give a role) that a server refusal can be about. */
export type RefusalField = 'role' | 'company';

const REFUSAL_FIELDS: Readonly<Record<string, RefusalField>> = {
  COMPANY_REQUIRED: 'company',
  ROLE_UNKNOWN: 'role',
  // The grant rule (src/domain/access/role-grants.ts): a role the person may not give, or into another company.
  ROLE_NOT_GRANTABLE: 'role',
  COMPANY_NOT_GRANTABLE: 'company',
};

/** The field a refusal belongs to, by its errorId (shown beside that field), or undefined (shown under the form). */
export function refusalField(errorId: string | undefined): RefusalField | undefined {
  // Own keys only: a hostile errorId such as `__proto__` belongs to no field.
  return errorId !== undefined && Object.hasOwn(REFUSAL_FIELDS, errorId)
    ? REFUSAL_FIELDS[errorId]
    : undefined;
}

/**
 * The roles a person holds, each once, in the answer's order: a person has a role or not, so a role the answer lists
 * twice is one chip with one Remove (two would also be two React children under one key).
 */
export function heldRoles(user: { readonly roles: readonly string[] }): string[] {
  return [...new Set(user.roles)];
}

const isActiveAdmin = (user: StaffLike) => user.state !== 'deactivated' && user.roles.includes(ADMIN_ROLE);

/**
 * Why `actorId` may not make `change` to `target`, given everyone (`staff`, target included), or null when the change
 * is allowed. Changes that change nothing (a role the person has, a deactivated person deactivated) are allowed.
 */
export function staffChangeRefusal(
  staff: readonly StaffLike[],
  actorId: string | undefined,
  target: StaffLike,
  change: StaffChange,
): StaffRefusal | null {
  const lastAdmin =
    isActiveAdmin(target) &&
    staff.filter((user) => user.id !== target.id && isActiveAdmin(user)).length === 0;
  switch (change.type) {
    case 'assignRole':
      return COMPANY_ROLES.includes(change.role) &&
        !target.roles.includes(change.role) &&
        target.company == null
        ? STAFF_REFUSALS.COMPANY_REQUIRED
        : null;
    case 'removeRole':
      return change.role === ADMIN_ROLE && lastAdmin ? STAFF_REFUSALS.LAST_ADMIN : null;
    case 'deactivate':
      if (target.state === 'deactivated') return null;
      if (actorId !== undefined && target.id === actorId) return STAFF_REFUSALS.SELF_DEACTIVATION;
      return lastAdmin ? STAFF_REFUSALS.LAST_ADMIN : null;
    case 'reactivate':
      return null;
  }
}

/** A person matches a search when every word is in their name or email (case-insensitive). */
export function staffMatches(user: { readonly name: string; readonly email: string }, text: string): boolean {
  const haystack = `${user.name} ${user.email}`.toLocaleLowerCase('en');
  return text
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}

export const STAFF_STATE_LABELS: Readonly<Record<StaffState, string>> = {
  active: 'Active',
  deactivated: 'Deactivated',
  'email-not-verified': 'Email not verified',
};

/** The sign-up form's suggested asks that name a role by another word (the others are a role's own name). */
const ASKED_ROLE_WORDS: Readonly<Record<string, string>> = {
  'fleet management': 'Fleet manager',
  installer: 'Installer',
};

/**
 * The role a sign-up asked for, among those the approver may give: the ask names it ("Sales", "Fleet management",
 * "Installer: <company>"), or the person named an installer company. Null when the ask names none of them (the
 * approver then chooses; nothing is guessed).
 */
export function roleAskedFor<R extends string>(
  signUp: { readonly requestedArea?: string | undefined; readonly company?: unknown },
  offered: readonly R[],
): R | null {
  const ask = (signUp.requestedArea ?? '').split(':')[0]!.trim().toLowerCase();
  const named =
    offered.find((role) => role.toLowerCase() === ask) ??
    offered.find((role) => role === ASKED_ROLE_WORDS[ask]) ??
    (signUp.company !== undefined && ask === '' ? offered.find((role) => role === 'Installer') : undefined);
  return named ?? null;
}
