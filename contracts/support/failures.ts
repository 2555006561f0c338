// The error answers every operation documents, with the state that produces each and the session the client holds.
import type { ProviderStateName } from '../provider-states.ts';
import { ACCESS_TOKEN, EXPIRED_ACCESS_TOKEN, type Auth } from './contract.ts';

export interface Failure {
  state: ProviderStateName;
  message: string;
}

export const BAD_REQUEST = {
  state: 'the request fails validation',
  message: 'Bad Request',
} as const satisfies Failure;
export const SERVER_ERROR = {
  state: 'the service fails',
  message: 'Internal Server Error',
} as const satisfies Failure;
/** A secured call with an expired token and no refresh token: one 401, no refresh call, the user is signed out. */
export const EXPIRED = {
  state: 'the access token has expired',
  message: 'Unauthorized',
} as const satisfies Failure;

/** The stored session for a request sent with `auth`; no refresh token, so a 401 never triggers a refresh call. */
export function sessionFor(auth: Auth): { token: string | null } {
  if (auth === 'signed-in') return { token: ACCESS_TOKEN };
  if (auth === 'expired') return { token: EXPIRED_ACCESS_TOKEN };
  return { token: null };
}
