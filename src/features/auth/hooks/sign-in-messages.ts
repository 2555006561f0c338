import { NO_RESPONSE_STATUS, type ApiError } from '../../../api/api-error.ts';

/** What went wrong with a sign-in attempt, in words a user can act on. */
export function signInFailureMessage(error: ApiError, step: 'login' | 'profile'): string {
  if (error.status === NO_RESPONSE_STATUS) {
    return 'The server cannot be reached. Check your connection and try again.';
  }
  if (step === 'login' && error.status === 401) return 'The email address or password is not correct.';
  if (error.status >= 500) {
    return `The server could not complete the sign-in (${error.status}). Please try again in a moment.`;
  }
  if (step === 'profile') return `Your profile could not be loaded: ${error.message}`;
  return `Sign-in was refused: ${error.message}`;
}
