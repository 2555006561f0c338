// Who calls the mock, and what they may do (DESIGN §3 "Access"). The bearer token is verified (tokens.ts) and its
// subject looked up in the owner's dataset, so a role change or a deactivation takes effect on the next call; no
// other claim is trusted, and a token that fails the check is a 401, never a person. Sign-in (the development
// convenience): a dataset user by email, else a persona by the email's local part, else the fallback persona.
// Roles and requirements come from src/api/permissions.gen.ts, generated from the spec the mock serves.
import { OPERATION_PERMISSIONS, PERMISSION_NAMES, ROLES } from '../../../src/api/permissions.gen.ts';
import {
  FALLBACK_PERSONA,
  PERSONAS,
  STAFF_DOMAIN,
  type Persona,
  type StaffUser,
} from '../areas/access/staff.fixtures.ts';
import { permissionsOrDefault } from '../../../src/domain/access/default-permissions.ts';
import { missingPermission } from '../../../src/domain/access/missing-permission.ts';
import { apiError, type DataAnswer } from './data-handler.ts';
import { verifyToken, type TokenType } from './tokens.ts';
import type { Dataset } from './dataset.ts';

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerOf(authorization: string | string[] | undefined): string | undefined {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

const normal = (email: string) => email.trim().toLowerCase();

/** The persona an address names by its local part (`ops@…` → ops), or undefined. */
export function personaOf(email: string): Persona | undefined {
  const local = normal(email).split('@')[0] ?? '';
  return Object.prototype.hasOwnProperty.call(PERSONAS, local) ? (local as Persona) : undefined;
}

export const personaEmail = (persona: Persona): string => `${persona}@${STAFF_DOMAIN}`;

export const staffByEmail = (data: Dataset, email: string): StaffUser | undefined =>
  data.staff.find((user) => normal(user.email) === normal(email));

/** Who signs in with `email`: the dataset user with that address, else the persona of its local part, else the fallback. */
export function signInTarget(data: Dataset, email: string): StaffUser | undefined {
  return staffByEmail(data, email) ?? staffByEmail(data, personaEmail(personaOf(email) ?? FALLBACK_PERSONA));
}

export type CallerCheck = { ok: true; user: StaffUser } | { ok: false; answer: DataAnswer };

/**
 * The person a token stands for, verified (tokens.ts) and looked up by its subject in the dataset as it is now: a
 * refused token, or a subject the dataset lacks, is a 401 — never a stand-in person. The person's state is not
 * judged here (refusal() and the refresh do).
 */
export function verifiedCaller(
  data: Dataset,
  token: string | undefined,
  type: TokenType = 'access',
): CallerCheck {
  const check = verifyToken(token, type);
  if (!check.ok) return { ok: false, answer: apiError(401, check.message, check.errorId) };
  const user = data.staff.find((candidate) => candidate.id === check.token.sub);
  if (user === undefined) {
    return { ok: false, answer: apiError(401, 'The token names nobody this service knows', 'TOKEN_INVALID') };
  }
  return { ok: true, user };
}

/**
 * The caller the data handlers scope by: the verified person of the bearer token, undefined for a refused one. A
 * call without any token reaches a handler only from a test that calls the data layer directly (the proxy refuses
 * every secured call without one, see refusal()); that caller is the fallback persona, the harnesses' signed-in
 * person.
 */
export function callerOf(data: Dataset, bearer: string | undefined): StaffUser | undefined {
  if (bearer === undefined) return staffByEmail(data, personaEmail(FALLBACK_PERSONA));
  const check = verifiedCaller(data, bearer);
  return check.ok ? check.user : undefined;
}

/** A person's permissions: the union of their roles' permissions, in catalogue order. */
export function permissionsOf(user: StaffUser): string[] {
  const roles: Readonly<Record<string, { readonly permissions: readonly string[] }>> = ROLES;
  const granted = new Set<string>(user.roles.flatMap((role) => roles[role]?.permissions ?? []));
  return PERMISSION_NAMES.filter((name) => granted.has(name));
}

/** What the profile answers: the person's permissions, or SPEC §6's default — a single empty entry — for no role. */
export function profilePermissions(user: StaffUser): string[] {
  return [...permissionsOrDefault(permissionsOf(user))];
}

/**
 * The server's check of one secured call, from the verified token and the caller's current state in the dataset: 401
 * for a missing, forged, expired or wrong-type token, an unknown or a deactivated person, 403 PERMISSION_DENIED naming the missing permission, undefined = go on.
 */
export function refusal(
  data: Dataset,
  operationId: string,
  token: string | undefined,
): DataAnswer | undefined {
  const operations: Readonly<Record<string, readonly (readonly string[])[]>> = OPERATION_PERMISSIONS;
  const requirements = operations[operationId];
  if (requirements === undefined) return undefined;
  if (token === undefined)
    return apiError(401, 'Sign in first: the call needs an access token', 'TOKEN_MISSING');
  const check = verifiedCaller(data, token);
  if (!check.ok) return check.answer;
  const caller = check.user;
  if (caller.state === 'deactivated') {
    return apiError(401, 'Your account has been deactivated', 'ACCOUNT_DEACTIVATED');
  }
  const missing = missingPermission(permissionsOf(caller), requirements);
  if (missing === null) return undefined;
  return {
    status: 403,
    body: {
      message: `You do not have the permission this needs: ${missing}`,
      status: 403,
      errorId: 'PERMISSION_DENIED',
      missingPermission: missing,
    },
  };
}
