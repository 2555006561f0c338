import { NO_RESPONSE_STATUS, type ApiError } from '../../../api/api-error.ts';

/**
 * What went wrong with an account call, in words a user can act on. `what` names the failed step, e.g.
 * 'Your account could not be created'. The server's own message is kept: it is the only detail there is.
 */
export function accountFailureMessage(error: ApiError, what: string): string {
  if (error.status === NO_RESPONSE_STATUS) {
    return `${what}: the server cannot be reached. Check your connection and try again.`;
  }
  if (error.status >= 500) {
    return `${what}: the server failed (${error.status}: ${error.message}). Please try again in a moment.`;
  }
  if (error.status === 400) return `${what}: the server did not accept the details (${error.message}).`;
  return `${what}: ${error.message} (${error.status}).`;
}
