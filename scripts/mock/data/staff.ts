// Who calls the mock, and what they may do (DESIGN §3 "Access", issue 31). The bearer token's claims name the
// caller; the mock reads them (it signed them itself; Prism has checked that a token is there) and looks the person
// up in the owner's dataset, so a role change or a deactivation takes effect on the next call, whatever the token
// says. Sign-in: a dataset user by email, else a persona by the email's local part, else the fallback persona.
// Roles and requirements come from src/api/permissions.gen.ts, generated from the spec the mock serves.
import { OPERATION_PERMISSIONS, PERMISSION_NAMES, ROLES } from '../../../src/api/permissions.gen.ts';
import {
  FALLBACK_PERSONA,
  PERSONAS,
  STAFF_DOMAIN,
  type Persona,
  type StaffUser,
} from '../../generate/staff-fixtures.ts';
import { permissionsOrDefault } from '../../../src/auth/session-storage.ts';
import { missingPermission } from '../../../src/domain/access/missing-permission.ts';
import { apiError, type DataAnswer } from './data-handler.ts';
import type { Dataset } from './dataset.ts';

export interface TokenClaims {
  sub?: string;
  email?: string;
  name?: string;
  typ?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, 320) : undefined;

/** The token of an `Authorization: Bearer …` header, or undefined. */
export function bearerOf(authorization: string | string[] | undefined): string | undefined {
  const header = Array.isArray(authorization) ? authorization[0] : authorization;
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
}

/** A JWT's claims as the mock reads them (not verified: the mock's tokens are fixtures); undefined if unreadable. */
export function claimsOf(token: string | undefined): TokenClaims | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof raw !== 'object' || raw === null) return undefined;
    const claims: TokenClaims = {};
    for (const key of ['sub', 'email', 'name', 'typ'] as const) {
      const value = text(raw[key]);
      if (value !== undefined) claims[key] = value;
    }
    return claims;
  } catch {
    return undefined;
  }
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

/**
 * The caller a token stands for: the staff user its `sub` names, else (a token the mock did not issue, e.g. the
 * contracts' placeholders) whom its email or subject would sign in as — the fallback persona for anything unreadable.
 */
export function callerOf(data: Dataset, claims: TokenClaims | undefined): StaffUser | undefined {
  const byId = claims?.sub === undefined ? undefined : data.staff.find((user) => user.id === claims.sub);
  return byId ?? signInTarget(data, claims?.email ?? claims?.sub ?? '');
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
 * The server's check of one secured call (issue 31 item 3), from the caller's current state in the dataset: 401 for
 * a deactivated (or unknown) person, 403 PERMISSION_DENIED naming the missing permission, undefined = go on.
 */
export function refusal(data: Dataset, operationId: string, token: string): DataAnswer | undefined {
  const operations: Readonly<Record<string, readonly (readonly string[])[]>> = OPERATION_PERMISSIONS;
  const requirements = operations[operationId];
  if (requirements === undefined) return undefined;
  const caller = callerOf(data, claimsOf(token));
  if (caller === undefined) return apiError(401, 'Unauthorized', 'TOKEN_INVALID');
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
