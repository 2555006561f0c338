// The error answers the operations document: the status, the state that produces it and the message of its body,
// plus the session the client holds when it differs from the operation's own.
import type { ProviderStateName } from '../provider-states.ts';
import type { ApiErrorBody } from '../../src/api/api-error.ts';
import { ACCESS_TOKEN, EXPIRED_ACCESS_TOKEN, FORGED_ACCESS_TOKEN, type Auth } from './contract.ts';
import { OPERATION_PERMISSIONS } from '../../src/api/permissions.gen.ts';

type FieldError = NonNullable<ApiErrorBody['fieldErrors']>[number];

export interface Failure<S extends number = number> {
  status: S;
  state: ProviderStateName;
  message: string;
  /** The session the request is sent with instead of the operation's own. */
  auth?: Auth;
  /** The exact `errorId` the answer carries (the device calls' 409/422/503/504). */
  errorId?: string;
  /** A 403 PERMISSION_DENIED's missing permission, exactly. */
  missingPermission?: string;
  /** A 422 VALIDATION_FAILED's field errors: each field exactly, its message any string (the example's). */
  fieldErrors?: readonly FieldError[];
}

export const BAD_REQUEST = {
  status: 400,
  state: 'the request fails validation',
  message: 'Bad Request',
} as const satisfies Failure;
/**
 * A request with a field outside its schema (a pattern, a length, a missing property): the declared 400, naming the
 * field. The message of the answer and of the field are any text.
 */
export const invalidField = (field: string): Failure<400> => ({
  status: 400,
  state: 'the request breaks the spec',
  message: `The request is not valid: ${field} contains characters or a format that are not allowed`,
  errorId: 'VALIDATION_FAILED',
  fieldErrors: [{ field, message: 'Contains characters or a format that are not allowed' }],
});
/** A secured call with an expired token and no refresh token: one 401, no refresh call, the user is signed out. */
export const EXPIRED = {
  status: 401,
  state: 'the access token has expired',
  message: 'Unauthorized',
  auth: 'expired',
} as const satisfies Failure;
/** A secured call with a token whose signature no service made: 401 TOKEN_INVALID, and the user is signed out. */
export const FORGED = {
  status: 401,
  state: 'the access token is forged',
  message: 'The token is not a token this service issued',
  auth: 'forged',
  errorId: 'TOKEN_INVALID',
} as const satisfies Failure;
/**
 * The server checks every secured call against the person's current roles. The state takes every role
 * from the person of the verifier's token; the answer names the permission the call needs.
 */
export function forbidden(operation: { readonly id: string }): Failure<403> {
  const requirements: Readonly<Record<string, readonly (readonly string[])[]>> = OPERATION_PERMISSIONS;
  const missingPermission = requirements[operation.id]?.[0]?.[0];
  if (missingPermission === undefined)
    throw new Error(`${operation.id} names no permission: it cannot answer 403`);
  return {
    status: 403,
    state: 'the staff member lacks the permission',
    message: 'Forbidden',
    errorId: 'PERMISSION_DENIED',
    missingPermission,
  };
}
/** OWASP API4: every call declares 429 with `Retry-After`; the client turns it into a wait. */
export const TOO_MANY_REQUESTS = {
  status: 429,
  state: 'the client has sent too many requests',
  message: 'Too Many Requests',
} as const satisfies Failure;
export const SERVER_ERROR = {
  status: 500,
  state: 'the service fails',
  message: 'Internal Server Error',
} as const satisfies Failure;

/** The 404 of a lookup whose target the state removes. */
export function notFound(state: ProviderStateName): Failure<404> {
  return { status: 404, state, message: 'Not Found' };
}

/** The stored session for a request sent with `auth`; no refresh token, so a 401 never triggers a refresh call. */
export function sessionFor(auth: Auth): { token: string | null } {
  if (auth === 'signed-in') return { token: ACCESS_TOKEN };
  if (auth === 'expired') return { token: EXPIRED_ACCESS_TOKEN };
  if (auth === 'forged') return { token: FORGED_ACCESS_TOKEN };
  return { token: null };
}
